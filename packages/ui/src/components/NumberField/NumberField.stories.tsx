import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

/**
 * A number field on react-aria-components `NumberField`: the value is parsed and shown in the
 * locale, kept between `minValue` and `maxValue` (the desired surface area: a minimum from a
 * parameter, at most 99 m², spec §5 and §9), changed with the arrow keys or the − and + buttons,
 * whose labels come from react-aria in the current language.
 *
 * **Designers**: state the range in the description; out-of-range input is brought back to the
 * nearest bound when the field is left. **Organisers**: pass `isInvalid` and `errorMessage` for
 * schema or server errors ('This surface is too high (max 99m2)').
 */
const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Surface souhaitée',
    unit: 'm²',
    minValue: 9,
    maxValue: 99,
    description: 'Entre 9 et 99 m².',
    formatOptions: { maximumFractionDigits: 0 },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: 24 } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Surface souhaitée' }),
    ).toHaveFocus();
  },
};

/** Arrow keys step the value; the value stays within min and max (spec §9: max 99 m²). */
export const Keyboard: Story = {
  args: { defaultValue: 98 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Surface souhaitée' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('99');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('99');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('98');
  },
};

/** Typing above the maximum is brought back to 99 when the field is left. */
export const ClampedOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Surface souhaitée' });
    await userEvent.type(input, '120');
    await userEvent.tab();
    await expect(input).toHaveValue('99');
  },
};

export const InvalidWithMessage: Story = {
  args: { defaultValue: 6, isInvalid: true, errorMessage: 'La surface doit être d’au moins 9 m²' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Surface souhaitée' });
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('La surface doit être d’au moins 9 m²'),
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 24 } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 24, hasSteppers: false } };

/** English: the stepper buttons are labelled by react-aria in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Desired surface area',
    description: 'Between 9 and 99 m².',
    defaultValue: 1200,
    maxValue: 5000,
    unit: 'm²',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Desired surface area' })).toHaveValue(
      '1,200',
    );
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeVisible();
  },
};
