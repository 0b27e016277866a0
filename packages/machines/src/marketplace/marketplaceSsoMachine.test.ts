import type { MarketplaceSso } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { marketplaceSsoMachine, marketplaceSsoStates } from './marketplaceSsoMachine';

const sso: MarketplaceSso = {
  url: 'https://marketplace.example/sso',
  field: 'assertion',
  assertion: 'v1.payload-of-the-assertion.signature',
  expires_at: '2026-03-02T10:01:00.000Z',
};

function start(requestAssertion = fakeActor<MarketplaceSso, void>(() => sso)) {
  const { actor } = startWithFakes(marketplaceSsoMachine, { requestAssertion });
  return { actor, calls: requestAssertion.calls };
}

describe('marketplace single sign-on (spec §2 pro/sso-login, §7 POST /pro/sso-login-form)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(marketplaceSsoMachine, {
      events: [
        done('requestAssertion', sso),
        failed('requestAssertion', apiError(5000, 'error.generic')),
        { type: 'RETRY' },
      ],
    });
    expect(reached).toEqual(sorted(marketplaceSsoStates));
  });

  it('asks for an assertion once, then holds it for the post', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('requesting');
    await settleIn(actor, 'posting');
    expect(actor.getSnapshot().context).toEqual({ sso, failure: null });
    expect(calls).toHaveLength(1);
  });

  it('says why it failed, and asks again on RETRY (spec §8)', async () => {
    const { actor } = start(
      failingActor<MarketplaceSso, void>(apiError(4290, 'error.too_many_requests')),
    );
    await settleIn(actor, 'failed');
    expect(actor.getSnapshot().context.failure).toBe('error.too_many_requests');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('reads a failure without an error body as the server fault (spec §8)', async () => {
    const { actor } = start(failingActor<MarketplaceSso, void>(new TypeError('Network down')));
    await settleIn(actor, 'failed');
    expect(actor.getSnapshot().context.failure).toBe('error.generic');
  });

  it('asks for a new assertion when the page is shown again after the post (an assertion serves once)', async () => {
    const { actor, calls } = start();
    await settleIn(actor, 'posting');
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'posting');
    expect(calls).toHaveLength(2);
  });
});
