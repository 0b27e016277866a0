// The reachability check itself must be able to fail: a state no event leads to is not reached.
import { fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stateValuesOf, toStatePaths } from '../shared/stateValues';
import { done, reachableStates, sorted } from './graph';

const machine = setup({
  types: { events: {} as { type: 'GO' } },
  actors: { load: fromPromise<number>(async () => 1) },
  delays: { pause: 1000 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  states: {
    idle: { on: { GO: 'loading' } },
    loading: { invoke: { id: 'load', src: 'load', onDone: 'waiting' } },
    waiting: { after: { pause: 'region' } },
    region: {
      type: 'parallel',
      states: {
        a: { initial: 'one', states: { one: {} } },
        b: { initial: 'two', states: { two: {}, orphan: {} } },
      },
    },
  },
});

describe('state lists and reachability (docs/machines.md "Reachability")', () => {
  it('lists leaf states as dotted values, regions included', () => {
    expect(stateValuesOf(machine)).toEqual([
      'idle',
      'loading',
      'waiting',
      'region.a.one',
      'region.b.two',
      'region.b.orphan',
    ]);
  });

  it('turns a parallel state value into one dotted path per region', () => {
    expect(toStatePaths({ region: { a: 'one', b: 'two' } })).toEqual([
      'region.a.one',
      'region.b.two',
    ]);
  });

  it('walks actor completions and delays, and misses a state no transition leads to', () => {
    const reached = reachableStates(machine, { events: [done('load', 1)] });
    expect(reached).toEqual(sorted(['idle', 'loading', 'waiting', 'region.a.one', 'region.b.two']));
    expect(reached).not.toEqual(sorted(stateValuesOf(machine)));
  });
});
