// The PDF of an invoice or credit note (spec §7 GET /me/invoice_pdf/{id}; docs/payments.md
// "Mentions"): the Factur-X file (infra/pdf/facturx.ts) drawn from the frozen document, with every
// mention French law requires, in the document's language. Its CII XML (./cii.ts) is written from
// the same document and embedded, so the two say the same.
import type { Language } from '@salon/domain';
import { startFacturX } from '../../infra/pdf/facturx';
import { formatCapital, natureText, paymentTermsText } from './cii';
import type { EDocument } from './document';
import { invoiceMessages as m, invoiceText } from './messages';

type Doc = ReturnType<typeof startFacturX>['doc'];

interface Page {
  doc: Doc;
  document: EDocument;
  lang: Language;
  euros: (cents: number) => string;
  day: (iso: string) => string;
  percent: (value: number) => string;
}

const left = 50;
const right = 545;
const columns = { quantity: 300, unitPrice: 335, vat: 435, total: 470 };
const titles = { down_payment: m.downPayment, final: m.final, credit_note: m.creditNote } as const;

export function documentTitle(document: EDocument): string {
  const title = invoiceText(titles[document.kind], document.language);
  return invoiceText(m.heading, document.language, { title, number: document.number });
}

/** The seller with its legal identity, then the document's title and dates. */
function writeHeading(page: Page): void {
  const { doc, document, lang, day } = page;
  const { seller } = document;
  doc.font('bold').fontSize(16).text(seller.name, left, 50);
  doc.font('regular').fontSize(8.5);
  doc.text(seller.street);
  doc.text(`${seller.postalCode} ${seller.city} ${seller.country}`);
  doc.text(invoiceText(m.sirenSiret, lang, { siren: seller.siren, siret: seller.siret }));
  doc.text(invoiceText(m.vatNumber, lang, { number: seller.vatNumber }));
  doc.text(
    invoiceText(m.legal, lang, {
      legalForm: seller.legalForm,
      capital: formatCapital(seller.shareCapital, lang),
      rcs: seller.rcs,
    }),
  );
  doc.moveDown(1.5);
  doc.font('bold').fontSize(15).text(documentTitle(document));
  doc.font('regular').fontSize(9.5);
  doc.text(invoiceText(m.issueDate, lang, { date: day(document.issueDate) }));
  doc.text(invoiceText(m.dueDate, lang, { date: day(document.payment.dueDate) }));
  doc.moveDown();
}

/** The buyer, identified by its SIREN (a French company) or its VAT number. */
function writeBuyer(page: Page): void {
  const { doc, document, lang } = page;
  const { buyer } = document;
  doc.font('bold').text(invoiceText(m.buyer, lang));
  doc.font('regular').text(buyer.name);
  if (buyer.street) doc.text(buyer.street);
  doc.text([buyer.postalCode, buyer.city, buyer.country].filter(Boolean).join(' '));
  if (buyer.siren) doc.text(invoiceText(m.siren, lang, { siren: buyer.siren }));
  if (buyer.vatNumber) doc.text(invoiceText(m.vatNumber, lang, { number: buyer.vatNumber }));
  doc.moveDown();
  doc.text(natureText(document), left, doc.y, { width: right - left });
  if (document.kind === 'credit_note' && document.references[0]) {
    const [original] = document.references;
    doc.text(
      invoiceText(m.credited, lang, {
        number: original.number,
        date: page.day(original.issueDate),
        reason: document.reason ?? '',
      }),
      { width: right - left },
    );
  }
  doc.moveDown();
}

function rule(doc: Doc, y: number): number {
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke();
  return y + 6;
}

/** Starts a new page when fewer than `room` points are left. */
function roomFor(doc: Doc, y: number, room: number): number {
  if (y + room < doc.page.height - 60) return y;
  doc.addPage();
  return 50;
}

/** The lines: description, quantity, unit price excluding VAT, VAT rate, total excluding VAT. */
function writeLines(page: Page): number {
  const { doc, document, lang, euros, percent } = page;
  const cell = (value: string, x: number, y: number, width: number) =>
    doc.text(value, x, y, { width, align: 'right' });
  let y = doc.y;
  doc.font('bold').fontSize(8.5);
  doc.text(invoiceText(m.description, lang), left, y, { width: columns.quantity - left - 5 });
  cell(invoiceText(m.quantity, lang), columns.quantity, y, 30);
  cell(invoiceText(m.unitPrice, lang), columns.unitPrice, y, 95);
  cell(invoiceText(m.vatRate, lang), columns.vat, y, 30);
  cell(invoiceText(m.lineTotal, lang), columns.total, y, right - columns.total);
  y = rule(doc, doc.y + 4);
  doc.font('regular');
  for (const line of document.lines) {
    y = roomFor(doc, y, 30);
    doc.text(line.description, left, y, { width: columns.quantity - left - 5 });
    const next = doc.y;
    cell(new Intl.NumberFormat(lang).format(line.quantity), columns.quantity, y, 30);
    cell(euros(line.unitPrice), columns.unitPrice, y, 95);
    cell(percent(document.vat.percent), columns.vat, y, 30);
    cell(euros(line.total), columns.total, y, right - columns.total);
    y = Math.max(next, doc.y) + 4;
  }
  return rule(doc, y);
}

