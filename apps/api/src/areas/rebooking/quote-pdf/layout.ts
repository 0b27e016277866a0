// The quote PDF's drawing tools (docs/quotes.md "The PDF"): the document's texts and formats in
// the reader's language, headings, paragraphs and tables that move to a new page when the page is
// full. pdfkit with the embedded DejaVu Sans (infra/pdf): French numbers write U+202F, which the
// standard PDF fonts cannot encode (docs/api.md "Invoices").
import { messageLocales, translate } from '@salon/domain';
import type { Language, MessageValues, RuleMessageKey } from '@salon/domain';
import type { startPdf } from '../../../infra/pdf/document';
import { translatePdf } from './messages';
import type { QuotePdfMessageId } from './messages';

export type Doc = ReturnType<typeof startPdf>['doc'];

export const LEFT = 50;
export const RIGHT = 545;
export const WIDTH = RIGHT - LEFT;
const MUTED = '#444444';
const TEXT = '#111111';

/** The document with its texts and formats in one language. */
export interface Pdf {
  doc: Doc;
  lang: Language;
  /** A text of the PDF's own catalog (./messages). */
  text: (id: QuotePdfMessageId, values?: MessageValues) => string;
  /** A message of the domain's catalogs (amounts, stand, installments, VAT mentions). */
  rule: (key: RuleMessageKey, values?: MessageValues) => string;
  money: (cents: number) => string;
  day: (iso: string) => string;
  number: (value: number) => string;
  /** A percentage given in percent (30 for 30 %). */
  percent: (value: number) => string;
  country: (code: string) => string;
}

export function pdfIn(doc: Doc, lang: Language): Pdf {
  const locale = messageLocales[lang];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    doc,
    lang,
    text: (id, values) => translatePdf(id, lang, values),
    rule: (key, values) => translate(key, lang, values),
    money: (cents) => money.format(cents / 100),
    day: (iso) => dates.format(new Date(`${iso}T12:00:00Z`)),
    number: (value) => numbers.format(value),
    percent: (value) => percents.format(value / 100),
    country: (code) => {
      try {
        return regions.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    },
  };
}

/** Starts a new page when fewer than `height` points are left on this one. */
export function keepSpace(pdf: Pdf, height: number): void {
  const { doc } = pdf;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(pdf: Pdf, title: string): void {
  keepSpace(pdf, 60);
  pdf.doc.moveDown(1.2);
  pdf.doc.font('bold').fontSize(12).fillColor(TEXT).text(title, LEFT, pdf.doc.y, { width: WIDTH });
  pdf.doc.moveDown(0.4);
}

export function paragraph(
  pdf: Pdf,
  text: string,
  options: { muted?: boolean; bold?: boolean } = {},
) {
  const { doc } = pdf;
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.muted ? 8.5 : 10)
    .fillColor(options.muted ? MUTED : TEXT);
  keepSpace(pdf, doc.heightOfString(text, { width: WIDTH }));
  doc.text(text, LEFT, doc.y, { width: WIDTH });
  doc.fillColor(TEXT);
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

function drawRow(pdf: Pdf, columns: readonly Column[], cells: readonly string[], bold: boolean) {
  const { doc } = pdf;
  doc.font(bold ? 'bold' : 'regular').fontSize(9.5);
  const height = Math.max(
    ...columns.map((column, index) =>
      doc.heightOfString(cells[index] ?? '', { width: column.width - 8 }),
    ),
  );
  const y = doc.y;
  let x = LEFT;
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, y, { width: column.width - 8, align: column.align ?? 'left' });
    x += column.width;
  });
  doc.y = y + height + 4;
  doc.x = LEFT;
}

function rule(pdf: Pdf): void {
  const y = pdf.doc.y;
  pdf.doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
  pdf.doc.y = y + 4;
}

/** A table with its header row, repeated on each new page. */
export function table(pdf: Pdf, columns: readonly Column[], rows: readonly string[][]): void {
  const header = columns.map((column) => column.header);
  keepSpace(pdf, 50);
  drawRow(pdf, columns, header, true);
  rule(pdf);
  for (const row of rows) {
    const height = Math.max(
      ...columns.map((column, index) =>
        pdf.doc.heightOfString(row[index] ?? '', { width: column.width - 8 }),
      ),
    );
    if (pdf.doc.y + height + 8 > pdf.doc.page.height - pdf.doc.page.margins.bottom) {
      pdf.doc.addPage();
      drawRow(pdf, columns, header, true);
      rule(pdf);
    }
    drawRow(pdf, columns, row, false);
  }
  rule(pdf);
}

/** A label and its amount on one line, right-aligned in the amounts block. */
export function amountLine(pdf: Pdf, label: string, amount: string, strong: boolean): void {
  const { doc } = pdf;
  const labelX = 260;
  const amountX = 440;
  doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 10.5 : 10);
  const height = doc.heightOfString(label, { width: amountX - labelX - 10 });
  keepSpace(pdf, height + 4);
  const y = doc.y;
  doc.text(label, labelX, y, { width: amountX - labelX - 10 });
  doc.text(amount, amountX, y, { width: RIGHT - amountX, align: 'right' });
  doc.y = y + height + 3;
  doc.x = LEFT;
}
