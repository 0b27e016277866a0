import { describe, expect, it } from 'vitest';
import { shownAmountsAddUp, shownCents } from '../fixtures/amounts';
import { translate } from '../messages/index';
import type { ApplicableDiscount } from './discounts';
import { quoteTotals, toOfferTotals } from './quote';
import type { QuoteTotalsInput } from './quote';
import { amountsAddUp, quoteAmountRows } from './quoteAmounts';
import type { QuoteAmountRow } from './quoteAmounts';

// The demo quote of stand H7-C04: 24 m² at 420 €, one corner at 350 €, the application fee.
const lines = [
  { quantity: 24, unit_price: 42_000 },
  { quantity: 1, unit_price: 35_000 },
  { quantity: 1, unit_price: 59_000 },
];
const rebooking: ApplicableDiscount = { kind: 'rebooking', percent: 5, deadline: '2027-02-13' };
const earlyBooking: ApplicableDiscount = {
  kind: 'earlyBooking',
  percent: 10,
  deadline: '2027-01-10',
  deadlineName: 'first',
};

const rowsOf = (input: QuoteTotalsInput) => quoteAmountRows(toOfferTotals(quoteTotals(input)));
const ids = (rows: readonly QuoteAmountRow[]) => rows.map((row) => row.id);
const label = (row: QuoteAmountRow | undefined, lang: 'fr' | 'en') =>
  row ? translate(row.label.key, lang, row.label.values) : '';

