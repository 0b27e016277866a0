// A machine's snapshot in a given state, for stories and screen tests (docs/machines.md "State lists":
// Storybook shows each state). The context is the machine's initial one for the input, with an optional patch
// (a filled form, a loaded quote); nothing runs: invoked actors of the state are not started, so
// a story shows the state as it is (a 'submitting' form stays submitting).
import { createActor, pathToStateValue } from 'xstate';
import type { AnyStateMachine, ContextFrom, InputFrom, SnapshotFrom, StateValue } from 'xstate';

function merge(target: Record<string, unknown>, value: StateValue): Record<string, unknown> {
  if (typeof value === 'string') return { ...target, [value]: {} };
  const result = { ...target };
  for (const [key, child] of Object.entries(value)) {
    const current = result[key];
    if (child === undefined) continue;
    if (typeof child === 'string' && (current === undefined || typeof current === 'string')) {
      result[key] = child;
    } else {
      const base =
        typeof current === 'object' && current !== null
          ? (current as Record<string, unknown>)
          : typeof current === 'string'
            ? { [current]: {} }
            : {};
      result[key] = merge(base, child);
    }
  }
  return result;
}

function toValue(paths: readonly string[]): StateValue {
  if (paths.length === 1) return pathToStateValue(paths[0]!.split('.'));
  return paths.reduce<Record<string, unknown>>(
    (value, path) => merge(value, pathToStateValue(path.split('.'))),
    {},
  ) as StateValue;
}

/**
 * The snapshot of `machine` resting in `state`: one dotted value of its `xxxStates` list, or,
 * for a parallel machine, one per region (`['session.anonymous', 'alert.sessionExpired']`; a
 * region not named rests in its initial state).
 */
export function snapshotAt<M extends AnyStateMachine>(
  machine: M,
  state: string | readonly string[],
  options: { input?: InputFrom<M>; context?: Partial<ContextFrom<M>> } = {},
): SnapshotFrom<M> {
  const initial = createActor(machine, { input: options.input } as never).getSnapshot() as {
    context: Record<string, unknown>;
  };
  const value = toValue(typeof state === 'string' ? [state] : state);
  return machine.resolveState({
    value,
    context: { ...initial.context, ...options.context },
  }) as SnapshotFrom<M>;
}
