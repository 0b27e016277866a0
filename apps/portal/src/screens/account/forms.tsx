// The modal forms' containers: each runs its machine (provided with the real calls by the screen,
// with fakes by the stories) and hands the pure view its typed state (docs/portal-kit.md). When
// the machine reaches `saved`, the container reports what the API answered and the modal closes.
import type {
  accountEditMachine,
  brandEditMachine,
  contactEditMachine,
  passwordChangeMachine,
} from '@salon/machines';
import { type AccountEditInput, type BrandEditInput, type ContactEditInput } from '@salon/machines';
import type { Company, User } from '@salon/domain';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { AnyStateMachine, ContextFrom, InputFrom, StateValue } from 'xstate';
import type { PicklistsState } from '../../kit/data/usePicklists';
import { stateOf, type MachineViewProps, type StatePath } from '../../kit/machineState';
import { AccountEditView } from './AccountEditView';
import { BrandEditView } from './BrandEditView';
import { ContactEditView } from './ContactEditView';
import { PasswordChangeView } from './PasswordChangeView';

/** Calls `onDone` once, with the machine's output, when it reaches its final state. */
function useWhenDone<T>(snapshot: { status: string; output?: T }, onDone: (output: T) => void) {
  const reported = useRef(false);
  useEffect(() => {
    if (snapshot.status === 'done' && !reported.current) {
      reported.current = true;
      onDone(snapshot.output as T);
    }
  }, [snapshot, onDone]);
}

/**
 * Runs the form's machine (started with `input`) and gives its view the typed state, the context
 * and `send`; reports the output to `onSaved` once the machine is done.
 */
function useFormMachine<M extends AnyStateMachine, Output>(
  machine: M,
  input: InputFrom<M>,
  onSaved: (output: Output) => void,
): MachineViewProps<M> {
  const [snapshot, send] = useMachine(machine, { input } as never);
  useWhenDone(snapshot as { status: string; output?: Output }, onSaved);
  return {
    state: stateOf(snapshot as { value: StateValue }) as StatePath<M>,
    context: snapshot.context as ContextFrom<M>,
    send,
  };
}

interface FormProps<Machine, Output> {
  /** The machine, provided with its call. */
  machine: Machine;
  onSaved: (output: Output) => void;
  onCancel: () => void;
}

export function ContactEditForm({
  machine,
  input,
  lists,
  onSaved,
  onCancel,
}: FormProps<typeof contactEditMachine, User | null> & {
  input: ContactEditInput;
  lists: PicklistsState<'fonction'>;
}) {
  const view = useFormMachine(machine, input, onSaved);
  return <ContactEditView {...view} lists={lists} onCancel={onCancel} />;
}

export function PasswordChangeForm({
  machine,
  onSaved,
  onCancel,
}: FormProps<typeof passwordChangeMachine, unknown>) {
  const view = useFormMachine(machine, undefined, onSaved);
  return <PasswordChangeView {...view} onCancel={onCancel} />;
}

export function AccountEditForm({
  machine,
  input,
  lists,
  onSaved,
  onCancel,
}: FormProps<typeof accountEditMachine, Company | null> & {
  input: AccountEditInput;
  lists: PicklistsState<'country' | 'langue'>;
}) {
  const view = useFormMachine(machine, input, onSaved);
  return <AccountEditView {...view} lists={lists} onCancel={onCancel} />;
}

export function BrandEditForm({
  machine,
  input,
  onSaved,
  onCancel,
}: FormProps<typeof brandEditMachine, Company | null> & { input: BrandEditInput }) {
  const view = useFormMachine(machine, input, onSaved);
  return <BrandEditView {...view} onCancel={onCancel} />;
}
