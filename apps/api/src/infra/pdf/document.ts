// What the API's PDFs share (invoices, badges, guides): a pdfkit document tagged with the reader's
// language, gathered into one Buffer, with two fonts named 'regular' and 'bold'. Invoices and
// badges embed DejaVu Sans, so every French letter and the narrow no-break space of French
// numbers render (docs/api.md "Invoices"); guides keep the standard Helvetica (guide-pdf.ts).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

export interface PdfFonts {
  regular: string;
  bold: string;
}

/** DejaVu Sans, embedded. */
export const dejaVuSans: PdfFonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** The standard Helvetica: nothing embedded, WinAnsi letters only. */
export const helvetica: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/**
 * A new document in `lang` with `fonts` registered; `done` gives its bytes once `doc.end()` is
 * called.
 */
export function startPdf(
  lang: 'fr' | 'en',
  fonts: PdfFonts,
  options: Omit<PDFKit.PDFDocumentOptions, 'lang'>,
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ ...options, lang: lang === 'en' ? 'en-GB' : 'fr-FR' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  return { doc, done };
}
