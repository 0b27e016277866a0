import { describe, expect, it } from 'vitest';
import { describeError } from './describeError';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  EMAIL_CHECK_REDIRECT_DELAY_MS,
  NO_RETRY_CODES,
  VERIFICATION_REDIRECT_DELAY_MS,
  errorCatalogue,
  errorCodes,
  errorResponse,
  errorResponseSchema,
  globalAlertMessageKeys,
  isErrorCode,
  isErrorResponse,
  mayRetryAfterRefresh,
  readError,
} from './errors';
import { isMessageKey } from './messages/index';

const body = (code: number, description = '', errors?: Record<string, string[]>) =>
  errors ? { code, description, errors } : { code, description };

describe('error catalogue (spec §8)', () => {
  it('holds every code of spec §8 and the added ones', () => {
    const codes = Object.keys(errorCatalogue)
      .map(Number)
      .sort((a, b) => a - b);
    expect(codes).toEqual([
      13, 1001, 1101, 1102, 2201, 3030, 4001, 4010, 4030, 4031, 4040, 4050, 4090, 4100, 4101, 4220,
      4290, 4291, 5000,
    ]);
    for (const code of [1101, 1102, 2201, 4001, 4010, 4050, 3030, 13]) {
      expect(errorCatalogue[code as keyof typeof errorCatalogue].added, String(code)).toBe(false);
    }
  });

  it('points every code, and every contextual message, at an existing message key', () => {
    for (const definition of Object.values(errorCatalogue)) {
      expect(isMessageKey(definition.messageKey), String(definition.code)).toBe(true);
      for (const context of Object.values(definition.contexts ?? {})) {
        if (context.messageKey) expect(isMessageKey(context.messageKey)).toBe(true);
      }
    }
    for (const key of Object.values(globalAlertMessageKeys)) expect(isMessageKey(key)).toBe(true);
  });

  it('keeps names, codes and the catalogue in step', () => {
    for (const [name, code] of Object.entries(errorCodes)) {
      expect(errorCatalogue[code].name).toBe(name);
      expect(errorCatalogue[code].code).toBe(code);
    }
    expect(Object.keys(errorCodes)).toHaveLength(Object.keys(errorCatalogue).length);
  });

  it('gives each code an HTTP error status', () => {
    for (const definition of Object.values(errorCatalogue)) {
      expect(definition.status).toBeGreaterThanOrEqual(400);
      expect(definition.status).toBeLessThan(600);
    }
    expect(errorCatalogue[1101].status).toBe(401);
    expect(errorCatalogue[4031].status).toBe(403);
    expect(errorCatalogue[4290].status).toBe(429);
    expect(errorCatalogue[5000].status).toBe(500);
  });

  it('has the delays and timeout of spec §8 and §9', () => {
    expect(EMAIL_CHECK_REDIRECT_DELAY_MS).toBe(1000);
    expect(VERIFICATION_REDIRECT_DELAY_MS).toBe(1000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});

describe('401 retry rule (spec §7)', () => {
  it('never retries 1101 and 1102', () => {
    expect(NO_RETRY_CODES).toEqual([1101, 1102]);
    expect(mayRetryAfterRefresh(401, 1101)).toBe(false);
    expect(mayRetryAfterRefresh(401, 1102)).toBe(false);
    expect(errorCatalogue[1101].retryAfterRefresh).toBe(false);
    expect(errorCatalogue[1102].retryAfterRefresh).toBe(false);
  });

  it('retries once any other 401, with or without a code', () => {
    expect(mayRetryAfterRefresh(401, 1001)).toBe(true);
    expect(mayRetryAfterRefresh(401, 9999)).toBe(true);
    expect(mayRetryAfterRefresh(401)).toBe(true);
    expect(errorCatalogue[1001].retryAfterRefresh).toBe(true);
  });

  it('never retries another status', () => {
    expect(mayRetryAfterRefresh(403, 4031)).toBe(false);
    expect(mayRetryAfterRefresh(500)).toBe(false);
    const retried = Object.values(errorCatalogue).filter((d) => d.retryAfterRefresh);
    expect(retried.map((d) => d.code)).toEqual([1001]);
  });
});

describe('errorResponseSchema and isErrorResponse (docs/api.md "Error catalogue", spec §8)', () => {
  it('accepts { code, description, errors? }', () => {
    expect(isErrorResponse(body(2201, 'error.input_errors', { email: ['validation.email'] }))).toBe(
      true,
    );
    expect(isErrorResponse(body(13, 'Something'))).toBe(true);
  });

  it('refuses anything else without throwing', () => {
    for (const value of [
      null,
      undefined,
      42,
      'error',
      [],
      {},
      { code: '1101', description: 'x' },
      { code: 1.5, description: 'x' },
      { code: 1101 },
      { code: 1101, description: 'x', errors: { email: 'not a list' } },
      { code: 1101, description: 'x', errors: [] },
    ]) {
      expect(isErrorResponse(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('parses with safeParse into a typed failure, not an exception', () => {
    const result = errorResponseSchema.safeParse({ code: 'x' });
    expect(result.success).toBe(false);
  });
});

describe('readError: server messages by the resolver given (spec §5, §8)', () => {
  it('reads the description and field errors with the resolver, not the domain texts', () => {
    const resolveMessage = (text: unknown) =>
      text === 'Mauvais format' ? ('validation.email' as const) : undefined;
    const body = {
      code: 2201,
      description: 'error.input_errors',
      errors: { email: ['Mauvais format', 'Incorrect identifiers.'] },
    };
    expect(readError(body, { resolveMessage }).fieldErrors).toEqual({
      email: ['validation.email', 'validation.invalid'],
    });
    expect(
      readError(
        { code: 1101, description: 'Incorrect identifiers.' },
        {
          context: 'login',
          resolveMessage: () => undefined,
        },
      ).messageKey,
    ).toBe('error.incorrect_identifiers');
  });
});

describe('describeError (spec §8 codes)', () => {
  it('1101 on login: the description on the email field, never retried', () => {
    const described = describeError(body(1101, 'Incorrect identifiers.'), { context: 'login' });
    expect(described.behaviour).toEqual({ kind: 'emailField' });
    expect(described.messageKey).toBe('error.incorrect_identifiers');
    expect(described.retryAfterRefresh).toBe(false);
    expect(described.status).toBe(401);
  });

  it('1102 on login: the server’s description on the email field (contact inactive)', () => {
    const described = describeError(body(1102, 'Contact inactive'), { context: 'login' });
    expect(described.behaviour).toEqual({ kind: 'emailField' });
    expect(described.messageKey).toBe('error.contact_inactive');
    expect(describeError(body(1102, ''), { context: 'login' }).messageKey).toBe(
      'error.email_not_verified',
    );
  });

  it('1101 outside login: the description where the form shows errors', () => {
    expect(describeError(body(1101, 'The password is not correct')).behaviour).toEqual({
      kind: 'description',
    });
  });

  it('2201: field errors mapped to message keys, with the form summary (spec §8)', () => {
    const described = describeError(
      body(2201, 'There are errors in your data entry', {
        email: ['validation.email', 'The email must be a valid email address.'],
        'company.siret': ['The SIRET is invalid'],
        password: ['some unknown server text'],
      }),
      { context: 'login' },
    );
    expect(described.behaviour).toEqual({ kind: 'fieldErrors' });
    expect(described.messageKey).toBe('error.input_errors');
    expect(described.fieldErrors).toEqual({
      email: ['validation.email'],
      'company.siret': ['validation.siret'],
      password: ['validation.invalid'],
    });
  });

  it('4001 on a first check: account does not exist, first registration after 1 s (spec §8)', () => {
    const described = describeError(body(4001, 'No user corresponds to this email.'), {
      context: 'emailCheck',
    });
    expect(described.behaviour).toEqual({ kind: 'firstRegistrationRedirect', delayMs: 1000 });
    expect(described.messageKey).toBe('error.account_does_not_exist');
  });

  it('4010 on a first check redirects as 4001; elsewhere it sits on the email field', () => {
    expect(describeError(body(4010, ''), { context: 'emailCheck' }).behaviour).toEqual({
      kind: 'firstRegistrationRedirect',
      delayMs: EMAIL_CHECK_REDIRECT_DELAY_MS,
    });
    const onLogin = describeError(body(4010, ''), { context: 'login' });
    expect(onLogin.behaviour).toEqual({ kind: 'emailField' });
    expect(onLogin.messageKey).toBe('error.no_portal_account');
  });

  it('4001 on login sits on the email field', () => {
    expect(describeError(body(4001, ''), { context: 'login' })).toMatchObject({
      behaviour: { kind: 'emailField' },
      messageKey: 'error.no_user_for_email',
    });
  });

  it('4050: on the email field', () => {
    expect(
      describeError(
        body(4050, 'Several results match your email address. Please contact the WSN team.'),
      ),
    ).toMatchObject({ behaviour: { kind: 'emailField' }, messageKey: 'error.several_results' });
  });

  it('3030: closes the form with its message', () => {
    expect(describeError(body(3030, ''))).toMatchObject({
      behaviour: { kind: 'closeForm' },
      messageKey: 'error.request_already_made',
    });
  });

  it('13: shows the description, by key, or the generic message when it names none', () => {
    expect(describeError(body(13, 'error.quote_request_failed'))).toMatchObject({
      behaviour: { kind: 'description' },
      messageKey: 'error.quote_request_failed',
    });
    expect(describeError(body(13, 'Zut'))).toMatchObject({ messageKey: 'error.generic' });
  });

  it('4220: a refused business rule shows its description (payment blackout)', () => {
    expect(describeError(body(4220, 'notice.payment_blackout')).messageKey).toBe(
      'notice.payment_blackout',
    );
  });

  it('403, 429 and server faults raise the global alerts of spec §2', () => {
    expect(describeError(body(4030, '')).behaviour).toEqual({
      kind: 'globalAlert',
      alert: 'unauthorised',
    });
    expect(describeError(body(4031, '')).behaviour).toEqual({
      kind: 'globalAlert',
      alert: 'accessDenied',
    });
    expect(describeError(body(4290, ''))).toMatchObject({
      behaviour: { kind: 'globalAlert', alert: 'tooManyRequests' },
      messageKey: 'error.too_many_requests',
    });
    expect(describeError(body(5000, 'boom')).behaviour).toEqual({
      kind: 'globalAlert',
      alert: 'generic',
    });
  });

  it('1001: session expired after the one retry (spec §7)', () => {
    expect(describeError(body(1001, ''))).toMatchObject({
      behaviour: { kind: 'sessionExpired' },
      messageKey: 'error.session_expired',
      retryAfterRefresh: true,
    });
  });

  it('unknown codes: field errors from the map, else by status (spec §8 "Others")', () => {
    expect(
      describeError(body(7777, 'x', { phone: ['This field is required'] }), { status: 400 }),
    ).toMatchObject({
      known: false,
      behaviour: { kind: 'fieldErrors' },
      fieldErrors: { phone: ['validation.required'] },
    });
    expect(describeError(body(7777, 'Contact inactive'), { status: 400 })).toMatchObject({
      behaviour: { kind: 'description' },
      messageKey: 'error.contact_inactive',
    });
    expect(describeError(body(7777, ''), { status: 401 })).toMatchObject({
      behaviour: { kind: 'sessionExpired' },
      retryAfterRefresh: true,
    });
    expect(describeError(body(7777, ''), { status: 403 }).behaviour).toEqual({
      kind: 'globalAlert',
      alert: 'accessDenied',
    });
    expect(describeError(body(7777, ''), { status: 429 }).behaviour).toEqual({
      kind: 'globalAlert',
      alert: 'tooManyRequests',
    });
    expect(describeError(body(7777, '')).behaviour).toEqual({
      kind: 'globalAlert',
      alert: 'generic',
    });
  });

  it('anything that is not an error answer is a server fault, never a throw', () => {
    for (const value of [null, undefined, 'oops', 12, [], { message: 'x' }, '<html>']) {
      const described = describeError(value);
      expect(described.code).toBe(5000);
      expect(described.behaviour).toEqual({ kind: 'globalAlert', alert: 'generic' });
    }
    expect(describeError('<html>', { status: 401 })).toMatchObject({
      behaviour: { kind: 'sessionExpired' },
      retryAfterRefresh: true,
    });
  });
});

describe('errorResponse (API side of spec §8)', () => {
  it('builds the status and body of a code, description defaulting to its key', () => {
    expect(errorResponse(errorCodes.incorrectIdentifiers)).toEqual({
      status: 401,
      body: { code: 1101, description: 'error.incorrect_identifiers' },
    });
  });

  it('carries field errors only when there are some', () => {
    expect(errorResponse(2201, { errors: {} }).body).toEqual({
      code: 2201,
      description: 'error.input_errors',
    });
    const withErrors = errorResponse(2201, { errors: { email: ['validation.email'] } });
    expect(withErrors.body.errors).toEqual({ email: ['validation.email'] });
    expect(isErrorResponse(withErrors.body)).toBe(true);
  });

  it('round-trips through describeError', () => {
    const { body: answer } = errorResponse(4220, { description: 'error.feature_locked' });
    expect(describeError(answer).messageKey).toBe('error.feature_locked');
    expect(isErrorCode(4220)).toBe(true);
    expect(isErrorCode(4221)).toBe(false);
    expect(isErrorCode('4220')).toBe(false);
  });
});
