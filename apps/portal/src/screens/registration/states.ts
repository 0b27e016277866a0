// The typed states of the registration machines, as their views receive them
// (docs/portal-kit.md "A machine's state").
import type { Language } from '@salon/domain';
import type { firstRegistrationMachine, registrationMachine } from '@salon/machines';
import type { AnyStateMachine } from 'xstate';
import type { MachineViewProps, StatePath } from '../../kit/machineState';
import type { PicklistsState } from './picklists';

/** A state of the registration machine (register, init and tmp-register, spec §2). */
export type RegistrationState = StatePath<typeof registrationMachine>;

/** A state of the first-registration machine (first-registration request, spec §2). */
export type FirstRegistrationState = StatePath<typeof firstRegistrationMachine>;

/** What a step of a registration view takes of the registration machine: its context and `send`. */
export type RegistrationStepProps = Omit<MachineViewProps<typeof registrationMachine>, 'state'>;

/** What a step of the first-registration view takes of its machine: its context and `send`. */
export type FirstRegistrationStepProps = Omit<
  MachineViewProps<typeof firstRegistrationMachine>,
  'state'
>;

/**
 * What a registration screen's pure view takes (register, tmp-register, first-registration): its
 * machine's state, context and `send`, the language, the form's picklists and the show's website.
 */
export interface RegistrationViewProps<
  M extends AnyStateMachine,
  Lists extends string,
> extends MachineViewProps<M> {
  lang: Language;
  picklists: PicklistsState<Lists>;
  /** The show's website, where the terms and the personal-data policy are (spec §2, §5). */
  siteUrl: string;
}
