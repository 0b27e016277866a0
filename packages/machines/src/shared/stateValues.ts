// State values as dotted strings ('form.idle'), derived from a machine's definition so that the
// list the portal checks its stories against cannot drift from the machine (docs/machines.md "State lists").
import type { AnyStateMachine, StateValue } from 'xstate';

interface StateNodeLike {
  readonly type: string;
  readonly path: readonly string[];
  readonly states: Readonly<Record<string, StateNodeLike>>;
}

function collectLeaves(node: StateNodeLike, into: string[]): void {
  for (const child of Object.values(node.states)) {
    if (child.type === 'history') continue;
    if (Object.keys(child.states).length === 0) into.push(child.path.join('.'));
    else collectLeaves(child, into);
  }
}

/**
 * Every state value a machine can rest in, as dotted paths of its leaf states, in definition
 * order. In a parallel state each region contributes its own leaves ('alert.none').
 */
export function stateValuesOf(machine: AnyStateMachine): readonly string[] {
  const leaves: string[] = [];
  collectLeaves(machine.root as unknown as StateNodeLike, leaves);
  return Object.freeze(leaves);
}

/** The dotted leaf paths of a snapshot's value: one per region of a parallel state. */
export function toStatePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : toStatePaths(child).map((path) => `${key}.${path}`),
  );
}
