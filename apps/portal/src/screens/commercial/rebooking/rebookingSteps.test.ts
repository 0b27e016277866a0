import { rebookingStates } from '@salon/machines';
import { describe, expect, it } from 'vitest';
import { rebookingUrl, stepOfSegment } from '../../../kit/routing/rebookingLinks';
import { stepOfState } from './rebookingSteps';

describe('rebooking steps in the URL (spec §2 pro/rebooking/{etape?})', () => {
  it('reads the step of each URL word, and none for an unknown one', () => {
    expect(stepOfSegment('devis')).toBe('quote');
    expect(stepOfSegment('validation')).toBe('validation');
    expect(stepOfSegment('paiement')).toBe('payment');
    expect(stepOfSegment(undefined)).toBeNull();
    expect(stepOfSegment('autre')).toBeNull();
  });

  it('gives every state of the machine a step, so each one is deep-linkable', () => {
    const steps = Object.fromEntries(
      rebookingStates.map((state) => [
        state,
        stepOfState(state as Parameters<typeof stepOfState>[0]),
      ]),
    );
    expect(steps).toEqual({
      loadingList: null,
      listFailed: null,
      list: null,
      loadingQuote: 'quote',
      quoteFailed: 'quote',
      'quote.viewing': 'quote',
      'quote.adjusting': 'quote',
      'quote.sendingAdjustment': 'quote',
      'quote.validating': 'validation',
      'quote.sendingValidation': 'validation',
      adjustmentConfirmed: 'quote',
      pendingReview: 'quote',
      registered: 'quote',
      payment: 'payment',
    });
  });

  it('builds the fixed deep links other screens use', () => {
    expect(rebookingUrl('fr', 'validation', 'opp 1')).toBe(
      '/fr/pro/rebooking/validation?opportunite=opp+1',
    );
    expect(rebookingUrl('en', 'payment', 'opp_1')).toBe(
      '/en/pro/rebooking/paiement?opportunite=opp_1',
    );
    expect(rebookingUrl('fr', 'quote', 'opp_1')).toBe('/fr/pro/rebooking/devis?opportunite=opp_1');
    expect(rebookingUrl('fr', null, 'opp_1')).toBe('/fr/pro/rebooking');
    expect(rebookingUrl('fr', 'quote', null)).toBe('/fr/pro/rebooking');
  });
});
