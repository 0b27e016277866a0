import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

/**
 * A multi-line field on react-aria-components `TextField` and `TextArea`: the contact message (spec
 * §2) and the comment of a quote change request (spec §4). Same label, description, error and
 * states as `TextField`; it can be resized vertically.
 */
const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Votre message',
    description: 'Décrivez votre demande ; notre équipe vous répond sous 72 heures.',
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(area, 'Bonjour,{enter}Pouvons-nous passer à un stand d’angle ?');
    await expect(area).toHaveValue('Bonjour,\nPouvons-nous passer à un stand d’angle ?');
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Ce champ est obligatoire' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Votre message' });
    await expect(area).toHaveAccessibleDescription(
      expect.stringContaining('Ce champ est obligatoire'),
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Message envoyé.' } };

export const ReadOnly: Story = {
  args: {
    label: 'Message au conseiller commercial',
    description: undefined,
    isReadOnly: true,
    defaultValue: 'Merci de prévoir une réserve fermée.',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Comment',
    description: 'Tell your sales advisor what to change.',
    isRequired: true,
  },
};
