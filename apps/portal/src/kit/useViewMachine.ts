// A screen's machine, made once with its calls provided (`provide`), and what its pure view takes
// from it (docs/portal-kit.md "A machine's state"): the typed state, the context and `send`. The
// snapshot stays at hand for what the screen does when the machine is done (its output).
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import type { AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { stateOf, type MachineViewProps } from './machineState';

export interface ViewMachineOptions<M extends AnyStateMachine> {
  input: InputFrom<M>;
  /** Where to start instead of the initial state, read once (the stories' `snapshotAt`). */
  start?: (machine: M) => SnapshotFrom<M>;
}

export function useViewMachine<M extends AnyStateMachine>(
  provide: () => M,
  options: ViewMachineOptions<M>,
): { snapshot: SnapshotFrom<M>; view: MachineViewProps<M> } {
  const [machine] = useState(provide);
  const [start] = useState(() => options.start?.(machine));
  const [snapshot, send] = useMachine(
    machine as AnyStateMachine,
    {
      input: options.input,
      ...(start ? { snapshot: start } : {}),
    } as never,
  );
  return {
    snapshot: snapshot as SnapshotFrom<M>,
    view: { state: stateOf(snapshot), context: snapshot.context, send } as MachineViewProps<M>,
  };
}
