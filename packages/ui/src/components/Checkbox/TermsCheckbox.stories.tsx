import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextLink } from '../Link/Link';
import { TermsCheckbox } from './TermsCheckbox';

/**
 * The required acceptance of spec §5 (registration, first registration, rebooking): the links in
 * its label stay tab stops of their own, and the error is tied to the box when it was not ticked on
 * submit.
 */
const meta = {
  title: 'Forms/TermsCheckbox',
  component: TermsCheckbox,
  args: {
    children: (
      <>
        J’accepte les <TextLink href="#conditions">conditions de participation</TextLink> et la{' '}
        <TextLink href="#donnees">politique de données personnelles</TextLink>
      </>
    ),
  },
} satisfies Meta<typeof TermsCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message is read with the box. */
const describedBy =
  (message: string | RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(message);
  };

/** Required; the links come after the box in the tab order (spec §5). */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /J’accepte les conditions de participation/ });
    await expect(box).toBeRequired();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'conditions de participation' })).toHaveFocus();
  },
};

/** Not ticked on submit: the message is read with the box. */
export const NotAccepted: Story = {
  args: { isInvalid: true, errorMessage: 'Vous devez accepter les conditions pour continuer' },
  play: describedBy('Vous devez accepter les conditions pour continuer'),
};

export const NotAcceptedEnglish: Story = {
  args: {
    children: (
      <>
        I accept the <TextLink href="#terms">terms of participation</TextLink>
      </>
    ),
    isInvalid: true,
    errorMessage: 'Please accept the terms of participation',
  },
  globals: { locale: 'en' },
  play: describedBy(/Please accept the terms of participation/),
};
