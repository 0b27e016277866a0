import { describe, expect, it } from 'vitest';
import { applyStageChange, fromOpportunitySets, toOpportunitySets } from './opportunities';
import { isPendingReview } from './stages';

const a = {
  id: 'a',
  etape: "En attente de validation de l'offre",
  etape_offre: "En attente de validation de l'offre",
};
const b = {
  id: 'b',
  etape: 'En attente confirmation client',
  etape_offre: 'En attente confirmation client',
};
const c = { id: 'c', etape: 'DP Signée', etape_offre: 'DP Signée' };

describe('stage change across the rebooking and in-progress sets (spec §4)', () => {
  it('moves an opportunity whose new stage is not pending review to the in-progress set', () => {
    const sets = { rebooking: [a, b], inProgress: [c] };
    const next = applyStageChange(sets, { id: 'a', etape: 'DP Signée', etape_offre: 'DP Signée' });
    expect(next.rebooking.map((o) => o.id)).toEqual(['b']);
    expect(next.inProgress.map((o) => o.id)).toEqual(['a', 'c']);
    expect(next.inProgress[0]).toEqual({ id: 'a', etape: 'DP Signée', etape_offre: 'DP Signée' });
  });

  it('keeps an opportunity set to pending review in the rebooking set (spec §4 flow, 2)', () => {
    const sets = { rebooking: [a, b], inProgress: [c] };
    const next = applyStageChange(sets, {
      id: 'b',
      etape: 'En attente de review du commercial',
      etape_offre: 'En attente de review du commercial',
    });
    expect(isPendingReview('En attente de review du commercial')).toBe(true);
    expect(next.rebooking.map((o) => [o.id, o.etape])).toEqual([
      ['a', a.etape],
      ['b', 'En attente de review du commercial'],
    ]);
    expect(next.inProgress).toEqual([c]);
  });

  it('updates an opportunity already in progress in place', () => {
    const next = applyStageChange(
      { rebooking: [a], inProgress: [c] },
      { id: 'c', etape: 'Acompte perçu' },
    );
    expect(next.inProgress).toEqual([{ ...c, etape: 'Acompte perçu' }]);
    expect(next.rebooking).toEqual([a]);
  });

  it('keeps etape_offre when the change does not give it', () => {
    const next = applyStageChange(
      { rebooking: [a], inProgress: [] },
      { id: 'a', etape: 'DP Signée' },
    );
    expect(next.inProgress[0]?.etape_offre).toBe(a.etape_offre);
  });

  it('changes nothing for an unknown id and never mutates its input', () => {
    const sets = { rebooking: [a, b], inProgress: [c] };
    const frozen = JSON.stringify(sets);
    const next = applyStageChange(sets, { id: 'zz', etape: 'DP Signée' });
    expect(next).toEqual(sets);
    applyStageChange(sets, { id: 'a', etape: 'DP Signée' });
    expect(JSON.stringify(sets)).toBe(frozen);
  });

  it('never holds the same opportunity twice', () => {
    const stale = { ...a, etape: 'DP Signée' };
    const next = applyStageChange(
      { rebooking: [a], inProgress: [stale, c] },
      { id: 'a', etape: 'Acompte perçu' },
    );
    expect(next.inProgress.map((o) => [o.id, o.etape])).toEqual([
      ['a', 'Acompte perçu'],
      ['c', 'DP Signée'],
    ]);
  });

  it('maps the wire names of spec §7 in one place', () => {
    const sets = toOpportunitySets({ rebookingOpportunities: [a], progressOpportunities: [c] });
    expect(sets).toEqual({ rebooking: [a], inProgress: [c] });
    expect(fromOpportunitySets({ rebooking: [], inProgress: [] })).toEqual({
      rebookingOpportunities: [],
      progressOpportunities: [],
    });
  });
});
