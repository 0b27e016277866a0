import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { failingActor, fakeActor, settleIn } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { chunkLoadMachine, chunkLoadStates } from './chunkLoadMachine';

/** A chunk that never arrives. */
const never = fromPromise<void, void>(() => new Promise<void>(() => undefined));

function start(loadChunk = fakeActor<void, void>(() => undefined).logic) {
  const clock = new SimulatedClock();
  const actor = createActor(chunkLoadMachine.provide({ actors: { loadChunk } }), {
    clock,
  }).start();
  return { actor, clock };
}

describe('chunk load machine (spec §7 chunk loading)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(chunkLoadMachine, {
      events: [done('loadChunk', undefined), failed('loadChunk', new Error('chunk'))],
    });
    expect(reached).toEqual(sorted(chunkLoadStates));
  });

  it('shows the screen once its chunk has loaded', async () => {
    const { actor } = start();
    await settleIn(actor, 'loaded');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('times out after 120000 ms, not before (spec §7, §9 chunk load timeout)', () => {
    const { actor, clock } = start(never);
    clock.increment(119_999);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('timedOut');
  });

  it('offers to try again or reload after a failure (spec §7)', async () => {
    let attempts = 0;
    const { actor } = start(
      fakeActor<void, void>(() => {
        attempts += 1;
        if (attempts === 1) throw new Error('Loading chunk 3 failed');
      }).logic,
    );
    await settleIn(actor, 'failed');
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'loaded');
  });

  it('reloads the page on request after a timeout', () => {
    const { actor, clock } = start(never);
    clock.increment(120_000);
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('reloading');
  });

  it('stops the 120 s wait once the chunk has failed', async () => {
    const { actor, clock } = start(failingActor<void, void>(new Error('x')).logic);
    await settleIn(actor, 'failed');
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'failed');
    clock.increment(120_000);
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
