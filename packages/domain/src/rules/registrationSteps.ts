// The numbered steps of the registration forms (spec §2): the heading says 'Step n of 3'.
// - Account creation (pro/register, guest/register, pro/init, guest/init; spec §7
//   init-register, valid-infos-register, valid-pwd-register): identification, the contact's
//   details, the password.
// - First-registration request (pro/first-registration and its Matter and Shape variant; spec §2
//   'Registration request', §7 sf/check-contact then the request): the email checked first, then
//   the company, then the request itself. The spec lists the request's sections without numbering
//   them; three steps match the two screens the exhibitor fills after the email check.

export const registrationSteps = ['identity', 'details', 'password'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

export const firstRegistrationSteps = ['email', 'company', 'request'] as const;
export type FirstRegistrationStep = (typeof firstRegistrationSteps)[number];

export interface StepPosition {
  /** 1-based. */
  number: number;
  total: number;
}

/** Where a step stands in its form: 'Step {number} of {total}'. */
export function stepPosition<S extends string>(steps: readonly S[], step: S): StepPosition {
  const index = steps.indexOf(step);
  if (index < 0) throw new RangeError(`unknown step ${step}`);
  return { number: index + 1, total: steps.length };
}
