import { describe, expect, it } from 'vitest';
import type { BrandUpdate, Company } from '@salon/domain';
import { apiError, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { expectRefused } from '../testing/forms';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { company } from '../testing/samples';
import { brandEditMachine, brandEditStates } from './brandEditMachine';

const brand = { token: 'brd_1', name: 'Martin', website: null, instagram: null };

function start(update = fakeActor<Company, BrandUpdate>(() => company())) {
  const { actor } = startWithFakes(brandEditMachine, { updateBrand: update }, { brand });
  return { actor, calls: update.calls };
}

describe('brand details machine (spec §2 me/company, §3 brand update, §5)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(brandEditMachine, {
      input: { brand },
      events: [
        { type: 'CHANGE', field: 'website', value: 'https://martin.example' },
        done('updateBrand', company()),
        failed('updateBrand', apiError(5000, 'x')),
      ],
    });
    expect(reached).toEqual(sorted(brandEditStates));
  });

  it('sends the website and the instagram of the brand (spec §3 token, website, instagram)', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHANGE', field: 'website', value: 'https://martin.example' });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'saved');
    expect(calls).toEqual([{ token: 'brd_1', website: 'https://martin.example', instagram: '' }]);
  });

  it('does not send a brand update when both website and instagram are empty (spec §5)', () => {
    const { actor, calls } = start();
    expectRefused(actor, calls, { website: ['validation.no_changes'] });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('refuses an address that is not an http(s) URL (spec §5 URL)', () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHANGE', field: 'instagram', value: 'instagram.com/martin' });
    expectRefused(actor, calls, { instagram: ['validation.url'] });
  });
});
