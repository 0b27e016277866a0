// A guide document of the booth page (spec §2 pro/stand): a small PDF with a title, the event and
// sections of text. The demo data make their guides with it at every first start; the sales
// team's own guides are uploaded as they are. It uses the standard Helvetica, not the invoices'
// embedded DejaVu (docs/api.md "Invoices"): embedding a font costs a quarter of a second per
// document, and the guides' texts hold only what Helvetica's WinAnsi encoding has (French
// letters, ’, « », €; no narrow no-break space, which no number formatter writes here).
import { helvetica, startPdf } from '../infra/pdf/document';

export interface GuideDocument {
  lang: 'fr' | 'en';
  title: string;
  event: string;
  author: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

export function renderGuidePdf(guide: GuideDocument): Promise<Buffer> {
  const { doc, done } = startPdf(guide.lang, helvetica, {
    size: 'A4',
    margin: 56,
    info: { Title: `${guide.title} — ${guide.event}`, Author: guide.author },
  });
  doc.font('regular').fontSize(10).fillColor('#444444').text(guide.event);
  doc.moveDown(0.5);
  doc.font('bold').fontSize(22).fillColor('#1a1a1a').text(guide.title);
  doc.moveDown();
  for (const section of guide.sections) {
    doc.font('bold').fontSize(13).text(section.heading);
    doc.moveDown(0.3);
    for (const paragraph of section.paragraphs) {
      doc.font('regular').fontSize(10.5).text(paragraph, { align: 'left' });
      doc.moveDown(0.5);
    }
    doc.moveDown(0.5);
  }
  doc.font('regular').fontSize(8).fillColor('#444444').text(guide.author);
  doc.end();
  return done;
}
