import { describe, expect, it } from 'vitest';
import type { ResetPasswordRequest } from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { expectRefused } from '../testing/forms';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import {
  resetPasswordMachine,
  resetPasswordStates,
  type ResetPasswordResult,
} from './resetPasswordMachine';

const result: ResetPasswordResult = { role: 'exposant', email: 'anne@example.com' };

function start(
  reset = fakeActor<ResetPasswordResult, ResetPasswordRequest>(() => result),
  token: string | null = 'reset-token',
) {
  const { actor } = startWithFakes(resetPasswordMachine, { resetPassword: reset }, { token });
  return { actor, calls: reset.calls };
}

type ResetActor = ReturnType<typeof start>['actor'];

function fill(actor: ResetActor, password = 'Str0ng!pass', confirmation = password) {
  actor.send({ type: 'CHANGE', field: 'password', value: password });
  actor.send({ type: 'CHANGE', field: 'password_confirmation', value: confirmation });
}

describe('reset password machine (spec §2, §5, §8)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(resetPasswordMachine, {
      input: { token: 'tok' },
      events: [
        { type: 'CHANGE', field: 'password', value: 'Str0ng!pass' },
        { type: 'CHANGE', field: 'password_confirmation', value: 'Str0ng!pass' },
        done('resetPassword', result),
        failed('resetPassword', apiError(4101, 'error.verification_token_invalid')),
        failed('resetPassword', apiError(5000, 'error.generic')),
      ],
    });
    expect(reached).toEqual(sorted(resetPasswordStates));
  });

  it('sets the new password with the token, then succeeds toward login (spec §2, §8 password reset)', async () => {
    const { actor, calls } = start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'success');
    expect(calls).toEqual([
      { token: 'reset-token', password: 'Str0ng!pass', password_confirmation: 'Str0ng!pass' },
    ]);
    expect(actor.getSnapshot().output).toEqual(result);
  });

  it('refuses a password that breaks the rule (spec §5 password)', () => {
    const { actor, calls } = start();
    fill(actor, 'weakpass');
    expectRefused(actor, calls, { password: ['validation.password_format'] });
  });

  it("refuses a confirmation that does not match: 'Passwords don't match' (spec §5, §8)", () => {
    const { actor } = start();
    fill(actor, 'Str0ng!pass', 'Str0ng!pas');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      password_confirmation: ['validation.password_mismatch'],
    });
  });

  it('shows the invalid link at once when the link has no token (spec §2 token in query)', () => {
    const { actor } = start(undefined, null);
    expect(actor.getSnapshot().value).toBe('tokenInvalid');
    expect(actor.getSnapshot().context.linkError).toBe('error.reset_token_invalid');
  });

  it('shows the invalid link when the API refuses an expired token (spec §8 invalid reset token)', async () => {
    const { actor } = start(
      failingActor<ResetPasswordResult, ResetPasswordRequest>(
        apiError(4100, 'error.verification_expired'),
      ),
    );
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'tokenInvalid');
    expect(actor.getSnapshot().context.linkError).toBe('error.reset_token_invalid');
  });

  it('keeps the passwords typed and shows field errors on 2201 (spec §8 2201)', async () => {
    const { actor } = start(
      failingActor<ResetPasswordResult, ResetPasswordRequest>(
        apiError(2201, 'error.input_errors', { password: ['validation.password_format'] }),
      ),
    );
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'form.idle');
    const { context } = actor.getSnapshot();
    expect(context.feedback.fieldErrors).toEqual({ password: ['validation.password_format'] });
    expect(context.values.password).toBe('Str0ng!pass');
  });
});
