// Test helper (not exported by the package): which state values of a machine are reachable.
// Walks the machine's graph with xstate/graph: every event a state listens to is tried, with the
// samples a test gives for events that carry data (an actor's output, an error body...). Invoked
// actors never run during the walk; their completions are events like any other
// (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`), delays too (`xstate.after.<delay>.<state>`).
import { __unsafe_getAllOwnEventDescriptors as ownEventTypes } from 'xstate';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { toStatePaths } from '../shared/stateValues';

export interface WalkOptions<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  /** Sample events; a state's event without a sample is tried as `{ type }` alone. */
  events?: readonly (EventFromLogic<M> | EventObject)[];
  /** Upper bound of snapshots visited, so that a runaway walk fails instead of hanging. */
  limit?: number;
}

/** The dotted state values reached from the initial snapshot, and one path to each. */
export function walk<M extends AnyStateMachine>(
  machine: M,
  options: WalkOptions<M> = {},
): Map<string, string[]> {
  const samples: readonly EventObject[] = options.events ?? [];
  // Each event the current state listens to: the given samples of its type, or `{ type }`.
  const events = (snapshot: AnyMachineSnapshot): EventObject[] =>
    ownEventTypes(snapshot)
      .filter((type) => !type.includes('*'))
      .flatMap((type) => {
        const matching = samples.filter((event) => event.type === type);
        return matching.length > 0 ? matching : [{ type }];
      });
  const paths = getShortestPaths(machine, {
    input: options.input,
    events: events as never,
    limit: options.limit ?? 20_000,
  });
  const reached = new Map<string, string[]>();
  for (const path of paths) {
    for (const value of toStatePaths(path.state.value)) {
      if (!reached.has(value)) {
        reached.set(
          value,
          path.steps.map((step) => step.event.type),
        );
      }
    }
  }
  return reached;
}

/** The reachable state values, sorted, for comparison with a machine's exported list. */
export function reachableStates<M extends AnyStateMachine>(
  machine: M,
  ...walks: WalkOptions<M>[]
): string[] {
  const all = new Set<string>();
  for (const options of walks.length > 0 ? walks : [{}]) {
    for (const value of walk(machine, options).keys()) all.add(value);
  }
  return [...all].sort();
}

/** Sorted copy of a machine's state list. */
export function sorted(values: readonly string[]): string[] {
  return [...values].sort();
}

/** An actor's completion, as the graph walk sends it. */
export function done<T>(id: string, output: T): EventObject {
  return { type: `xstate.done.actor.${id}`, output } as EventObject;
}

/** An actor's failure, as the graph walk sends it. */
export function failed(id: string, error: unknown): EventObject {
  return { type: `xstate.error.actor.${id}`, error } as EventObject;
}
