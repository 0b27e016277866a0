// The kit's typed machine state (docs/portal-kit.md "A machine's state"): a view's state is a
// dotted leaf path of its machine, checked by the compiler; `inState` is XState's `matches` for it.
import { snapshotAt } from '@salon/machines';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { setup } from 'xstate';
import { inState, stateOf, type StatePath } from './machineState';

const machine = setup({}).createMachine({
  id: 'sample',
  initial: 'form',
  states: {
    form: {
      initial: 'identity',
      states: {
        identity: { initial: 'idle', states: { idle: {}, submitting: {} } },
        details: {},
      },
    },
    confirmed: { type: 'final' },
  },
});

describe('a machine state as its view receives it (spec §2 screens, docs/portal-kit.md)', () => {
  it('types the state as the union of the leaf paths', () => {
    expectTypeOf<StatePath<typeof machine>>().toEqualTypeOf<
      'form.identity.idle' | 'form.identity.submitting' | 'form.details' | 'confirmed'
    >();
  });

  it('reads a snapshot as its leaf path', () => {
    expect(stateOf(snapshotAt(machine, 'form.identity.submitting'))).toBe(
      'form.identity.submitting',
    );
    expect(stateOf(snapshotAt(machine, 'confirmed'))).toBe('confirmed');
  });

  it('tells whether a state is a node or under it, like snapshot.matches', () => {
    const state = stateOf(snapshotAt(machine, 'form.identity.idle'));
    expect(inState(state, 'form')).toBe(true);
    expect(inState(state, 'form.identity')).toBe(true);
    expect(inState(state, 'form.details')).toBe(false);
    // A prefix of a state's name is not its parent.
    expect(inState('form.details' as StatePath<typeof machine>, 'form.identity')).toBe(false);
    // @ts-expect-error: 'form.detail' is no node of the machine.
    expect(inState(state, 'form.detail')).toBe(false);
  });
});
