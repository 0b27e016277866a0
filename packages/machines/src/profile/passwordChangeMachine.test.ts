import { describe, expect, it } from 'vitest';
import type { Ok, PasswordChange } from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { expectRefused } from '../testing/forms';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { passwordChangeMachine, passwordChangeStates } from './passwordChangeMachine';

function start(change = fakeActor<Ok, PasswordChange>(() => ({ success: true }))) {
  const { actor } = startWithFakes(passwordChangeMachine, { changePassword: change });
  return { actor, calls: change.calls };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, confirmation = 'N3w!password') {
  actor.send({ type: 'CHANGE', field: 'oldpassword', value: 'old-secret' });
  actor.send({ type: 'CHANGE', field: 'password', value: 'N3w!password' });
  actor.send({ type: 'CHANGE', field: 'password_confirmation', value: confirmation });
}

describe('change password machine (spec §2 me/informations, §5, §8)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(passwordChangeMachine, {
      events: [
        { type: 'CHANGE', field: 'oldpassword', value: 'old' },
        { type: 'CHANGE', field: 'password', value: 'N3w!password' },
        { type: 'CHANGE', field: 'password_confirmation', value: 'N3w!password' },
        done('changePassword', { success: true }),
        failed('changePassword', apiError(2201, 'error.input_errors')),
      ],
    });
    expect(reached).toEqual(sorted(passwordChangeStates));
  });

  it("saves the new password and forgets what was typed: 'new password saved' (spec §8)", async () => {
    const { actor, calls } = start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'saved');
    expect(calls).toEqual([
      {
        oldpassword: 'old-secret',
        password: 'N3w!password',
        password_confirmation: 'N3w!password',
      },
    ]);
    expect(actor.getSnapshot().context.values.password).toBe('');
  });

  it("checks the confirmation before sending: 'Passwords don't match' (spec §5, §8)", () => {
    const { actor, calls } = start();
    fill(actor, 'N3w!passwore');
    expectRefused(actor, calls, { password_confirmation: ['validation.password_mismatch'] });
  });

  it("shows 'The password is not correct' under the old password (spec §8)", async () => {
    const { actor } = start(
      failingActor<Ok, PasswordChange>(apiError(13, 'The password is not correct.')),
    );
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'editing');
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      oldpassword: ['error.password_incorrect'],
    });
    expect(actor.getSnapshot().context.values.oldpassword).toBe('old-secret');
  });
});
