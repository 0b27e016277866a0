import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxField } from './CheckboxField';

/**
 * One checkbox with its own description and error message, both tied to the input with
 * `aria-describedby` (react-aria’s `Checkbox` has no description slot).
 */
const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: {
    children: 'Modifier la surface',
    description: 'Votre conseiller vous proposera un devis révisé.',
    onChange: fn(),
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The description is read with the box. */
export const WithDescription: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Modifier la surface' });
    await expect(box).toHaveAccessibleDescription(
      'Votre conseiller vous proposera un devis révisé.',
    );
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Invalid: the error is read after the description. */
export const InvalidEnglish: Story = {
  args: {
    children: 'Change the surface',
    description: 'Your advisor will send you a revised quote.',
    isInvalid: true,
    errorMessage: 'You have not indicated any change(s)',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Change the surface' });
    await expect(box).toHaveAccessibleDescription(/You have not indicated any change\(s\)/);
  },
};