/** The totals: lines, discounts, excluding VAT, VAT, including VAT, down payments, what is due. */
function writeTotals(page: Page, start: number): number {
  const { doc, document, lang, euros, day } = page;
  const { totals } = document;
  const rows: [string, string, boolean][] = [];
  if (document.allowances.length > 0) {
    rows.push([invoiceText(m.totalLines, lang), euros(totals.lines), false]);
    for (const allowance of document.allowances) {
      rows.push([allowance.reason, euros(-allowance.amount), false]);
    }
  }
  rows.push([invoiceText(m.totalHt, lang), euros(totals.taxBasis), false]);
  rows.push([
    invoiceText(m.totalVat, lang, { percent: document.vat.percent }),
    euros(totals.vat),
    false,
  ]);
  rows.push([invoiceText(m.totalTtc, lang), euros(totals.grandTotal), true]);
  for (const reference of document.kind === 'final' ? document.references : []) {
    const label = invoiceText(m.prepaid, lang, {
      number: reference.number,
      date: day(reference.issueDate),
    });
    rows.push([label, euros(-reference.amount), false]);
  }
  if (document.kind === 'final') {
    rows.push([invoiceText(m.duePayable, lang), euros(totals.duePayable), true]);
  }
  if (document.kind === 'credit_note') {
    rows.push([invoiceText(m.refund, lang), euros(totals.duePayable), true]);
  }
  let y = roomFor(doc, start + 4, rows.length * 14 + 20);
  for (const [name, value, strong] of rows) {
    doc.font(strong ? 'bold' : 'regular').fontSize(9);
    doc.text(name, 250, y, { width: 220 });
    const next = doc.y;
    doc.text(value, 470, y, { width: right - 470, align: 'right' });
    y = Math.max(next, doc.y) + 3;
  }
  return y;
}

/** The VAT mention, the payment and its terms, and the Factur-X notice. */
function writeMentions(page: Page, start: number): void {
  const { doc, document, lang, day } = page;
  doc.font('regular').fontSize(8.5).fillColor('#222222');
  doc.text('', left, roomFor(doc, start + 10, 120));
  const width = right - left;
  if (document.vat.category !== 'S')
    doc.text(invoiceText(document.vat.messageKey, lang), { width });
  if (document.seller.vatOnDebits && document.vat.category === 'S') {
    doc.text(invoiceText(m.vatOnDebits, lang), { width });
  }
  doc.moveDown(0.5);
  if (document.payment.paidOn) {
    const paid = { date: day(document.payment.paidOn), method: document.payment.method ?? 'other' };
    doc.font('bold').text(invoiceText(m.paid, lang, paid), { width });
    doc.font('regular');
  }
  doc.text(invoiceText(m.dueDate, lang, { date: day(document.payment.dueDate) }), { width });
  doc.text(paymentTermsText(document), { width });
  doc.moveDown();
  doc.fontSize(7.5).fillColor('#444444').text(invoiceText(m.facturX, lang), { width });
}

/** The document's Factur-X file: its PDF with `xml` embedded as factur-x.xml. */
export function renderDocumentPdf(
  document: EDocument,
  xml: string,
  issuedAt: Date,
): Promise<Buffer> {
  const lang = document.language;
  const locale = lang === 'en' ? 'en-GB' : 'fr-FR';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const { doc, done } = startFacturX({ lang, title: documentTitle(document), issuedAt, xml });
  const page: Page = {
    doc,
    document,
    lang,
    euros: (cents) => money.format(cents / 100),
    day: (iso) => dates.format(new Date(`${iso}T12:00:00Z`)),
    percent: (value) => `${rate.format(value)} %`,
  };
  writeHeading(page);
  writeBuyer(page);
  const afterLines = writeLines(page);
  writeMentions(page, writeTotals(page, afterLines));
  doc.end();
  return done;
}
