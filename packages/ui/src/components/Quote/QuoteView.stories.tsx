import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { InfoTip } from '../Tooltip/Tooltip';
import { amountsWithDiscount, installmentsBeforeSignature, quoteToValidate } from './fixtures';
import { QuoteView } from './QuoteView';
import { smallScreen } from '../../stories/smallScreen';

const spaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/**
 * The quote of a rebooking (spec §3 "Quote display fields"): event, brands, stand, status, surface,
 * corners, booth number, billing address, the quote file, the file, billing and stand managers,
 * the amounts step by step (subtotal excluding VAT, each discount, total excluding VAT, VAT, total
 * including VAT), payment method, message to the sales advisor, the lines and the payment schedule.
 *
 * **Designers**: amounts are right-aligned with tabular numerals, and every total says whether it
 * excludes (HT) or includes (TTC) VAT. Missing values say "Non renseigné" rather than leaving a
 * gap. Put the next step in `actions` ("Valider mon devis" primary, "Demander une modification"
 * secondary).
 *
 * **Organisers**: amounts are integer cents, formatted in EUR in the current locale; the library
 * shows the amounts' rows you give it, in order, and computes nothing (a discount is a negative
 * row with its own label). Field names are owned by the library in French and English (replace
 * any with `labels`). The quote document is a link (`file.href`) or a download your app makes
 * (`file.onDownload`, for a file behind the user's token).
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
      'Remise de réinscription (5 %)',
      'Total HT',
      'TVA (20 %)',
      'Total TTC',
      'Mode de paiement',
    ]) {
      await expect(canvas.getAllByText(label, { selector: 'dt' }).length).toBeGreaterThan(0);
    }
    // The rows, in the order given, each with its amount (spec §3, §9).
    const rows = [...quote.querySelectorAll('[data-quote-amount]')].map((row) => [
      row.getAttribute('data-quote-amount'),
      spaces(row.querySelector('dd')?.textContent ?? null),
    ]);
    await expect(rows).toEqual([
      ['subtotal', '9 424,00 €'],
      ['rebookingDiscount', '-471,20 €'],
      ['totalExcludingVat', '8 952,80 €'],
      ['vat', '1 790,56 €'],
      ['totalIncludingVat', '10 743,36 €'],
    ]);
    const lines = canvas.getByRole('table', { name: 'Détail du devis' });
    const line = within(lines).getByRole('rowheader', { name: 'Stand équipé (24 m²)' });
    await expect(spaces(line.closest('tr')?.textContent ?? null)).toBe(
      'Stand équipé (24 m²)24376,00 €9 024,00 €',
    );
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

/** Missing values say so ("Non renseigné"); no discount row when there is no discount. */
export const MissingFields: Story = {
  args: {
    quote: {
      ...quoteToValidate,
      status: 'registered',
      boothNumber: undefined,
      billingAddress: undefined,
      standManager: undefined,
      amounts: amountsWithDiscount.filter((row) => row.id !== 'rebookingDiscount'),
      file: undefined,
      paymentMethod: undefined,
      installments: undefined,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Non renseigné').length).toBe(4);
    await expect(canvas.queryByText('Remise de réinscription (5 %)')).toBeNull();
  },
};

/** English: euro sign before the amount, field names in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    quote: {
      ...quoteToValidate,
      paymentMethod: 'Bank transfer',
      stand: 'Stand B12 · 24 m² · 2 open corners',
      amounts: amountsWithDiscount.map((row) =>
        row.id === 'rebookingDiscount'
          ? { ...row, label: 'Rebooking discount (5%)' }
          : row.id === 'vat'
            ? { ...row, label: 'VAT (20%)' }
            : row,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByText('Total incl. VAT', { selector: 'dt' }).nextElementSibling;
    await expect(total).toHaveTextContent('€10,743.36');
    const totalHt = canvas.getByText('Total excl. VAT', { selector: 'dt' }).nextElementSibling;
    await expect(totalHt).toHaveTextContent('€8,952.80');
    await expect(canvas.getByRole('table', { name: 'Payment schedule' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Quote details' })).toBeInTheDocument();
  },
};

/**
 * A business of another EU member state with a VAT number: no French VAT, the VAT row at 0 and
 * the reverse-charge mention under the amounts (spec §9).
 */
export const ReverseCharge: Story = {
  args: {
    quote: {
      ...quoteToValidate,
      amounts: [
        { id: 'subtotal', cents: 942_400 },
        { id: 'rebookingDiscount', label: 'Remise de réinscription (5 %)', cents: -47_120 },
        { id: 'totalExcludingVat', cents: 895_280, isTotal: true },
        { id: 'vat', label: 'TVA (autoliquidation)', cents: 0 },
        { id: 'totalIncludingVat', cents: 895_280, isTotal: true },
      ],
      amountsNote: 'Autoliquidation : TVA due par le preneur (article 283-2 du CGI)',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vat = canvas.getByText('TVA (autoliquidation)', { selector: 'dt' }).nextElementSibling;
    await expect(spaces(vat?.textContent ?? null)).toBe('0,00 €');
    await expect(canvas.getByText(/Autoliquidation : TVA due par le preneur/)).toBeVisible();
  },
};

/** Before signature: the 1st installment is due at signature; the PDF is a download button. */
export const DownloadBeforeSignature: Story = {
  args: {
    quote: {
      ...quoteToValidate,
      file: { name: 'Devis de Salon Printemps 2026 (PDF)', onDownload: () => undefined },
      installments: installmentsBeforeSignature,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Devis de Salon Printemps 2026 (PDF)' }),
    ).toBeEnabled();
    const schedule = canvas.getByRole('table', { name: 'Échéancier de paiement' });
    await expect(schedule).toHaveTextContent('À la signature');
  },
};

/** A failed download says so under its button, and the button stays. */
export const DownloadFailed: Story = {
  args: {
    quote: {
      ...quoteToValidate,
      file: {
        name: 'Devis de Salon Printemps 2026 (PDF)',
        onDownload: () => undefined,
        downloadError: 'Le téléchargement a échoué. Réessayez.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le téléchargement a échoué');
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
