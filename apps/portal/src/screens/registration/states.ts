// The typed states of the registration machines, as their views receive them
// (docs/portal-kit.md "A machine's state").
import type { firstRegistrationMachine, registrationMachine } from '@salon/machines';
import type { StatePath } from '../../kit/machineState';

/** A state of the registration machine (register, init and tmp-register, spec §2). */
export type RegistrationState = StatePath<typeof registrationMachine>;

/** A state of the first-registration machine (first-registration request, spec §2). */
export type FirstRegistrationState = StatePath<typeof firstRegistrationMachine>;
