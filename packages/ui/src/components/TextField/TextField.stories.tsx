import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailField, PhoneField, TextField } from './TextField';

/**
 * A single-line field on react-aria-components `TextField` (all its props are accepted: `value`,
 * `onChange`, `name`, `isRequired`, `isReadOnly`, `isDisabled`, `validate`...). `EmailField` and
 * `PhoneField` set the input type, keyboard and autocomplete.
 *
 * **Designers**: label above the field, help text (`description`) under the label, the error under
 * the field saying how to fix it. Required fields show the word "obligatoire"/"required" and are
 * announced as required. Read-only fields (company name, SIRET, email, names: spec §5) have a
 * dashed border and stay focusable and readable. Fit the width to the content with `width`: `short`
 * (postal code), `medium`, `long` (street), `full`.
 *
 * **Organisers**: labels and messages are props, in the user's language. Pass server or schema
 * errors with `isInvalid` and `errorMessage`; the message reaches the input through
 * `aria-describedby`.
 */
const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Nom de la société', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de la société' });
    await expect(input).toHaveValue('');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Numéro de TVA intracommunautaire',
    description: 'Par exemple FR40303265045. Modifiable uniquement tant qu’il est vide.',
    width: 'medium',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /TVA/ });
    await expect(input).toHaveAccessibleDescription(
      'Par exemple FR40303265045. Modifiable uniquement tant qu’il est vide.',
    );
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de la société' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de la société' });
    await userEvent.type(input, 'Atelier Lumière');
    await expect(input).toHaveValue('Atelier Lumière');
    await expect(args.onChange).toHaveBeenLastCalledWith('Atelier Lumière');
  },
};

/** Required: marked in words, announced as required (spec §5). */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de la société' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('(obligatoire)')).toBeVisible();
  },
};

/** A server or schema error passed in: the message reaches the input (aria-describedby). */
export const InvalidWithMessage: Story = {
  args: {
    label: 'Adresse e-mail',
    defaultValue: 'jeanne@atelier',
    isInvalid: true,
    description: 'Nous vous enverrons la confirmation à cette adresse.',
    errorMessage: 'L’adresse e-mail doit être une adresse e-mail valide',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('L’adresse e-mail doit être une adresse e-mail valide'),
    );
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Nous vous enverrons la confirmation'),
    );
  },
};

/** Typing shows the error live (validationBehavior 'aria'), and fixing it removes it. */
export const LiveValidation: Story = {
  args: {
    label: 'Code postal',
    width: 'short',
    validate: (value: string) =>
      value === '' || /^\d{5}$/.test(value) ? null : 'Le code postal compte 5 chiffres',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(input, '750');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Le code postal compte 5 chiffres')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Le code postal compte 5 chiffres');
    await userEvent.type(input, '08');
    await expect(input).toBeValid();
    await expect(canvas.queryByText('Le code postal compte 5 chiffres')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Atelier Lumière' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Read-only (spec §5: company name, SIRET, email, names): focusable, not editable. */
export const ReadOnly: Story = {
  args: { label: 'SIRET', isReadOnly: true, defaultValue: '73282932000074', width: 'medium' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'SIRET' });
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('73282932000074');
    await expect(input).toHaveAttribute('readonly');
  },
};

export const Email: Story = {
  render: (args) => <EmailField {...args} label="Adresse e-mail" isRequired />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const Phone: Story = {
  render: (args) => (
    <PhoneField
      {...args}
      label="Téléphone mobile"
      description="Avec l’indicatif, par exemple +33 6 12 34 56 78"
    />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Téléphone mobile' });
    await expect(input).toHaveAttribute('type', 'tel');
  },
};

export const WithUnit: Story = {
  args: { label: 'Site web', suffix: 'https://', width: 'long' },
};

/** English: the library-owned "required" marker follows the locale. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Company name', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(required)')).toBeVisible();
  },
};

export const MatterAndShapeTheme: Story = {
  globals: { theme: 'matterAndShape', locale: 'en' },
  args: {
    label: 'Email address',
    isInvalid: true,
    defaultValue: 'anna@studio',
    errorMessage: 'The email must be a valid email address',
  },
};
