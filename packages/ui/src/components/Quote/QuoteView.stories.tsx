import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { InfoTip } from '../Tooltip/Tooltip';
import { quoteToValidate } from './fixtures';
import { QuoteView } from './QuoteView';
import { smallScreen } from '../../stories/smallScreen';

const spaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/**
 * The quote of a rebooking (spec §3 "Quote display fields"): event, brands, stand, status, surface,
 * corners, booth number, billing address, the quote file, the file, billing and stand managers,
 * subtotal excluding VAT, discount rate, global discount, VAT, total including VAT, payment method,
 * message to the sales advisor, and the payment schedule.
 *
 * **Designers**: amounts are right-aligned with tabular numerals, and every total says whether it
 * excludes (HT) or includes (TTC) VAT. Missing values say "Non renseigné" rather than leaving a
 * gap. Put the next step in `actions` ("Valider mon devis" primary, "Demander une modification"
 * secondary).
 *
 * **Organisers**: amounts are integer cents, formatted in EUR in the current locale; field names
 * are owned by the library in French and English (replace any with `labels`).
 */
const meta = {
  title: 'Data/QuoteView',
  component: QuoteView,
  args: { quote: quoteToValidate },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof QuoteView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every display field, in French, with its actions. */
export const ToValidate: Story = {
  args: {
    actions: (
      <>
        <Button>Valider mon devis</Button>
        <Button variant="secondary">Demander une modification</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quote = canvas.getByRole('article', { name: 'Salon Printemps 2026' });
    await expect(quote).toHaveTextContent('Statut : Devis à valider');
    for (const label of [
      'Événement',
      'Marque(s)',
      'Stand',
      'Surface',
      'Angles',
      'Numéro de stand',
      'Adresse de facturation',
      'Responsable du dossier',
      'Responsable facturation',
      'Responsable du stand',
      'Sous-total HT',
      'Taux de remise',
      'Remise globale',
      'TVA',
      'Total TTC',
      'Mode de paiement',
    ]) {
      await expect(canvas.getAllByText(label, { selector: 'dt' }).length).toBeGreaterThan(0);
    }
    const total = canvas.getByText('Total TTC', { selector: 'dt' }).nextElementSibling;
    await expect(spaces(total?.textContent ?? null)).toBe('10 743,36 €');
    const discount = canvas.getByText('Remise globale', { selector: 'dt' }).nextElementSibling;
    await expect(spaces(discount?.textContent ?? null)).toBe('-471,20 €');
    await expect(
      spaces(
        canvas.getByText('Taux de remise', { selector: 'dt' }).nextElementSibling?.textContent ??
          null,
      ),
    ).toBe('5 %');
    await expect(canvas.getByText('24 m²')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Devis Q-2026-0142/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** A change was requested: the exhibitor's message to the sales advisor is shown. */
export const BeingModified: Story = {
  args: {
    quote: {
      ...quoteToValidate,
      status: 'quoteBeingModified',
      messageToSalesAdvisor: 'Bonjour,\nNous souhaiterions un stand d’angle de 30 m² si possible.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Nous souhaiterions un stand d’angle/),
    ).toBeVisible();
  },
};

/** Missing values say so ("Non renseigné"); no discount lines when there is no discount. */
export const MissingFields: Story = {
  args: {
    quote: {
      ...quoteToValidate,
      status: 'registered',
      boothNumber: undefined,
      billingAddress: undefined,
      standManager: undefined,
      discountRate: undefined,
      globalDiscountCents: undefined,
      file: undefined,
      paymentMethod: undefined,
      installments: undefined,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Non renseigné').length).toBe(4);
    await expect(canvas.queryByText('Remise globale')).toBeNull();
  },
};

/** English: euro sign before the amount, field names in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    quote: { ...quoteToValidate, paymentMethod: 'Bank transfer', stand: 'Shell scheme stand' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByText('Total incl. VAT', { selector: 'dt' }).nextElementSibling;
    await expect(total).toHaveTextContent('€10,743.36');
    await expect(canvas.getByRole('table', { name: 'Payment schedule' })).toBeInTheDocument();
  },
};

/** Small screens: one column, the schedule as cards. */
export const SmallScreen: Story = smallScreen(360);

export const MatterAndShapeTheme: Story = { globals: { theme: 'matterAndShape', locale: 'en' } };

const englishHint = (
  <InfoTip
    label="How the installments are split"
    content="Each installment is a share of the quote's total including VAT."
  />
);

/** `scheduleHint`: an `InfoTip` beside the schedule's caption, here in English, opened by Tab and Enter. */
export const EnglishWithScheduleHint: Story = {
  globals: { locale: 'en' },
  args: { scheduleHint: englishHint },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'How the installments are split',
    });
    // Tab through the quote's links to the button, as a keyboard user does.
    for (let tabs = 0; tabs < 20 && !button.matches(':focus'); tabs += 1) await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole('dialog', { name: 'How the installments are split' }),
    ).toHaveTextContent("share of the quote's total");
  },
};
