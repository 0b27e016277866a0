import { describe, expect, it } from 'vitest';
import { offerSchema } from '../schemas/opportunity';
import { DEFAULT_VAT_PERCENT, opportunityQuoteTotals, quoteTotals, toOfferTotals } from './quote';

const lines = [
  { quantity: 12, unit_price: 45_000 }, // 12 m² at 450 €: 5 400 €
  { quantity: 1, unit_price: 35_000 }, // corner: 350 €
];

describe('quote totals in cents (spec §3 quote display fields, §9)', () => {
  it('sums the lines into the subtotal HT and adds 20% VAT by default', () => {
    expect(DEFAULT_VAT_PERCENT).toBe(20);
    expect(quoteTotals({ lines })).toMatchObject({
      lineTotals: [540_000, 35_000],
      subtotalHt: 575_000,
      totalHt: 575_000,
      vat: 115_000,
      totalTtc: 690_000,
    });
  });

  it('takes 5% rebooking discount off the total excluding VAT (spec §9)', () => {
    const discount = { kind: 'rebooking', percent: 5, deadline: '2025-03-15' } as const;
    expect(quoteTotals({ lines, discount })).toMatchObject({
      rebookingDiscount: 28_750,
      earlyBookingDiscount: 0,
      totalHt: 546_250,
      vat: 109_250,
      totalTtc: 655_500,
    });
  });

  it('computes the global discount on the subtotal, beside the early-booking one', () => {
    const totals = quoteTotals({
      lines,
      discount: {
        kind: 'earlyBooking',
        percent: 10,
        deadline: '2025-03-31',
        deadlineName: 'first',
      },
      discountRate: 2.5,
    });
    expect(totals.earlyBookingDiscount).toBe(57_500);
    expect(totals.globalDiscount).toBe(14_375);
    expect(totals.totalHt).toBe(575_000 - 57_500 - 14_375);
  });

  it('rounds each computed amount once, half away from zero (spec §9 two decimals)', () => {
    // One line of 10.10 €: 5% is 50.5 cents -> 51; total HT 959; VAT 191.8 -> 192.
    const totals = quoteTotals({
      lines: [{ quantity: 1, unit_price: 1010 }],
      discount: { kind: 'rebooking', percent: 5, deadline: null },
    });
    expect(totals).toMatchObject({ rebookingDiscount: 51, totalHt: 959, vat: 192, totalTtc: 1151 });
    // A line of 2.5 units at 0.01 €: 2.5 cents -> 3 cents.
    expect(quoteTotals({ lines: [{ quantity: 2.5, unit_price: 1 }] }).lineTotals).toEqual([3]);
    // VAT of 2.5 cents (12.5 cents HT at 20%) rounds to 3.
    expect(quoteTotals({ lines: [{ quantity: 1, unit_price: 13 }] }).vat).toBe(3);
  });

  it('takes another VAT rate in percent', () => {
    expect(quoteTotals({ lines, vatPercent: 5.5 }).vat).toBe(31_625);
    expect(quoteTotals({ lines, vatPercent: 0 }).totalTtc).toBe(575_000);
  });

  it('never lets discounts exceed the subtotal', () => {
    const totals = quoteTotals({
      lines,
      discount: { kind: 'rebooking', percent: 5, deadline: null },
      discountRate: 100,
    });
    expect(totals.totalHt).toBe(0);
    expect(totals.globalDiscount).toBe(575_000 - 28_750);
    expect(totals.totalTtc).toBe(0);
  });

  it('gives zero totals for an empty quote', () => {
    expect(quoteTotals({ lines: [] })).toMatchObject({ subtotalHt: 0, vat: 0, totalTtc: 0 });
  });

  it('refuses rates out of range and bad quantities', () => {
    expect(() => quoteTotals({ lines, discountRate: 101 })).toThrow(RangeError);
    expect(() => quoteTotals({ lines, vatPercent: -1 })).toThrow(RangeError);
    expect(() => quoteTotals({ lines: [{ quantity: -1, unit_price: 10 }] })).toThrow(RangeError);
    expect(() => quoteTotals({ lines: [{ quantity: 1, unit_price: 10.5 }] })).toThrow(RangeError);
  });

  it('applies the discount the opportunity is entitled to at now (spec §4 Discounts)', () => {
    const campaign = {
      end_rebooking: { enable: true, date: '2025-03-15' },
      early_booking: { enable: false, date: null, deadlines: [] },
    };
    const before = opportunityQuoteTotals(
      { rebooking: true },
      campaign,
      lines,
      '2025-03-15T12:00:00Z',
    );
    const after = opportunityQuoteTotals(
      { rebooking: true },
      campaign,
      lines,
      '2025-03-16T12:00:00Z',
    );
    expect(before.rebookingDiscount).toBe(28_750);
    expect(after.rebookingDiscount).toBe(0);
  });

  it('maps the totals to the offer’s wire names', () => {
    const wire = toOfferTotals(quoteTotals({ lines, discountRate: 2 }));
    expect(wire).toEqual({
      subtotal_ht: 575_000,
      discount_rate: 2,
      global_discount: 11_500,
      rebooking_discount: 0,
      early_booking_discount: 0,
      applied_discount: null,
      total_ht: 563_500,
      vat_rate: 20,
      vat_treatment: 'standard',
      vat: 112_700,
      total_ttc: 676_200,
    });
    expect(offerSchema.shape.total_ttc.safeParse(wire.total_ttc).success).toBe(true);
  });

  it('names the discount it counts, with its deadline, on the wire (spec §4, §9)', () => {
    const early = toOfferTotals(
      quoteTotals({
        lines,
        discount: {
          kind: 'earlyBooking',
          percent: 10,
          deadline: '2025-03-31',
          deadlineName: 'first',
        },
      }),
    );
    expect(early.applied_discount).toEqual({
      kind: 'early_booking',
      percent: 10,
      deadline: '2025-03-31',
      deadline_name: 'first',
    });
    const rebooking = toOfferTotals(
      quoteTotals({ lines, discount: { kind: 'rebooking', percent: 5, deadline: null } }),
    );
    expect(rebooking.applied_discount).toEqual({
      kind: 'rebooking',
      percent: 5,
      deadline: null,
      deadline_name: null,
    });
    expect(offerSchema.shape.applied_discount.safeParse(rebooking.applied_discount).success).toBe(
      true,
    );
  });

  it('charges no VAT under a reverse charge or outside the scope of French VAT (spec §9)', () => {
    for (const vatKind of ['reverseCharge', 'outsideScope'] as const) {
      const totals = quoteTotals({ lines, vatPercent: 20, vatKind });
      expect(totals).toMatchObject({ vatPercent: 0, vat: 0, totalTtc: 575_000 });
      expect(toOfferTotals(totals).vat_treatment).toBe(
        vatKind === 'reverseCharge' ? 'reverse_charge' : 'outside_scope',
      );
    }
  });
});
