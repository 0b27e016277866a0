import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, LinkButton } from './Button';

/**
 * A button built on react-aria-components `Button` (all its props are accepted).
 *
 * **Designers**: one `primary` button per screen, for the next step ("Valider le devis");
 * `secondary` for the alternatives; `tertiary` for quiet actions inside content; `critical` only to
 * confirm a destructive action. The label says what happens, in the user's language. While the
 * action runs, `isPending` keeps the label and shows a spinner instead of disabling the button, so
 * focus is kept.
 *
 * **Organisers**: colours come from the theme's accent (`vars.color.accent`). Use `LinkButton` when
 * the action navigates (it is a link, with `href`).
 */
const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Valider le devis', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Modifier le devis' } };

export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Voir le détail' } };

export const Critical: Story = { args: { variant: 'critical', children: 'Annuler le virement' } };

export const Small: Story = { args: { size: 'small', children: 'Télécharger' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** Loading: the label stays, a spinner shows, presses are ignored. */
export const Pending: Story = {
  args: { isPending: true, children: 'Paiement en cours' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Paiement en cours/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Focused: the 2 px focus ring of docs/design.md "Focus" shows on keyboard focus. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Valider le devis' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

/** Keyboard: Tab focuses the button, Enter and Space press it. */
export const PressedWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Valider le devis' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const AsLink: Story = {
  render: () => (
    <LinkButton href="#payment" variant="primary">
      Payer mon 1er acompte
    </LinkButton>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Payer mon 1er acompte' });
    await expect(link).toHaveAttribute('href', '#payment');
  },
};

/** The same components in the Matter and Shape theme: only the tokens change. */
export const MatterAndShapeTheme: Story = {
  globals: { theme: 'matterAndShape', locale: 'en' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Button {...args}>Submit my request</Button>
      <Button {...args} variant="secondary">
        Back
      </Button>
    </div>
  ),
};
