import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inputErrors } from '../../../kit/testing/feedback';
import type { RebookingView } from './RebookingView';
import { quoteMeta, storyPayInstallment } from './storyPayment';
import { opened, signed, stateStory, toValidate } from './storyFixtures';

const meta = {
  title: 'Portal/Screens/Rebooking/Validation and payment',
  ...quoteMeta('quote.validating'),
  parameters: {
    docs: {
      description: {
        component:
          'pro/rebooking/validation and pro/rebooking/paiement (spec §2): the payment method and the terms and personal-data policy to accept (spec §5), the quote signed (spec §4 flow 3), then the 1st installment to pay (spec §4 flow 4).',
      },
    },
  },
} satisfies Meta<typeof RebookingView>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = opened(toValidate);
const refused = {
  ...open,
  feedback: inputErrors({
    payment_method: ['validation.mandatory'],
    terms: ['validation.terms_required'],
  }),
};

/** Submitted with nothing chosen: both fields say what is missing (spec §5). */
export const Validating: Story = {
  ...stateStory('quote.validating', 'fr', refused),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Valider mon devis' });
    await expect(form).toHaveTextContent(
      'Vous devez accepter les conditions de participation et la politique de données personnelles',
    );
    await expect(
      canvas.getByRole('link', { name: /^conditions de participation/ }),
    ).toHaveAttribute('href', 'https://www.salon.test/fr/conditions-de-participation');
    await userEvent.click(within(form).getByRole('radio', { name: 'Virement bancaire' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDIT_VALIDATION',
      patch: { payment_method: 'transfer' },
    });
    await userEvent.click(within(form).getByRole('checkbox', { name: /J’accepte les/ }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDIT_VALIDATION',
      patch: { terms: true },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Je valide mon devis' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'SUBMIT' });
  },
};

export const ValidatingEnglish: Story = {
  ...stateStory('quote.validating', 'en', refused),
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Validate my quote' });
    await expect(form).toHaveTextContent(
      'You must accept the terms of participation and the personal-data policy',
    );
    await userEvent.click(within(form).getByRole('radio', { name: 'Credit card' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDIT_VALIDATION',
      patch: { payment_method: 'card' },
    });
  },
};

const accepted = { ...open, validation: { terms: true, payment_method: 'card' as const } };

/** The validation is on its way. */
export const SendingValidation: Story = {
  ...stateStory('quote.sendingValidation', 'fr', accepted),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Valider mon devis' });
    await expect(within(form).getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
    await expect(within(form).getByRole('checkbox', { name: /J’accepte les/ })).toBeChecked();
  },
};

export const SendingValidationEnglish: Story = {
  ...stateStory('quote.sendingValidation', 'en', accepted),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Validate my quote' });
    await expect(within(form).getByRole('radio', { name: 'Credit card' })).toBeChecked();
  },
};

const validated = {
  ...opened(signed),
  notice: 'success.quote_validated' as const,
};

/** Signed ('DP Signée'): the 1st installment, its amount and deadline, is next (spec §4 flow 4). */
export const Payment: Story = {
  ...stateStory('payment', 'fr', validated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Votre devis est validé : votre participation est enregistrée.'),
    ).toBeVisible();
    const payment = canvas.getByRole('region', { name: 'Régler mon 1er acompte' });
    // The card chosen at validation is the method (spec §2 'choice of card or bank transfer').
    await expect(
      within(payment).getByRole('button', { name: /Payer .* par carte/ }),
    ).toBeInTheDocument();
  },
};

/** Signed, its schedule not loaded yet: the next installment and the invoices page. */
const validatedStory = stateStory('payment', 'fr', validated);
export const PaymentBeforeSchedule: Story = {
  ...validatedStory,
  args: { ...validatedStory.args, payments: [] },
  play: async ({ canvasElement }) => {
    const payment = within(canvasElement).getByRole('region', { name: 'Régler mon 1er acompte' });
    await expect(payment).toHaveTextContent(/1er acompte : .* TTC/);
    await expect(within(payment).getByRole('link')).toHaveAttribute('href', '/fr/pro/invoices');
  },
};

const validatedEnglish = stateStory('payment', 'en', validated);
export const PaymentEnglish: Story = {
  ...validatedEnglish,
  args: { ...validatedEnglish.args, payInstallment: storyPayInstallment('en') },
  play: async ({ canvasElement }) => {
    const payment = within(canvasElement).getByRole('region', { name: 'Pay my 1st installment' });
    await expect(
      within(payment).getByRole('button', { name: /Pay .* by card/ }),
    ).toBeInTheDocument();
  },
};
