import { describe, expect, it } from 'vitest';
import { paymentMethodsOf, transferAllowed } from './paymentMethods';

describe('card after a cancelled transfer (spec §4 rebooking flow 5)', () => {
  it('offers the card only once a transfer of the installment was cancelled (spec §4 flow 5)', () => {
    expect(paymentMethodsOf({ transfer_canceled: true })).toEqual(['card']);
    expect(transferAllowed({ transfer_canceled: true })).toBe(false);
  });

  it('offers card and transfer to an installment never paid by a cancelled transfer (spec §2)', () => {
    expect(paymentMethodsOf({ transfer_canceled: false })).toEqual(['card', 'transfer']);
    expect(transferAllowed({ transfer_canceled: false })).toBe(true);
  });
});
