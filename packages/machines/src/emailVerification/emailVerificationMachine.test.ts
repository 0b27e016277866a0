import { describe, expect, it } from 'vitest';
import type { Ok, VerifyEmailRequest, VerifyEmailResponse } from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import {
  emailVerificationMachine,
  emailVerificationStates,
  type EmailVerificationInput,
  type ResendVerificationInput,
} from './emailVerificationMachine';

const link: EmailVerificationInput = { email: 'anne@example.com', token: 'tok-123' };
const verified: VerifyEmailResponse = { status: 'verified', role: 'exposant' };

function start(
  verifyEmail = fakeActor<VerifyEmailResponse, VerifyEmailRequest>(() => verified),
  input: EmailVerificationInput = link,
  resend = fakeActor<Ok, ResendVerificationInput>(() => ({ success: true })),
) {
  const { actor, clock } = startWithFakes(
    emailVerificationMachine,
    { verifyEmail, resendVerificationEmail: resend },
    input,
  );
  return { actor, clock, verifyCalls: verifyEmail.calls, resendCalls: resend.calls };
}

describe('email verification machine (spec §4 Email verification)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(
      emailVerificationMachine,
      {
        input: link,
        events: [
          done('verifyEmail', verified),
          failed('verifyEmail', apiError(4100, 'error.verification_expired')),
          failed('verifyEmail', apiError(4101, 'error.verification_token_invalid')),
          failed('verifyEmail', apiError(5000, 'error.generic')),
          done('resendVerificationEmail', { success: true }),
          failed('resendVerificationEmail', apiError(4290, 'error.too_many_requests')),
        ],
      },
      { input: { email: null, token: null } },
    );
    expect(reached).toEqual(sorted(emailVerificationStates));
  });

  it('verifies the address with the email and token of the link (spec §7 verified-email)', async () => {
    const { actor, verifyCalls } = start();
    expect(actor.getSnapshot().value).toBe('verif');
    await settleIn(actor, 'success');
    expect(verifyCalls).toEqual([{ email: 'anne@example.com', token: 'tok-123' }]);
    expect(actor.getSnapshot().context.message).toBe('success.email_verified');
    expect(actor.getSnapshot().context.role).toBe('exposant');
  });

  it('redirects to login 1 s after success, not before (spec §4, §9 verification redirect delay)', async () => {
    const { actor, clock } = start();
    await settleIn(actor, 'success');
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('success');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ role: 'exposant', email: 'anne@example.com' });
  });

  it('counts an already verified address as success (spec §4 already processed)', async () => {
    const { actor } = start(
      fakeActor<VerifyEmailResponse, VerifyEmailRequest>(() => ({
        status: 'already_verified',
        role: 'visiteur',
      })),
    );
    await settleIn(actor, 'success');
    expect(actor.getSnapshot().context.message).toBe('error.email_already_verified');
  });

  it('counts an already verified answer given as an error as success (spec §4, §8)', async () => {
    const { actor } = start(
      failingActor<VerifyEmailResponse, VerifyEmailRequest>(
        apiError(13, 'Your email has already been verified.'),
      ),
    );
    await settleIn(actor, 'success');
  });

  it('offers a new email when the link expired, then sends it (spec §4 renew, resend, resent)', async () => {
    const { actor, resendCalls } = start(
      failingActor<VerifyEmailResponse, VerifyEmailRequest>(
        apiError(4100, 'error.verification_expired'),
      ),
    );
    await settleIn(actor, 'renew');
    expect(actor.getSnapshot().context.message).toBe('error.verification_expired');
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().value).toBe('resend');
    await settleIn(actor, 'resent');
    expect(resendCalls).toEqual([{ email: 'anne@example.com', token: 'tok-123' }]);
    expect(actor.getSnapshot().context.message).toBe('success.verification_email_resent');
  });

  it('goes back to renew with the reason when the new email cannot be sent (spec §4, §8)', async () => {
    const { actor } = start(
      failingActor<VerifyEmailResponse, VerifyEmailRequest>(apiError(4100, 'expired')),
      link,
      failingActor<Ok, ResendVerificationInput>(apiError(4290, 'error.too_many_requests')),
    );
    await settleIn(actor, 'renew');
    actor.send({ type: 'RESEND' });
    await settleIn(actor, 'renew');
    expect(actor.getSnapshot().context.message).toBe('error.too_many_requests');
  });

  it('shows invalid for an unknown or used token (spec §4 invalid, §8)', async () => {
    const { actor } = start(
      failingActor<VerifyEmailResponse, VerifyEmailRequest>(
        apiError(4101, 'error.verification_token_invalid'),
      ),
    );
    await settleIn(actor, 'invalid');
    expect(actor.getSnapshot().context.message).toBe('error.verification_token_invalid');
  });

  it('shows invalid without calling the API when the link has no token (spec §2 token in query)', () => {
    const { actor, verifyCalls } = start(undefined, { email: 'anne@example.com', token: '' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(verifyCalls).toEqual([]);
  });

  it('lets the user retry when the server fails (spec §8 others)', async () => {
    let attempts = 0;
    const { actor } = start(
      fakeActor<VerifyEmailResponse, VerifyEmailRequest>(() => {
        attempts += 1;
        if (attempts === 1) throw apiError(5000, 'error.generic');
        return verified;
      }),
    );
    await settleIn(actor, 'failed');
    expect(actor.getSnapshot().context.message).toBe('error.generic');
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'success');
  });
});
