// The published surface (docs/machines.md "Exports"): the export list cannot change by accident,
// and every machine comes with its state list.
import { describe, expect, it } from 'vitest';
import * as machines from './index';

describe('@salon/machines exports', () => {
  it('keeps its public export list', () => {
    expect(Object.keys(machines).sort()).toMatchInlineSnapshot(`
      [
        "INPUT_ERRORS_KEY",
        "MAX_PENDING_CHECKS",
        "MAX_PROOF_BYTES",
        "TOKEN_REFRESH_MARGIN_MS",
        "accountEditMachine",
        "accountEditStates",
        "brandEditMachine",
        "brandEditStates",
        "cardPaymentMachine",
        "cardPaymentStates",
        "chunkLoadMachine",
        "chunkLoadStates",
        "contactEditMachine",
        "contactEditStates",
        "contactMachine",
        "contactStates",
        "emailVerificationMachine",
        "emailVerificationStates",
        "firstRegistrationMachine",
        "firstRegistrationStates",
        "forgotPasswordMachine",
        "forgotPasswordStates",
        "loginMachine",
        "loginStates",
        "machineStates",
        "marketplaceSsoMachine",
        "marketplaceSsoStates",
        "noFeedback",
        "operationKey",
        "passwordChangeMachine",
        "passwordChangeStates",
        "proofProblem",
        "rebookingMachine",
        "rebookingStates",
        "registrationMachine",
        "registrationStates",
        "resetPasswordMachine",
        "resetPasswordStates",
        "safeRedirectPath",
        "sessionMachine",
        "sessionStates",
        "snapshotAt",
        "stateValuesOf",
        "toStatePaths",
        "tokenRefreshDelayMs",
        "transferPaymentMachine",
        "transferPaymentStates",
      ]
    `);
  });

  it('exports the state list of every machine, each state once', () => {
    for (const [name, states] of Object.entries(machines.machineStates)) {
      expect(states.length, name).toBeGreaterThan(1);
      expect(new Set(states).size, name).toBe(states.length);
      expect(Object.isFrozen(states), name).toBe(true);
    }
  });

  it('pairs each exported machine with its exported state list', () => {
    const machineNames = Object.keys(machines).filter((key) => key.endsWith('Machine'));
    expect(machineNames.map((name) => name.replace(/Machine$/, '')).sort()).toEqual(
      Object.keys(machines.machineStates).sort(),
    );
    for (const name of machineNames) {
      const base = name.replace(/Machine$/, '');
      expect(machines).toHaveProperty(`${base}States`);
    }
  });
});