describe('the amounts of a quote, step by step (spec §3 quote display fields, §9)', () => {
  it('shows the 5 % rebooking discount between the subtotal and the total HT (spec §9)', () => {
    const { rows, vatMention } = rowsOf({ lines, discount: rebooking });
    expect(ids(rows)).toEqual([
      'subtotal',
      'rebookingDiscount',
      'totalExcludingVat',
      'vat',
      'totalIncludingVat',
    ]);
    expect(rows.map((row) => row.amount)).toEqual([
      1_102_000, -55_100, 1_046_900, 209_380, 1_256_280,
    ]);
    expect(amountsAddUp(rows)).toBe(true);
    expect(vatMention).toBeNull();
    expect(label(rows[1], 'fr')).toBe('Remise de réinscription (5 %)');
    expect(label(rows[1], 'en')).toBe('Rebooking discount (5%)');
    expect(label(rows[3], 'fr')).toBe('TVA (20 %)');
    expect(label(rows[3], 'en')).toBe('VAT (20%)');
  });

  it('names the early-booking discount by its deadline (spec §9: first, second, last)', () => {
    const { rows } = rowsOf({ lines, discount: earlyBooking });
    const row = rows.find((one) => one.id === 'earlyBookingDiscount');
    expect(row?.amount).toBe(-110_200);
    expect(label(row, 'fr')).toBe('Remise early booking (10 %, 1re date limite)');
    expect(label(row, 'en')).toBe('Early booking discount (10%, first deadline)');
    const last = rowsOf({
      lines,
      discount: { ...earlyBooking, percent: 2, deadlineName: 'last' },
    }).rows.find((one) => one.id === 'earlyBookingDiscount');
    expect(label(last, 'en')).toBe('Early booking discount (2%, last deadline)');
    expect(amountsAddUp(rows)).toBe(true);
  });

  it('names the sales team’s discount with its rate, beside the rebooking one (spec §3)', () => {
    const { rows } = rowsOf({ lines, discount: rebooking, discountRate: 2.5 });
    expect(ids(rows)).toEqual([
      'subtotal',
      'rebookingDiscount',
      'salesDiscount',
      'totalExcludingVat',
      'vat',
      'totalIncludingVat',
    ]);
    const sales = rows.find((row) => row.id === 'salesDiscount');
    expect(sales?.amount).toBe(-27_550);
    expect(label(sales, 'fr')).toBe('Remise commerciale (2,5 %)');
    expect(label(sales, 'en')).toBe('Sales team discount (2.5%)');
    expect(amountsAddUp(rows)).toBe(true);
  });

  it('hides a row of 0: no discount row, and no subtotal equal to the total HT', () => {
    const { rows } = rowsOf({ lines, discountRate: 0 });
    expect(ids(rows)).toEqual(['totalExcludingVat', 'vat', 'totalIncludingVat']);
    expect(rows.every((row) => row.amount !== 0)).toBe(true);
    expect(amountsAddUp(rows)).toBe(true);
  });

  it('keeps the VAT row at 0 with the reverse-charge mention for an EU business (spec §9)', () => {
    const { rows, vatMention } = rowsOf({ lines, discount: rebooking, vatKind: 'reverseCharge' });
    const vat = rows.find((row) => row.id === 'vat');
    expect(vat?.amount).toBe(0);
    expect(label(vat, 'fr')).toBe('TVA (autoliquidation)');
    expect(label(vat, 'en')).toBe('VAT (reverse charge)');
    expect(vatMention).toBe('vat.reverse_charge');
    expect(rows.at(-1)?.amount).toBe(1_046_900);
    expect(amountsAddUp(rows)).toBe(true);
  });

  it('keeps the VAT row at 0 with the outside-scope mention outside the EU (spec §9)', () => {
    const { rows, vatMention } = rowsOf({ lines, vatKind: 'outsideScope' });
    expect(
      label(
        rows.find((row) => row.id === 'vat'),
        'en',
      ),
    ).toBe('VAT (not applicable)');
    expect(vatMention).toBe('vat.outside_scope');
    expect(amountsAddUp(rows)).toBe(true);
  });

  it('adds up to the cent for every rounding, discount and VAT treatment (spec §9)', () => {
    const discounts = [null, rebooking, earlyBooking, { ...earlyBooking, percent: 33.33 }];
    const kinds = ['standard', 'reverseCharge', 'outsideScope'] as const;
    for (let unit = 1; unit < 5_000; unit += 137) {
      for (const discount of discounts) {
        for (const vatKind of kinds) {
          const { rows } = rowsOf({
            lines: [
              { quantity: 7.5, unit_price: unit },
              { quantity: 1, unit_price: unit * 3 + 1 },
            ],
            discount,
            discountRate: (unit % 7) * 1.25,
            vatPercent: 20,
            vatKind,
          });
          expect(amountsAddUp(rows), `${unit} ${discount?.kind} ${vatKind}`).toBe(true);
        }
      }
    }
  });

  it('refuses figures that do not add up', () => {
    const { rows } = rowsOf({ lines, discount: rebooking });
    const wrong = rows.map((row) => (row.id === 'vat' ? { ...row, amount: row.amount + 1 } : row));
    expect(amountsAddUp(wrong)).toBe(false);
    const missingDiscount = rows.filter((row) => row.id !== 'rebookingDiscount');
    expect(amountsAddUp(missingDiscount)).toBe(false);
  });
});

describe('amounts read back from a page (the stories and end-to-end checks)', () => {
  it('reads a shown amount in French and English, negative ones too (spec §9)', () => {
    expect(shownCents('10\u202f743,36\u00a0€')).toBe(1_074_336);
    expect(shownCents('-471,20 €')).toBe(-47_120);
    expect(shownCents('€10,743.36')).toBe(1_074_336);
    expect(shownCents('-€471.20')).toBe(-47_120);
    expect(shownCents('0,00 €')).toBe(0);
    expect(() => shownCents('—')).toThrow();
  });

  it('checks shown rows with the same rule', () => {
    const shown = [
      { id: 'subtotal', text: '11 020,00 €' },
      { id: 'rebookingDiscount', text: '-551,00 €' },
      { id: 'totalExcludingVat', text: '10 469,00 €' },
      { id: 'vat', text: '2 093,80 €' },
      { id: 'totalIncludingVat', text: '12 562,80 €' },
    ];
    expect(shownAmountsAddUp(shown)).toBe(true);
    // Without the discount row the page would not add up: 11 020,00 + 2 093,80 ≠ 12 562,80.
    expect(shownAmountsAddUp(shown.filter((row) => row.id !== 'rebookingDiscount'))).toBe(false);
  });
});
