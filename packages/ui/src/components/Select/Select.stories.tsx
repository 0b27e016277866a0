import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const subjects = [
  { id: 'commercial', label: 'Demande commerciale' },
  { id: 'account', label: 'Demande liée à mon compte exposant' },
  { id: 'billing', label: 'Facturation' },
  { id: 'booth', label: 'Gestion du stand' },
  { id: 'badges', label: 'Badges et invitations' },
  { id: 'other', label: 'Autre' },
];

/**
 * A single choice from a picklist, on react-aria-components `Select` (spec §2: contact subjects;
 * spec §3: picklists such as languages and job functions). The options are `{ id, label }`; the
 * value is the option's `id` (`selectedKey`, `onSelectionChange`).
 *
 * **Designers**: use it for up to about fifteen options; beyond, or when users know what they look
 * for, use `ComboBox`. The list opens with Enter, Space or the arrow keys and supports type-ahead.
 * **Organisers**: the options' labels come from your picklists in the user's language.
 */
const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Objet de votre demande', options: subjects, onSelectionChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultSelectedKey: 'billing' } };

/** Opened by keyboard: the list box shows every option (open state, by a play function). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Objet de votre demande/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(6);
  },
};

/** Choosing an option with the keyboard sets the value and closes the list. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Objet de votre demande/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('account');
    await expect(trigger).toHaveTextContent('Demande liée à mon compte exposant');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Ce champ est obligatoire' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ce champ est obligatoire')).toBeVisible();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: /Objet de votre demande/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'billing' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Objet de votre demande/ }),
    ).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Language',
    description: 'The language of your emails and documents.',
    options: [
      { id: 'fr', label: 'French' },
      { id: 'en', label: 'English' },
    ],
    defaultSelectedKey: 'en',
  },
};
