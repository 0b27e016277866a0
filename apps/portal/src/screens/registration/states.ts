// The typed states of the registration machines, as their views receive them
// (docs/portal-kit.md "A machine's state").
import type { firstRegistrationMachine, registrationMachine } from '@salon/machines';
import type { MachineViewProps, StatePath } from '../../kit/machineState';

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
