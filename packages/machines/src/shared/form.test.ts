// How every form shows every code of the catalogue (spec §8, docs/api.md
// "Error catalogue"): one test per code, named after its rule.
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@salon/domain';
import { apiError } from '../testing/fakes';
import {
  clearFieldError,
  feedbackFromError,
  noFeedback,
  validateWith,
  withoutBlanks,
} from './form';
import { loginFormSchema } from '@salon/domain';
import type { FeedbackOptions } from './feedback';

const onLogin = { context: 'login', emailField: 'email' } as const;

type ApiError = ReturnType<typeof apiError>;

/** Codes the forms show under a field: the rule, the error body, the form's options, the errors. */
const onAField: readonly [string, ApiError, FeedbackOptions, Record<string, string[]>][] = [
  [
    '1102 sits on the email field on login (spec §8 1102)',
    apiError(1102, 'Contact inactive'),
    onLogin,
    { email: ['error.contact_inactive'] },
  ],
  [
    '4001 says no user corresponds to this email, on the email field at login (spec §8 4001)',
    apiError(4001, 'error.no_user_for_email'),
    onLogin,
    { email: ['error.no_user_for_email'] },
  ],
  [
    '4010 sits on the email field (spec §8 4010)',
    apiError(4010, 'error.no_portal_account'),
    { emailField: 'email' },
    { email: ['error.no_portal_account'] },
  ],
  [
    '4050 sits on the email field (spec §8 4050)',
    apiError(4050, 'error.several_results'),
    { emailField: 'contact.email' },
    { 'contact.email': ['error.several_results'] },
  ],
];

/** Codes the forms show as their banner: the rule, the error body, the message. */
const asTheBanner: readonly [string, ApiError, string][] = [
  [
    '3030 gives the request-already-made message (spec §8 3030; the machines close the form)',
    apiError(3030, 'error.request_already_made'),
    'error.request_already_made',
  ],
  [
    '1001, an expired token, reads as session expired (spec §7)',
    apiError(1001, 'expired'),
    'error.session_expired',
  ],
  [
    "4030 shows 'Unauthorised action' (spec §2 global alerts)",
    apiError(4030, 'forbidden'),
    'error.unauthorised_action',
  ],
  [
    "4031 shows 'Unauthorised access' (spec §2 global alerts)",
    apiError(4031, 'denied'),
    'error.unauthorised_access',
  ],
  ['4040 says the item could not be found', apiError(4040, 'error.not_found'), 'error.not_found'],
  [
    '4090 says the data changed in the meantime',
    apiError(4090, 'error.conflict'),
    'error.conflict',
  ],
  [
    '4220 says the business rule refuses the action (spec §1 payment blackout)',
    apiError(4220, 'error.business_rule'),
    'error.business_rule',
  ],
  [
    "4290 shows 'You have exceeded the server request limit' (spec §8)",
    apiError(4290, 'too many'),
    'error.too_many_requests',
  ],
  [
    "4291 shows 'A request is already in progress. Please wait.' (spec §8 reset throttled)",
    apiError(4291, 'error.request_in_progress'),
    'error.request_in_progress',
  ],
];

describe('form feedback from the error catalogue (spec §8)', () => {
  it('1101 sits on the email field on login, never as a banner alone (spec §8 1101)', () => {
    expect(feedbackFromError(apiError(1101, 'Incorrect identifiers.'), onLogin)).toEqual({
      fieldErrors: { email: ['error.incorrect_identifiers'] },
      formError: 'error.input_errors',
      description: null,
    });
  });

  it('2201 maps each field to its messages, with the banner (spec §8 2201)', () => {
    const feedback = feedbackFromError(
      apiError(2201, 'error.input_errors', {
        email: ['validation.email'],
        'company.siret': ['The SIRET is invalid'],
      }),
    );
    expect(feedback).toEqual({
      fieldErrors: { email: ['validation.email'], 'company.siret': ['validation.siret'] },
      formError: 'error.input_errors',
      description: null,
    });
  });

  it.each(onAField)('%s', (_, body, options, fieldErrors) => {
    expect(feedbackFromError(body, options).fieldErrors).toEqual(fieldErrors);
  });

  it.each(asTheBanner)('%s', (_, body, message) => {
    expect(feedbackFromError(body).formError).toBe(message);
  });

  it('13 shows its description as the server wrote it (spec §8 13)', () => {
    expect(feedbackFromError(apiError(13, 'Les inscriptions sont closes.'))).toEqual({
      fieldErrors: {},
      formError: 'error.generic',
      description: 'Les inscriptions sont closes.',
    });
  });

  it('13 whose description names a message shows that message (spec §5 server messages by key)', () => {
    expect(feedbackFromError(apiError(13, 'error.account_already_exists'))).toEqual({
      fieldErrors: {},
      formError: 'error.account_already_exists',
      description: null,
    });
  });

  it("5000 shows the form's own failure message (spec §8 'Your message has not been sent')", () => {
    expect(
      feedbackFromError(apiError(5000, 'error.generic'), { failureKey: 'error.message_not_sent' })
        .formError,
    ).toBe('error.message_not_sent');
    expect(feedbackFromError(apiError(5000, 'error.generic')).formError).toBe('error.generic');
  });

  it('a rejection that is not an error body is a server fault (docs/machines.md "Failures")', () => {
    expect(feedbackFromError(new TypeError('Failed to fetch')).formError).toBe('error.generic');
    expect(feedbackFromError(undefined).formError).toBe('error.generic');
  });

  it('covers every code of the catalogue above', () => {
    const tested = [1101, 1102, 2201, 4001, 4010, 4050, 3030, 13, 1001, 4030, 4031, 4040, 4090];
    tested.push(4220, 4290, 4291, 5000, 4100, 4101);
    expect(Object.keys(errorCatalogue).map(Number).sort()).toEqual(tested.sort());
  });

  it('4100 and 4101 name the expired or invalid link (spec §4 renew, invalid)', () => {
    expect(feedbackFromError(apiError(4100, 'expired')).formError).toBe(
      'error.verification_expired',
    );
    expect(feedbackFromError(apiError(4101, 'invalid')).formError).toBe(
      'error.verification_token_invalid',
    );
  });

  it("puts a message of the form under its field when asked (spec §8 'The password is not correct')", () => {
    expect(
      feedbackFromError(apiError(13, 'The password is not correct.'), {
        fieldFor: { 'error.password_incorrect': 'oldpassword' },
      }).fieldErrors,
    ).toEqual({ oldpassword: ['error.password_incorrect'] });
  });
});

describe('form helpers (spec §5)', () => {
  it('shows only "required" for an empty required field', () => {
    const result = validateWith(loginFormSchema, { email: '', password: '', role: 'exposant' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.feedback.fieldErrors).toEqual({
        email: ['validation.required'],
        password: ['validation.required'],
      });
    }
  });

  it('clears a field and its sub-fields, and the banner with the last error', () => {
    const feedback = {
      fieldErrors: { company: ['validation.required'], 'company.name': ['validation.required'] },
      formError: 'error.input_errors' as const,
      description: null,
    };
    expect(clearFieldError(feedback, 'company')).toEqual(noFeedback);
  });

  it('drops the fields left empty', () => {
    expect(withoutBlanks({ a: '', b: 'x', c: null, d: false })).toEqual({ b: 'x', d: false });
  });
});
