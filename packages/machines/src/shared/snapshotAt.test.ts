// Every state of every machine can be shown on its own (docs/machines.md "State lists": Storybook
// shows each state).
import { createActor } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accountEditMachine } from '../profile/accountEditMachine';
import { brandEditMachine } from '../profile/brandEditMachine';
import { contactEditMachine } from '../profile/contactEditMachine';
import { chunkLoadMachine } from '../chunkLoad/chunkLoadMachine';
import { contactMachine } from '../contact/contactMachine';
import { emailVerificationMachine } from '../emailVerification/emailVerificationMachine';
import { firstRegistrationMachine } from '../firstRegistration/firstRegistrationMachine';
import { loginMachine } from '../login/loginMachine';
import { marketplaceSsoMachine } from '../marketplace/marketplaceSsoMachine';
import { forgotPasswordMachine } from '../passwordReset/forgotPasswordMachine';
import { resetPasswordMachine } from '../passwordReset/resetPasswordMachine';
import { cardPaymentMachine } from '../payment/cardPaymentMachine';
import { transferPaymentMachine } from '../payment/transferPaymentMachine';
import { passwordChangeMachine } from '../profile/passwordChangeMachine';
import { rebookingMachine } from '../rebooking/rebookingMachine';
import { registrationMachine } from '../registration/registrationMachine';
import { sessionMachine } from '../session/sessionMachine';
import { machineStates } from '../states';
import { company, payment } from '../testing/samples';
import { snapshotAt } from './snapshotAt';
import { toStatePaths } from './stateValues';

const machines: Record<keyof typeof machineStates, { machine: AnyStateMachine; input?: unknown }> =
  {
    session: { machine: sessionMachine, input: { appVersion: '1.0.0' } },
    login: { machine: loginMachine, input: { role: 'exposant' } },
    emailVerification: {
      machine: emailVerificationMachine,
      input: { email: 'a@b.fr', token: 't' },
    },
    forgotPassword: { machine: forgotPasswordMachine, input: { role: 'exposant' } },
    resetPassword: { machine: resetPasswordMachine, input: { token: 't' } },
    registration: { machine: registrationMachine, input: { role: 'exposant', mode: 'register' } },
    firstRegistration: { machine: firstRegistrationMachine, input: {} },
    rebooking: { machine: rebookingMachine, input: {} },
    cardPayment: {
      machine: cardPaymentMachine,
      input: { mode: 'pay', payment: payment(), now: 0, idempotencyKey: 'k'.repeat(16) },
    },
    transferPayment: {
      machine: transferPaymentMachine,
      input: { payment: payment(), idempotencyKey: 'k'.repeat(16) },
    },
    contact: { machine: contactMachine, input: {} },
    passwordChange: { machine: passwordChangeMachine },
    accountEdit: { machine: accountEditMachine, input: { account: company() } },
    brandEdit: {
      machine: brandEditMachine,
      input: { brand: { token: 'b', name: 'B', website: null, instagram: null } },
    },
    contactEdit: {
      machine: contactEditMachine,
      input: {
        role: 'exposant',
        contact: { salutation: null, phone: null, mobile: null, fonction: null },
      },
    },
    chunkLoad: { machine: chunkLoadMachine },
    marketplaceSso: { machine: marketplaceSsoMachine },
  };

describe('snapshotAt: each state on its own, for the stories (docs/machines.md)', () => {
  for (const [name, states] of Object.entries(machineStates)) {
    const { machine, input } = machines[name as keyof typeof machineStates];
    it.each(states.map((state) => [state]))(`${name}: %s`, (state) => {
      const snapshot = snapshotAt(machine, state, { input });
      expect(toStatePaths(snapshot.value)).toContain(state);
    });
  }

  it('keeps a patched context and starts nothing', async () => {
    const snapshot = snapshotAt(loginMachine, 'form.submitting', {
      input: { role: 'exposant' },
      context: { values: { email: 'anne@example.com', password: 'x' } },
    });
    const actor = createActor(loginMachine, { snapshot, input: { role: 'exposant' } }).start();
    // The login placeholder would reject if it ran: the state would fall back to the form.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().value).toEqual({ form: 'submitting' });
    expect(actor.getSnapshot().context.values.email).toBe('anne@example.com');
    actor.stop();
  });

  it('sets one state per region of a parallel machine', () => {
    const snapshot = snapshotAt(sessionMachine, ['session.anonymous', 'alert.sessionExpired'], {
      input: { appVersion: '1.0.0' },
    });
    expect(snapshot.value).toEqual({ session: 'anonymous', alert: 'sessionExpired' });
  });
});
