// A screen story's real machine (docs/testing.md "Stories"): the story provides the machine's
// calls (fakes that answer, fail or never answer), and the hook runs it, from its initial state
// or resting in `state` (`snapshotAt`: nothing runs until the next event), and hands the view
// its typed state, its context and `send`.
import { snapshotAt } from '@salon/machines';
import type { AnyStateMachine, ContextFrom, InputFrom } from 'xstate';
import type { MachineViewProps, StatePath } from '../machineState';
import { useViewMachine } from '../useViewMachine';

export interface StoryMachineStart<M extends AnyStateMachine> {
  input: InputFrom<M>;
  /** Where the machine rests at first; its initial state when absent. */
  state?: StatePath<M>;
  /** The story's patch of the machine's context at `state`. */
  context?: Partial<ContextFrom<M>>;
}

/** The machine `provide` makes (once), started as the story says: the view's props. */
export function useStoryMachine<M extends AnyStateMachine>(
  provide: () => M,
  { input, state, context }: StoryMachineStart<M>,
): MachineViewProps<M> {
  return useViewMachine(provide, {
    input,
    ...(state === undefined
      ? {}
      : { start: (machine: M) => snapshotAt(machine, state, { input, context }) }),
  }).view;
}
