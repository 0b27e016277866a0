import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { resolveMessageKey } from '@salon/domain';
import type {
  LoginForm,
  LoginResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { loginResponse, visitor } from '../testing/samples';
import { loginMachine, loginStates, type LoginInput } from './loginMachine';

function start(
  login = fakeActor<LoginResponse, LoginForm>(() => loginResponse),
  input: LoginInput = { role: 'exposant' },
  verifyEmail = fakeActor<VerifyEmailResponse, VerifyEmailRequest>(() => ({
    status: 'verified',
    role: 'exposant',
  })),
) {
  // The portal resolves server texts against its catalog, compiled from the domain's texts: the
  // domain's resolver stands in for it.
  const { actor } = startWithFakes(
    loginMachine,
    { login, verifyEmail },
    { resolveMessage: resolveMessageKey, ...input },
  );
  return { actor, loginCalls: login.calls, verifyCalls: verifyEmail.calls };
}

type LoginActor = ReturnType<typeof start>['actor'];

function fill(actor: LoginActor, email = 'Anne@Example.com ', password = 'secret') {
  actor.send({ type: 'CHANGE', field: 'email', value: email });
  actor.send({ type: 'CHANGE', field: 'password', value: password });
}

async function failWith(error: unknown) {
  const { actor } = start(failingActor<LoginResponse, LoginForm>(error));
  fill(actor);
  actor.send({ type: 'SUBMIT' });
  await settleIn(actor, 'form.idle');
  return actor.getSnapshot().context;
}

describe('login machine (spec §2, §8)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(loginMachine, {
      input: { role: 'exposant', email: 'anne@example.com', token: 'tok' },
      events: [
        { type: 'CHANGE', field: 'password', value: 'secret' },
        done('verifyEmail', { status: 'verified', role: 'exposant' }),
        done('login', loginResponse),
        failed('login', apiError(1101, 'error.incorrect_identifiers')),
      ],
    });
    expect(reached).toEqual(sorted(loginStates));
  });

  it('shows the form at once when no token is given (spec §2)', () => {
    const { actor, verifyCalls } = start();
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' });
    expect(verifyCalls).toEqual([]);
  });

  it('verifies the address first when an email and a token are given, then shows the form (spec §2)', async () => {
    const { actor, verifyCalls } = start(undefined, {
      role: 'exposant',
      email: 'anne@example.com',
      token: 'tok-1',
    });
    expect(actor.getSnapshot().value).toBe('verifyingEmail');
    await settleIn(actor, 'form.idle');
    expect(verifyCalls).toEqual([{ email: 'anne@example.com', token: 'tok-1' }]);
    expect(actor.getSnapshot().context.notice).toEqual({
      tone: 'success',
      message: 'success.account_activated',
    });
    expect(actor.getSnapshot().context.values.email).toBe('anne@example.com');
  });

  it.each([
    [
      'shows the form with the reason when the verification on arrival fails (spec §2, §8)',
      'exposant',
      apiError(4100, 'error.verification_expired'),
      { tone: 'critical', message: 'error.verification_expired' },
    ],
    [
      'counts an already verified address as success on arrival (spec §4 already processed)',
      'visiteur',
      apiError(13, 'Your email has already been verified.'),
      { tone: 'success', message: 'error.email_already_verified' },
    ],
  ] as const)('%s', async (_, role, error, notice) => {
    const { actor } = start(
      undefined,
      { role, email: 'anne@example.com', token: 'tok' },
      failingActor(error),
    );
    await settleIn(actor, 'form.idle');
    expect(actor.getSnapshot().context.notice).toEqual(notice);
  });

  it('logs in with the email, the password and the role of the area (spec §3, §6)', async () => {
    const { actor, loginCalls } = start(undefined, { role: 'visiteur' });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toEqual({ form: 'submitting' });
    await settleIn(actor, 'redirecting');
    expect(loginCalls).toEqual([
      { email: 'anne@example.com', password: 'secret', role: 'visiteur' },
    ]);
  });

  it('goes to the dashboard by default (spec §2 default destination)', async () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'redirecting');
    expect(actor.getSnapshot().output).toEqual({ response: loginResponse, redirect: null });
  });

  it('goes to the requested path of the redirect query (spec §2)', async () => {
    const { actor } = start(undefined, { role: 'exposant', redirect: '/fr/pro/invoices?x=1' });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'redirecting');
    expect(actor.getSnapshot().output?.redirect).toBe('/fr/pro/invoices?x=1');
  });

  it('never redirects to another site (spec §2 redirect query)', () => {
    for (const redirect of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      const { actor } = start(undefined, { role: 'exposant', redirect });
      expect(actor.getSnapshot().context.redirect).toBeNull();
    }
  });

  it('requires the email and the password, with the banner (spec §5, §8)', () => {
    const { actor, loginCalls } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback).toEqual({
      fieldErrors: { email: ['validation.required'], password: ['validation.required'] },
      formError: 'error.input_errors',
      description: null,
    });
    expect(loginCalls).toEqual([]);
  });

  it('checks the email format before calling the API (spec §5 email)', () => {
    const { actor } = start();
    fill(actor, 'not-an-email');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors.email).toEqual(['validation.email']);
  });

  it('shows 1101 on the email field and keeps what was typed (spec §8 1101)', async () => {
    const context = await failWith(apiError(1101, 'Incorrect identifiers.'));
    expect(context.feedback.fieldErrors).toEqual({ email: ['error.incorrect_identifiers'] });
    expect(context.values).toEqual({ email: 'Anne@Example.com ', password: 'secret' });
  });

  it("resolves a server text with the resolver it is given, and without one shows the code's own message (spec §5, §8 1101)", async () => {
    const seen: unknown[] = [];
    const catalog = (description: unknown) => {
      seen.push(description);
      return description === 'Identifiants invalides'
        ? ('error.no_portal_account' as const)
        : undefined;
    };
    const { actor } = start(
      failingActor<LoginResponse, LoginForm>(apiError(1101, 'Identifiants invalides')),
      { role: 'exposant', resolveMessage: catalog },
    );
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'form.idle');
    expect(seen).toContain('Identifiants invalides');
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      email: ['error.no_portal_account'],
    });

    const bare = createActor(
      loginMachine.provide({
        actors: {
          login: failingActor<LoginResponse, LoginForm>(apiError(1101, 'Identifiants invalides'))
            .logic,
        },
      }),
      { input: { role: 'exposant' } },
    ).start();
    fill(bare);
    bare.send({ type: 'SUBMIT' });
    await settleIn(bare, 'form.idle');
    expect(bare.getSnapshot().context.feedback.fieldErrors).toEqual({
      email: ['error.incorrect_identifiers'],
    });
  });

  it('shows 1102 on the email field (spec §8 1102)', async () => {
    const context = await failWith(apiError(1102, 'error.email_not_verified'));
    expect(context.feedback.fieldErrors).toEqual({ email: ['error.email_not_verified'] });
  });

  it('shows 4010 on the email field (spec §8 4010)', async () => {
    const context = await failWith(apiError(4010, 'error.no_portal_account'));
    expect(context.feedback.fieldErrors).toEqual({ email: ['error.no_portal_account'] });
  });

  it('shows 4050 on the email field (spec §8 4050)', async () => {
    const context = await failWith(apiError(4050, 'error.several_results'));
    expect(context.feedback.fieldErrors).toEqual({ email: ['error.several_results'] });
  });

  it('maps 2201 field errors on login (spec §8 2201)', async () => {
    const context = await failWith(
      apiError(2201, 'error.input_errors', { password: ['validation.required'] }),
    );
    expect(context.feedback).toEqual({
      fieldErrors: { password: ['validation.required'] },
      formError: 'error.input_errors',
      description: null,
    });
  });

  it('shows the description of a code 13 error (spec §8 13)', async () => {
    const context = await failWith(apiError(13, 'Votre accès est suspendu.'));
    expect(context.feedback.description).toBe('Votre accès est suspendu.');
    expect(context.feedback.fieldErrors).toEqual({});
  });

  it('shows too many requests in the banner (spec §8 code 4290)', async () => {
    const context = await failWith(apiError(4290, 'error.too_many_requests'));
    expect(context.feedback.formError).toBe('error.too_many_requests');
  });

  it('keeps the user of the response for the session (spec §4 login sets the user)', async () => {
    const { actor } = start(
      fakeActor<LoginResponse, LoginForm>(() => ({ ...loginResponse, user: visitor })),
      { role: 'visiteur' },
    );
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'redirecting');
    expect(actor.getSnapshot().output?.response.user.role).toBe('visiteur');
  });
});
