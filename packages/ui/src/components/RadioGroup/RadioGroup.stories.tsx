import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

/** The `Radio` elements of a story, from `[value, label]` pairs. */
function radios(...options: [value: string, label: string][]) {
  return options.map(([value, label]) => (
    <Radio key={value} value={value}>
      {label}
    </Radio>
  ));
}

/**
 * One choice among a few visible options, on react-aria-components `RadioGroup` and `Radio`:
 * salutation (Ms, Mrs, Mr), contact role (Agent, Decision maker, Executive, Service provider,
 * Other), yes/no questions (eco-responsible brand) — spec §3.
 *
 * **Designers**: show the options in a row when they are short (salutation, yes/no), in a column
 * otherwise. Tab enters and leaves the group; the arrow keys move the choice.
 */
const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Civilité',
    orientation: 'horizontal',
    onChange: fn(),
    children: radios(['Ms', 'Mademoiselle'], ['Mrs', 'Madame'], ['Mr', 'Monsieur']),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Salutation: Story = { args: { isRequired: true } };

/** Keyboard: Tab enters the group, the arrow keys choose. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Mademoiselle' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Madame' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Mrs');
  },
};

export const Role: Story = {
  args: {
    label: 'Votre rôle',
    orientation: 'vertical',
    defaultValue: 'decisionMaker',
    children: radios(
      ['agent', 'Agent'],
      ['decisionMaker', 'Décisionnaire'],
      ['executive', 'Dirigeant'],
      ['serviceProvider', 'Prestataire'],
      ['other', 'Autre'],
    ),
  },
};

export const YesNo: Story = {
  args: {
    label: 'Votre marque est-elle éco-responsable ?',
    description: 'Matières, fabrication ou distribution.',
    children: radios(['yes', 'Oui'], ['no', 'Non']),
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Ce champ est obligatoire' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Civilité' });
    await expect(group).toHaveAccessibleDescription('Ce champ est obligatoire');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Mrs' } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Mr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Madame' }));
    await expect(canvas.getByRole('radio', { name: 'Monsieur' })).toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Salutation',
    isRequired: true,
    children: radios(['Ms', 'Ms'], ['Mrs', 'Mrs'], ['Mr', 'Mr']),
  },
};
