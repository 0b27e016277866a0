// The quote's PDF (spec §3 Offre devis_url, quote display fields; docs/quotes.md "The PDF"), in the
// reader's language: the organiser and the exhibitor, the event and the stand, the lines, the
// amounts step by step, the discounts with their conditions, the payment schedule, the quote's
// validity and the terms its validation accepts. Generated at each download from the quote as it
// stands, like the portal's quote view, and named by its version.
import { FIRST_INSTALLMENT_TERM_DAYS } from '@salon/domain';
import type { InstallmentKind, QuoteAcceptedPage } from '@salon/domain';
import { dejaVuSans, startPdf } from '../../../infra/pdf/document';
import type { DiscountCondition, QuoteDocument, QuoteParty } from './content';
import { LEFT, WIDTH, amountLine, heading, paragraph, pdfIn, table } from './layout';
import type { Pdf } from './layout';
import { translatePdf } from './messages';
import type { QuotePdfMessageId } from './messages';

function party(pdf: Pdf, title: string, who: QuoteParty): void {
  paragraph(pdf, title, { muted: true });
  paragraph(pdf, who.name, { bold: true });
  for (const line of who.address) paragraph(pdf, line);
  if (who.country) paragraph(pdf, pdf.country(who.country));
  if (who.siren && who.siret) {
    paragraph(pdf, pdf.text('quote_pdf.legal_ids', { siren: who.siren, siret: who.siret }));
  }
  if (who.vatNumber) paragraph(pdf, pdf.text('quote_pdf.vat_number', { number: who.vatNumber }));
}

/** The title, the number and date, the validity, then the organiser and the exhibitor. */
function writeHeading(pdf: Pdf, quote: QuoteDocument): void {
  const { doc } = pdf;
  doc.font('bold').fontSize(22).text(pdf.text('quote_pdf.title'), LEFT, doc.y, { width: WIDTH });
  paragraph(pdf, pdf.text('quote_pdf.reference', { reference: quote.reference }), { bold: true });
  paragraph(pdf, pdf.text('quote_pdf.issued_on', { date: pdf.day(quote.issuedOn) }));
  doc.moveDown(0.4);
  if (quote.signedOn) {
    paragraph(pdf, pdf.text('quote_pdf.signed_on', { date: pdf.day(quote.signedOn) }));
  } else if (quote.validUntil) {
    paragraph(
      pdf,
      pdf.text('quote_pdf.valid_until', {
        date: pdf.day(quote.validUntil),
        hasDiscount: quote.validUntilIsDiscountDeadline ? 'yes' : 'no',
      }),
      { bold: true },
    );
  }
  doc.moveDown();
  party(pdf, pdf.text('quote_pdf.seller'), quote.seller);
  doc.moveDown();
  party(pdf, pdf.text('quote_pdf.buyer'), quote.buyer);
}

function writeParticipation(pdf: Pdf, quote: QuoteDocument): void {
  heading(pdf, pdf.text('quote_pdf.registration'));
  paragraph(
    pdf,
    pdf.text('quote_pdf.event', {
      event: quote.event.name,
      start: pdf.day(quote.event.start),
      end: pdf.day(quote.event.end),
      hasVenue: quote.event.venue ? 'yes' : 'no',
      venue: quote.event.venue ?? '',
    }),
  );
  paragraph(pdf, pdf.rule(quote.stand.key, quote.stand.values), { bold: true });
  if (quote.brands.length > 0) {
    paragraph(pdf, pdf.text('quote_pdf.brands', { brands: quote.brands.join(', ') }));
  }
}

function writeLines(pdf: Pdf, quote: QuoteDocument): void {
  heading(pdf, pdf.text('quote_pdf.lines'));
  table(
    pdf,
    [
      { header: pdf.text('quote_pdf.description'), width: 235 },
      { header: pdf.text('quote_pdf.quantity'), width: 65, align: 'right' },
      { header: pdf.text('quote_pdf.unit_price'), width: 95, align: 'right' },
      { header: pdf.text('quote_pdf.line_total'), width: 100, align: 'right' },
    ],
    quote.lines.map((line) => [
      line.label,
      pdf.number(line.quantity),
      pdf.money(line.unitPrice),
      pdf.money(line.total),
    ]),
  );
}

