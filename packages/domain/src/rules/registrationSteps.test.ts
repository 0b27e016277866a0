import { describe, expect, it } from 'vitest';
import { firstRegistrationSteps, registrationSteps, stepPosition } from './registrationSteps';

describe('registration step numbers (spec §2 register and first-registration request)', () => {
  it('numbers account creation: identification 1, details 2, password 3 of 3 (spec §2, §7)', () => {
    expect(registrationSteps.map((step) => stepPosition(registrationSteps, step))).toEqual([
      { number: 1, total: 3 },
      { number: 2, total: 3 },
      { number: 3, total: 3 },
    ]);
  });

  it('numbers the first-registration request: email 1, company 2, request 3 of 3 (spec §2)', () => {
    expect(stepPosition(firstRegistrationSteps, 'email')).toEqual({ number: 1, total: 3 });
    expect(stepPosition(firstRegistrationSteps, 'company')).toEqual({ number: 2, total: 3 });
    expect(stepPosition(firstRegistrationSteps, 'request')).toEqual({ number: 3, total: 3 });
  });

  it('refuses a step that is not in the form', () => {
    expect(() => stepPosition(registrationSteps as readonly string[], 'payment')).toThrow(
      RangeError,
    );
  });
});
