// The typed state of a machine as a view receives it (docs/portal-kit.md "A machine's state").
// XState infers each machine's state value from its definition (`SnapshotFrom<M>['value']`); the
// kit turns it into the union of its dotted leaf paths ('form.details.idle'), the same strings as
// the machine's exported state list and the stories' `machine.state` parameters. A view compares
// its state with `===` or tests a parent node with `inState(state, 'form.details')`: both are
// checked by the compiler, so a renamed state breaks the build, not the page.
import { toStatePaths } from '@salon/machines';
import type {
  AnyStateMachine,
  ContextFrom,
  EventFromLogic,
  SnapshotFrom,
  StateValue,
} from 'xstate';

/** The dotted leaf paths of a state value type: `{ form: 'idle' | 'submitting' }` gives two. */
export type LeafPaths<V> = V extends string
  ? V
  : V extends object
    ? {
        [K in keyof V & string]: [Exclude<V[K], undefined>] extends [never]
          ? K
          : `${K}.${LeafPaths<Exclude<V[K], undefined>>}`;
      }[keyof V & string]
    : never;

/** Every state a machine's view can be in, as a typed dotted path ('form.submitting'). */
export type StatePath<M extends AnyStateMachine> = LeafPaths<SnapshotFrom<M>['value']>;

/** A state path and every node above it: 'form.details.idle' gives 'form', 'form.details', itself. */
export type StateNodePath<S extends string> = S extends `${infer Head}.${infer Tail}`
  ? Head | `${Head}.${StateNodePath<Tail>}` | S
  : S;

/** The props of a machine's view: its typed state, its context, and the machine's `send`. */
export interface MachineViewProps<M extends AnyStateMachine> {
  state: StatePath<M>;
  context: ContextFrom<M>;
  send: (event: EventFromLogic<M>) => void;
}

/** A snapshot's state as its typed leaf path (the first region's, for a parallel state). */
export function stateOf<V extends StateValue>(snapshot: { value: V }): LeafPaths<V> {
  return (toStatePaths(snapshot.value)[0] ?? '') as LeafPaths<V>;
}

/**
 * Whether `state` is the node `node` or a state under it: the `snapshot.matches` of XState for a
 * typed path, so that `inState(state, 'form.details')` is checked against the machine.
 */
export function inState<S extends string>(state: S, node: StateNodePath<NoInfer<S>>): boolean {
  return state === node || state.startsWith(`${node}.`);
}
