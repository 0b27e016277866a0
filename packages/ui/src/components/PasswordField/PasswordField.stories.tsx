import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordRule } from './PasswordField';

/**
 * The password rule of spec §5, as the portal passes it (texts from its catalogue): each check
 * with its label in French, then in English.
 */
const rules: [string, string, string, PasswordRule['isMet']][] = [
  ['length', 'au moins 8 caractères', 'at least 8 characters', (v) => v.length >= 8],
  ['lower', 'une lettre minuscule', 'a lowercase letter', (v) => /\p{Ll}/u.test(v)],
  ['upper', 'une lettre majuscule', 'an uppercase letter', (v) => /\p{Lu}/u.test(v)],
  ['digit', 'un chiffre', 'a digit', (v) => /\d/.test(v)],
  ['special', 'un caractère spécial', 'a special character', (v) => /[^\p{L}\d\s]/u.test(v)],
];

const rulesFr: PasswordRule[] = rules.map(([id, label, , isMet]) => ({ id, label, isMet }));
const rulesEn: PasswordRule[] = rules.map(([id, , label, isMet]) => ({ id, label, isMet }));

/**
 * A password field with a show/hide toggle (a toggle button with `aria-pressed`, its label owned by
 * the library in French and English) and, for new passwords, a live checklist of the rules (spec
 * §5) that is part of the field's description.
 *
 * **Designers**: the checklist ticks each rule as the user types; each line says in words whether
 * it is met, never by colour alone. Use `autoComplete="new-password"` on registration and reset, so
 * password managers offer a strong password.
 *
 * **Organisers**: pass the rules (`rules`: label and test) from your validation rules; the error of
 * a failed submit comes with `isInvalid` and `errorMessage`.
 */
const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Mot de passe' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Mot de passe');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** The toggle shows the password, then hides it again; focus stays on the toggle. */
export const ShowAndHide: Story = {
  args: { defaultValue: 'Atelier#2025' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Mot de passe');
    const toggle = canvas.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** New password: the checklist of spec §5 updates as the user types. */
export const RulesChecklist: Story = {
  args: {
    label: 'Nouveau mot de passe',
    rules: rulesFr,
    autoComplete: 'new-password',
    isRequired: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Nouveau mot de passe/);
    await expect(canvas.getByText('au moins 8 caractères').closest('li')).not.toHaveAttribute(
      'data-met',
    );
    await userEvent.type(input, 'atelier');
    await expect(canvas.getByText('une lettre minuscule').closest('li')).toHaveAttribute(
      'data-met',
    );
    await expect(canvas.getByText('une lettre majuscule').closest('li')).not.toHaveAttribute(
      'data-met',
    );
    await userEvent.type(input, 'A1!');
    for (const rule of rulesFr) {
      await expect(canvas.getByText(rule.label).closest('li')).toHaveAttribute('data-met');
    }
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('un chiffre (respecté)'),
    );
  },
};

export const InvalidWithMessage: Story = {
  args: {
    label: 'Confirmation du mot de passe',
    defaultValue: 'Atelier#2024',
    isInvalid: true,
    errorMessage: 'Les mots de passe ne correspondent pas',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Confirmation du mot de passe');
    await expect(input).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'New password', rules: rulesEn, autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(canvas.getByText('Your password must contain:')).toBeVisible();
  },
};
