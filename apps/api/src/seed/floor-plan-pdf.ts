// The demo floor plan of an event (spec §4; docs/api.md "Floor plans"): a one-page PDF drawn
// at seed time, the hall's stands in rows (A to F) and numbers (01 to 24) with aisles between
// them, each labelled as the stands of the demo registrations are (`H7-B12`). A plan is one
// document for both languages: its title is in both. The sales team's real plans are uploaded as
// they are.
import { helvetica, startPdf } from '../infra/pdf/document';

const ROWS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
const NUMBERS_PER_ROW = 24;

export interface FloorPlanDocument {
  event: string;
  /** The hall's number, as the stands' labels start (`7` for `H7-…`). */
  hall: number;
  author: string;
}

export function renderFloorPlanPdf(plan: FloorPlanDocument): Promise<Buffer> {
  const { doc, done } = startPdf('fr', helvetica, {
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: `Plan du salon / Floor plan — ${plan.event}`, Author: plan.author },
  });
  doc.font('bold').fontSize(16).fillColor('#1a1a1a');
  doc.text(`${plan.event} — Hall ${plan.hall}`, 36, 36);
  doc.font('regular').fontSize(10).fillColor('#444444').text('Plan du salon / Floor plan');
  const width = 28;
  const height = 40;
  const aisle = 30;
  ROWS.forEach((row, rowIndex) => {
    // Rows back to back in pairs (A and B, C and D, E and F), an aisle between the pairs.
    const y = 100 + rowIndex * height + Math.floor(rowIndex / 2) * aisle;
    for (let number = 1; number <= NUMBERS_PER_ROW; number += 1) {
      const x = 60 + (number - 1) * width + (number > NUMBERS_PER_ROW / 2 ? aisle : 0);
      doc
        .rect(x, y, width - 2, height)
        .lineWidth(0.6)
        .strokeColor('#555555')
        .stroke();
      doc.font('regular').fontSize(6).fillColor('#1a1a1a');
      doc.text(`${row}${String(number).padStart(2, '0')}`, x + 2, y + height / 2 - 3, {
        width: width - 6,
        align: 'center',
      });
    }
  });
  doc.font('regular').fontSize(8).fillColor('#444444');
  doc.text(`H${plan.hall}-A01 … H${plan.hall}-F24 · ${plan.author}`, 36, 540);
  doc.end();
  return done;
}
