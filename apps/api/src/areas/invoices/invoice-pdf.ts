// The invoice PDF (spec §7 GET /me/invoice_pdf/{id}): pdfkit with an embedded DejaVu Sans, so
// French formatting renders (Intl.NumberFormat('fr-FR') writes U+202F, which the standard PDF
// fonts cannot encode, docs/api.md "Invoices"). In the language of the invoice's contact.
import { parisDate, translate } from '@salon/domain';
import type { MessageKey } from '@salon/domain';
import type { Seller } from '../../core/billing/config';
import type { InvoiceRow } from '../../infra/db/rows';
import { dejaVuSans, startPdf } from '../../infra/pdf/document';

interface Billing {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  tva: string | null;
  siret: string | null;
  stand: string | null;
  percentage: number;
  paidAt: string;
}

const texts = {
  fr: {
    title: 'Facture',
    number: 'N° de facture',
    date: 'Date',
    due: 'Échéance',
    billedTo: 'Facturé à',
    vatNumber: 'N° TVA',
    description: 'Désignation',
    amountHt: 'Montant HT',
    vat: 'TVA',
    total: 'Total TTC',
    stand: 'Stand',
    options: 'Options',
    paid: 'Payée le {date} par {method}.',
    card: 'carte bancaire',
    transfer: 'virement',
    seller: 'Vendeur',
    footer: 'TVA acquittée sur les débits. Pas d’escompte pour paiement anticipé.',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Date',
    due: 'Due date',
    billedTo: 'Billed to',
    vatNumber: 'VAT number',
    description: 'Description',
    amountHt: 'Amount excl. VAT',
    vat: 'VAT',
    total: 'Total incl. VAT',
    stand: 'Booth',
    options: 'Options',
    paid: 'Paid on {date} by {method}.',
    card: 'card',
    transfer: 'bank transfer',
    seller: 'Seller',
    footer: 'No discount for early payment.',
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];
type Doc = ReturnType<typeof startPdf>['doc'];

/** What every part of the page writes with: the document, its texts and its formats. */
interface Page {
  doc: Doc;
  t: Texts;
  locale: string;
  euros: (cents: number) => string;
  day: (iso: string) => string;
}

const left = 50;
const right = 545;
const amountX = 420;

/** The seller, the invoice's number and dates, and whom it is billed to. */
function writeHeading(page: Page, invoice: InvoiceRow, billing: Billing, seller: Seller): void {
  const { doc, t, day } = page;
  doc.font('bold').fontSize(20).text(seller.name);
  doc.font('regular').fontSize(9).text(seller.address);
  doc.text(`SIRET ${seller.siret} · ${t.vatNumber} ${seller.vatNumber}`);
  doc.moveDown(2);

  doc.font('bold').fontSize(16).text(`${t.title} ${invoice.number}`);
  doc.font('regular').fontSize(10);
  doc.text(`${t.date} : ${day(invoice.issueDate)}`);
  doc.text(`${t.due} : ${day(invoice.dueDate)}`);
  doc.moveDown();

  doc.font('bold').text(t.billedTo);
  doc.font('regular').text(billing.name);
  if (billing.street) doc.text(billing.street);
  doc.text([billing.postalCode, billing.city].filter(Boolean).join(' '));
  if (billing.country) doc.text(billing.country);
  if (billing.tva) doc.text(`${t.vatNumber} : ${billing.tva}`);
  if (billing.siret) doc.text(`SIRET : ${billing.siret}`);
  doc.moveDown(2);
}

/** The installment's line, then its amount before VAT, its VAT and its total. */
function writeAmounts(page: Page, invoice: InvoiceRow, billing: Billing, lang: 'fr' | 'en'): void {
  const { doc, t, locale, euros } = page;
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
    billing.percentage,
  );
  const installment = translate(`installment.${invoice.kind}` as MessageKey, lang);
  const service = invoice.service === 'options' ? t.options : t.stand;
  const label = `${invoice.event} — ${service}${billing.stand ? ` ${billing.stand}` : ''} — ${installment} (${percent} %)`;
  let y = doc.y;
  doc.font('bold').text(t.description, left, y);
  doc.text(t.amountHt, amountX, y, { width: right - amountX, align: 'right' });
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;
  doc.font('regular').text(label, left, y, { width: amountX - left - 10 });
  doc.text(euros(invoice.amountHt), amountX, y, { width: right - amountX, align: 'right' });
  y = doc.y + 12;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;
  const vatRate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
    invoice.vatRate,
  );
  const rows: [string, string, boolean][] = [
    [t.amountHt, euros(invoice.amountHt), false],
    [`${t.vat} ${vatRate} %`, euros(invoice.vat), false],
    [t.total, euros(invoice.amount), true],
  ];
  for (const [name, value, strong] of rows) {
    doc.font(strong ? 'bold' : 'regular').text(name, 300, y, { width: 110 });
    doc.text(value, amountX, y, { width: right - amountX, align: 'right' });
    y = doc.y + 4;
  }
}

export function renderInvoicePdf(invoice: InvoiceRow, seller: Seller): Promise<Buffer> {
  const lang = invoice.langue === 'en' ? 'en' : 'fr';
  const t = texts[lang];
  const locale = lang === 'en' ? 'en-GB' : 'fr-FR';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const dateFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  });
  const day = (iso: string) => dateFormat.format(new Date(`${iso}T12:00:00Z`));
  const billing = invoice.billing as Billing;

  const { doc, done } = startPdf(lang, dejaVuSans, {
    size: 'A4',
    margin: 50,
    info: { Title: `${t.title} ${invoice.number}`, Author: seller.name },
  });
  const page: Page = { doc, t, locale, euros: (cents) => money.format(cents / 100), day };
  writeHeading(page, invoice, billing, seller);
  writeAmounts(page, invoice, billing, lang);
  doc.moveDown(2);
  doc
    .font('regular')
    .text(
      t.paid
        .replace('{date}', day(parisDate(billing.paidAt)))
        .replace('{method}', invoice.method === 'transfer' ? t.transfer : t.card),
      left,
    );
  doc.moveDown();
  doc.fontSize(8).fillColor('#444444').text(t.footer, left);
  doc.end();
  return done;
}
