import { describe, expect, it } from 'vitest';
import type { ForgotPasswordRequest, Ok } from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { expectRefused } from '../testing/forms';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { forgotPasswordMachine, forgotPasswordStates } from './forgotPasswordMachine';

function start(
  request = fakeActor<Ok, ForgotPasswordRequest>(() => ({ success: true })),
  email?: string,
) {
  const { actor } = startWithFakes(
    forgotPasswordMachine,
    { requestPasswordReset: request },
    { role: 'exposant', email },
  );
  return { actor, calls: request.calls };
}

describe('forgot password machine (spec §2, §8)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(forgotPasswordMachine, {
      input: { role: 'visiteur', email: 'anne@example.com' },
      events: [
        done('requestPasswordReset', { success: true }),
        failed('requestPasswordReset', apiError(4291, 'error.request_in_progress')),
      ],
    });
    expect(reached).toEqual(sorted(forgotPasswordStates));
  });

  it('requests a link for the email and the login area, prefilled from login (spec §2)', async () => {
    const { actor, calls } = start(undefined, ' Anne@Example.com');
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'sent');
    expect(calls).toEqual([{ email: 'anne@example.com', role: 'exposant' }]);
  });

  it('answers the same whether or not the account exists (spec §8 reset link sent if the account exists)', async () => {
    // The API answers { success: true } in both cases; the machine has one 'sent' state for both.
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'nobody@example.com' });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'sent');
    expect(actor.getSnapshot().context.feedback.formError).toBeNull();
  });

  it("shows 'A request is already in progress. Please wait.' when throttled (spec §8 reset throttled)", async () => {
    const { actor } = start(
      failingActor<Ok, ForgotPasswordRequest>(apiError(4291, 'error.request_in_progress')),
      'anne@example.com',
    );
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'form.idle');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.request_in_progress');
    expect(actor.getSnapshot().context.values.email).toBe('anne@example.com');
  });

  it('checks the email before sending (spec §5 email)', () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'anne@' });
    expectRefused(actor, calls, { email: ['validation.email'] });
  });

  it('lets the user ask again from the sent state', async () => {
    const { actor } = start(undefined, 'anne@example.com');
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'sent');
    actor.send({ type: 'AGAIN' });
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' });
  });
});
