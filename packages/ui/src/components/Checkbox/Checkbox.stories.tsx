import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';

/**
 * Checkboxes on react-aria-components: `Checkbox`, `CheckboxGroup` (several choices under one
 * label, with description and error), and `TermsCheckbox` (required acceptance with links in its
 * label: spec §5, at registration, first registration and rebooking; its stories are under
 * Forms/TermsCheckbox).
 *
 * **Designers**: the box is 24 px with a visible focus ring; the checked state shows a tick, never
 * colour alone. **Organisers**: the acceptance sentence and its links are children; pass
 * `isInvalid` and `errorMessage` when it was not ticked on submit.
 */
const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Je souhaite être contacté par un conseiller commercial', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Tous les événements' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** A group: the quote-change boxes of the rebooking adjustment (spec §3: surface, corners, account). */
export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="Que souhaitez-vous modifier ?"
      description="Cochez au moins une case ou laissez un commentaire."
    >
      <Checkbox value="surface">La surface</Checkbox>
      <Checkbox value="corners">Le nombre d’angles</Checkbox>
      <Checkbox value="account">Le compte de facturation</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', {
      name: 'Que souhaitez-vous modifier ?',
    });
    await expect(group).toHaveAccessibleDescription(
      'Cochez au moins une case ou laissez un commentaire.',
    );
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="Que souhaitez-vous modifier ?"
      isInvalid
      errorMessage="Vous n’avez indiqué aucune modification"
    >
      <Checkbox value="surface">La surface</Checkbox>
      <Checkbox value="corners">Le nombre d’angles</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveAccessibleDescription('Vous n’avez indiqué aucune modification');
  },
};
