// Badges as PDF (spec §2 pro/badges 'download badges per event', me/badges, the campaign badges
// modal): one A6 page per badge with the event, the holder's name, company and category, and a QR
// code of the signed badge code for the entrance scanners (src/core/ticketing/codes.ts). Drawn like the
// invoice (pdfkit, embedded DejaVu Sans for every French letter); the QR code is drawn as vector
// squares from the `qrcode` matrix, so it stays sharp when printed. The document's metadata name
// the holders and carry their codes, so a scanner's back office can index the file.
import QRCode from 'qrcode';
import { dejaVuSans, startPdf } from '../../infra/pdf/document';

export interface BadgeToPrint {
  name: string;
  company: string | null;
  event: string;
  dates: string;
  venue: string | null;
  category: string;
  /** The signed code the QR code holds. */
  code: string;
}

const texts = {
  fr: { title: 'Badge', scan: 'À présenter à l’entrée du salon', personal: 'Badge nominatif' },
  en: { title: 'Badge', scan: 'Show at the entrance of the show', personal: 'Personal badge' },
} as const;

const PAGE = { width: 297.64, height: 419.53 };
const MARGIN = 24;
const QR_SIZE = 150;

function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // A quiet zone of 4 modules around the symbol (ISO/IEC 18004), part of `size`.
  const cell = size / (modules.size + 8);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
      }
    }
  }
  doc.fill('#000000').restore();
}

function drawBadge(doc: PDFKit.PDFDocument, badge: BadgeToPrint, lang: 'fr' | 'en') {
  const t = texts[lang];
  const width = PAGE.width - 2 * MARGIN;
  doc.rect(0, 0, PAGE.width, 70).fill('#1f3a93');
  doc.fillColor('#ffffff').font('bold').fontSize(14).text(badge.event, MARGIN, 16, { width });
  doc
    .font('regular')
    .fontSize(9)
    .text(badge.dates, MARGIN, doc.y + 2, { width });
  doc.fillColor('#1a1a1a');
  doc.font('bold').fontSize(20).text(badge.name, MARGIN, 88, { width, align: 'center' });
  if (badge.company) {
    doc
      .font('regular')
      .fontSize(12)
      .text(badge.company, MARGIN, doc.y + 4, {
        width,
        align: 'center',
      });
  }
  const bandY = doc.y + 10;
  doc.rect(MARGIN, bandY, width, 24).fill('#e8ecf8');
  doc
    .fillColor('#1f3a93')
    .font('bold')
    .fontSize(11)
    .text(badge.category, MARGIN, bandY + 6, { width, align: 'center' });
  const qrY = Math.min(bandY + 36, PAGE.height - QR_SIZE - 60);
  drawQrCode(doc, badge.code, (PAGE.width - QR_SIZE) / 2, qrY, QR_SIZE);
  doc
    .fillColor('#1a1a1a')
    .font('regular')
    .fontSize(8)
    .text(t.scan, MARGIN, qrY + QR_SIZE + 6, { width, align: 'center' });
  if (badge.venue) doc.text(badge.venue, MARGIN, doc.y + 2, { width, align: 'center' });
  doc.text(t.personal, MARGIN, doc.y + 2, { width, align: 'center' });
}

/** One badge per page, in the order given, in the language of the person downloading them. */
export function renderBadgesPdf(
  badges: readonly BadgeToPrint[],
  language: string,
): Promise<Buffer> {
  const lang = language === 'en' ? 'en' : 'fr';
  const { doc, done } = startPdf(lang, dejaVuSans, {
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    autoFirstPage: false,
    info: {
      Title: `${texts[lang].title} — ${badges.map((badge) => badge.name).join(', ')}`,
      Subject: badges.map((badge) => badge.code).join(' '),
      Author: badges[0]?.event ?? '',
    },
  });
  for (const badge of badges) {
    doc.addPage();
    drawBadge(doc, badge, lang);
  }
  doc.end();
  return done;
}