/** The amounts step by step, as the portal's quote view shows them (the domain's rows). */
function writeAmounts(pdf: Pdf, quote: QuoteDocument): void {
  heading(pdf, pdf.text('quote_pdf.amounts'));
  for (const row of quote.amounts.rows) {
    amountLine(pdf, pdf.rule(row.label.key, row.label.values), pdf.money(row.amount), row.isTotal);
  }
  if (quote.amounts.vatMention) {
    pdf.doc.moveDown(0.3);
    paragraph(pdf, pdf.rule(quote.amounts.vatMention), { muted: true });
  }
}

function conditionText(pdf: Pdf, condition: DiscountCondition): string {
  switch (condition.kind) {
    case 'rebooking':
      return pdf.text('quote_pdf.rebooking_condition', {
        percent: condition.percent,
        hasDate: condition.deadline ? 'yes' : 'no',
        date: condition.deadline ? pdf.day(condition.deadline) : '',
      });
    case 'earlyBooking':
      return pdf.text('quote_pdf.early_booking_condition', {
        percent: condition.percent,
        date: pdf.day(condition.deadline),
        counted: condition.counted ? 'yes' : 'no',
      });
    case 'sales':
      return pdf.text('quote_pdf.sales_condition', { percent: condition.percent });
  }
}

function writeDiscounts(pdf: Pdf, quote: QuoteDocument): void {
  heading(pdf, pdf.text('quote_pdf.discounts'));
  if (quote.discounts.length === 0) paragraph(pdf, pdf.text('quote_pdf.no_discount'));
  for (const condition of quote.discounts) paragraph(pdf, `• ${conditionText(pdf, condition)}`);
}

const installmentKeys = {
  acompte1: 'installment.acompte1',
  acompte2: 'installment.acompte2',
  solde: 'installment.solde',
} as const satisfies Record<InstallmentKind, string>;

/** The schedule: each installment's share, amount and deadline, or 'at signature' (spec §9). */
function writeSchedule(pdf: Pdf, quote: QuoteDocument): void {
  heading(pdf, pdf.text('quote_pdf.schedule'));
  table(
    pdf,
    [
      { header: pdf.text('quote_pdf.installment'), width: 150 },
      { header: pdf.text('quote_pdf.share'), width: 70, align: 'right' },
      { header: pdf.text('quote_pdf.amount_ttc'), width: 120, align: 'right' },
      { header: pdf.text('quote_pdf.deadline'), width: 155 },
    ],
    quote.schedule.map((installment) => [
      pdf.rule(installmentKeys[installment.kind]),
      pdf.percent(installment.percentage),
      pdf.money(installment.amount),
      installment.deadline ? pdf.day(installment.deadline) : pdf.rule('installment.at_signature'),
    ]),
  );
  if (quote.schedule.some((installment) => installment.deadline === null)) {
    const days = FIRST_INSTALLMENT_TERM_DAYS;
    paragraph(pdf, pdf.text('quote_pdf.first_installment_term', { days }), { muted: true });
  }
}

const pageNames = {
  terms: 'quote_pdf.terms_of_participation',
  rules: 'quote_pdf.general_rules',
  privacy: 'quote_pdf.privacy',
} as const satisfies Record<QuoteAcceptedPage, QuotePdfMessageId>;

function writeTerms(pdf: Pdf, quote: QuoteDocument): void {
  heading(pdf, pdf.text('quote_pdf.terms'));
  paragraph(pdf, pdf.text('quote_pdf.terms_intro'));
  for (const { page, url } of quote.terms) {
    paragraph(pdf, `• ${pdf.text(pageNames[page])}`);
    // The address on a line of its own: a reader copies it whole.
    paragraph(pdf, `   ${url}`);
  }
}

/** The PDF of `quote`, with its file name in the reader's language. */
export async function renderQuotePdf(
  quote: QuoteDocument,
): Promise<{ filename: string; body: Buffer }> {
  const { doc, done } = startPdf(quote.lang, dejaVuSans, {
    size: 'A4',
    margin: 50,
    info: {
      Title: translatePdf('quote_pdf.reference', quote.lang, { reference: quote.reference }),
      Author: quote.seller.name,
      Subject: quote.event.name,
    },
  });
  const pdf = pdfIn(doc, quote.lang);
  writeHeading(pdf, quote);
  writeParticipation(pdf, quote);
  writeLines(pdf, quote);
  writeAmounts(pdf, quote);
  writeDiscounts(pdf, quote);
  writeSchedule(pdf, quote);
  writeTerms(pdf, quote);
  doc.end();
  const filename = `${pdf.text('quote_pdf.file_name', { reference: quote.reference })}.pdf`;
  return { filename, body: await done };
}
