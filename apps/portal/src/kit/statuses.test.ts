// The displayed statuses of spec §4 are named twice on purpose: by the domain, which maps an
// opportunity's stage (etape) to them, and by the published ui library, which draws their badges
// and never reads the domain. The portal hands the first to the second, so they must be the same
// ids; their order is the order a list of badges shows them in.
import { displayedStatuses as domainStatuses } from '@salon/domain';
import { displayedStatuses as uiStatuses } from '@salon/ui';
import { describe, expect, it } from 'vitest';

describe('displayed statuses (spec §4)', () => {
  it('are the same ids, in the same order, in the domain and in the ui library', () => {
    expect(domainStatuses).toHaveLength(11);
    expect(domainStatuses).toEqual(uiStatuses);
  });
});
