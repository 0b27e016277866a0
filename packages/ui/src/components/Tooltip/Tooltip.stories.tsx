import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { InfoTip, Tooltip } from './Tooltip';

/**
 * A short description of a control, on react-aria-components `TooltipTrigger` and `Tooltip`: it
 * shows on hover and keyboard focus and hides on Escape. `InfoTip` is a small "i" button that
 * explains a term next to it (spec §2 'tooltip'): a press opens it, by touch, mouse, Enter or
 * Space, as a small dialog beside the button, named by the button's label (the term it explains;
 * "Plus d'informations"/"More information" by default) or by its own heading.
 *
 * **Designers**: a `Tooltip` never holds the only copy of information the user needs to act;
 * touch users do not see it. What a touch user needs goes in an `InfoTip`.
 */
const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Remise de 5 % sur le total HT pour les exposants qui réservent à nouveau.',
    children: <Button variant="secondary">Remise fidélité</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Keyboard focus opens it (play function); Escape closes it. */
export const OpenOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Remise de 5 %');
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(
      expect.stringContaining('Remise de 5 %'),
    );
  },
};

export const EscapeCloses: Story = {
  play: async () => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Beside a figure: the button names the term it explains; closed until pressed. */
export const Info: Story = {
  render: () => (
    <p>
      Taux de remise : 5 %{' '}
      <InfoTip
        label="Conditions de la remise"
        content="Remise de réservation anticipée, valable jusqu’au 15 mars."
      />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Conditions de la remise' }),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Opened from the keyboard (Tab, then Enter); Escape closes it and focus returns to the button. */
export const InfoOpenByKeyboard: Story = {
  ...Info,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Conditions de la remise' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole('dialog', { name: 'Conditions de la remise' }),
    ).toHaveTextContent('valable jusqu’au 15 mars');
    // Escape closes it; the focus is back on the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(button).toHaveFocus();
    });
  },
};

/** Opened by a tap: a tooltip shown on hover and focus never opens on a touch screen. */
export const InfoOpenByTouch: Story = {
  ...Info,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Conditions de la remise' });
    await userEvent.pointer([{ keys: '[TouchA]', target: button }]);
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Remise de réservation');
    // A tap outside closes it.
    await userEvent.pointer([{ keys: '[TouchA]', target: canvasElement.ownerDocument.body }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** With a heading and a list; the library's own name for the button, in English; Space opens it. */
export const InfoEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <p>
      Share: 30%{' '}
      <InfoTip
        title="Payment schedule"
        content={
          <ul>
            <li>1st installment: 30%, when you validate your quote.</li>
            <li>Balance: 70%, by 1 June.</li>
          </ul>
        }
      />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'More information' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    const tip = await screen.findByRole('dialog', { name: 'Payment schedule' });
    await expect(within(tip).getAllByRole('listitem')).toHaveLength(2);
    await expect(tip).toHaveTextContent('Balance: 70%');
  },
};
