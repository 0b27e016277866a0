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
import type { PicklistsState } from '../../kit/data/usePicklists';
import { stateOf } from '../../kit/machineState';
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
  const [snapshot, send] = useMachine(machine, { input });
  useWhenDone(snapshot, onSaved);
  return (
    <ContactEditView
      state={stateOf(snapshot)}
      context={snapshot.context}
      send={send}
      lists={lists}
      onCancel={onCancel}
    />
  );
}

export function PasswordChangeForm({
  machine,
  onSaved,
  onCancel,
}: FormProps<typeof passwordChangeMachine, unknown>) {
  const [snapshot, send] = useMachine(machine);
  useWhenDone(snapshot, onSaved);
  return (
    <PasswordChangeView
      state={stateOf(snapshot)}
      context={snapshot.context}
      send={send}
      onCancel={onCancel}
    />
  );
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
  const [snapshot, send] = useMachine(machine, { input });
  useWhenDone(snapshot, onSaved);
  return (
    <AccountEditView
      state={stateOf(snapshot)}
      context={snapshot.context}
      send={send}
      lists={lists}
      onCancel={onCancel}
    />
  );
}

export function BrandEditForm({
  machine,
  input,
  onSaved,
  onCancel,
}: FormProps<typeof brandEditMachine, Company | null> & { input: BrandEditInput }) {
  const [snapshot, send] = useMachine(machine, { input });
  useWhenDone(snapshot, onSaved);
  return (
    <BrandEditView
      state={stateOf(snapshot)}
      context={snapshot.context}
      send={send}
      onCancel={onCancel}
    />
  );
}
