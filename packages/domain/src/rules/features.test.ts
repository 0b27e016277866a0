import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages/index';
import {
  FEATURE_LOCKED_MESSAGE_KEY,
  featureAccess,
  featureMessageKeys,
  isFeatureUnlocked,
  isFirstInstallmentPaid,
  lockedFeatures,
} from './features';

const none = { floorPlan: false, boothManagement: false, badges: false, buyerInvitations: false };
const all = { floorPlan: true, boothManagement: true, badges: true, buyerInvitations: true };

describe('features unlocked by the 1st installment (spec §4, §6)', () => {
  it('locks the floor plan, booth management, badges and buyer invitations before payment', () => {
    expect(lockedFeatures).toEqual(['floorPlan', 'boothManagement', 'badges', 'buyerInvitations']);
    expect(featureAccess([{ id: 'o', etape: 'DP Signée' }])).toEqual(none);
    expect(featureAccess([])).toEqual(none);
  });

  it('unlocks them from the stage once the 1st deposit is received', () => {
    for (const etape of ['Acompte perçu', '2ème Acompte perçu', 'Soldé']) {
      expect(featureAccess([{ id: 'o', etape }]), etape).toEqual(all);
    }
  });

  it('unlocks them from a paid 1st installment before the stage catches up', () => {
    const opportunity = { id: 'o', etape: 'DP Signée' };
    expect(
      isFirstInstallmentPaid(opportunity, [
        { opportunity_id: 'o', kind: 'acompte1', status: 'paid' },
      ]),
    ).toBe(true);
    expect(
      isFirstInstallmentPaid(opportunity, [
        { opportunity_id: 'o', kind: 'acompte1', status: 'pending_transfer' },
        { opportunity_id: 'other', kind: 'acompte1', status: 'paid' },
        { opportunity_id: 'o', kind: 'solde', status: 'paid' },
      ]),
    ).toBe(false);
  });

  it('never unlocks from a canceled opportunity', () => {
    expect(
      isFirstInstallmentPaid({ id: 'o', etape: 'Annulé' }, [
        { opportunity_id: 'o', kind: 'acompte1', status: 'paid' },
      ]),
    ).toBe(false);
  });

  it('unlocks when any opportunity of the exhibitor has paid', () => {
    const opportunities = [
      { id: 'a', etape: 'Qualification' },
      { id: 'b', etape: 'Acompte perçu' },
    ];
    expect(isFeatureUnlocked('badges', opportunities)).toBe(true);
    expect(isFeatureUnlocked('badges', opportunities.slice(0, 1))).toBe(false);
  });

  it('names each feature and what unlocks it', () => {
    for (const feature of lockedFeatures)
      expect(isMessageKey(featureMessageKeys[feature])).toBe(true);
    expect(isMessageKey(FEATURE_LOCKED_MESSAGE_KEY)).toBe(true);
  });
});
