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

const onLogin = { context: 'login', emailField: 'email' } as const;

describe('form feedback from the error catalogue (spec §8)', () => {
  it('1101 sits on the email field on login, never as a banner alone (spec §8 1101)', () => {
    expect(feedbackFromError(apiError(1101, 'Incorrect identifiers.'), onLogin)).toEqual({
      fieldErrors: { email: ['error.incorrect_identifiers'] },
      formError: 'error.input_errors',
      description: null,
    });
  });

  it('1102 sits on the email field on login (spec §8 1102)', () => {
    expect(feedbackFromError(apiError(1102, 'Contact inactive'), onLogin).fieldErrors).toEqual({
      email: ['error.contact_inactive'],
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

  it('4001 says no user corresponds to this email, on the email field at login (spec §8 4001)', () => {
    expect(
      feedbackFromError(apiError(4001, 'error.no_user_for_email'), onLogin).fieldErrors,
    ).toEqual({
      email: ['error.no_user_for_email'],
    });
  });

  it('4010 sits on the email field (spec §8 4010)', () => {
    expect(
      feedbackFromError(apiError(4010, 'error.no_portal_account'), { emailField: 'email' })
        .fieldErrors,
    ).toEqual({ email: ['error.no_portal_account'] });
  });

  it('4050 sits on the email field (spec §8 4050)', () => {
    expect(
      feedbackFromError(apiError(4050, 'error.several_results'), { emailField: 'contact.email' })
        .fieldErrors,
    ).toEqual({ 'contact.email': ['error.several_results'] });
  });

  it('3030 gives the request-already-made message (spec §8 3030; the machines close the form)', () => {
    expect(feedbackFromError(apiError(3030, 'error.request_already_made')).formError).toBe(
      'error.request_already_made',
    );
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

  it('1001, an expired token, reads as session expired (spec §7)', () => {
    expect(feedbackFromError(apiError(1001, 'expired')).formError).toBe('error.session_expired');
  });

  it("4030 shows 'Unauthorised action' (spec §2 global alerts)", () => {
    expect(feedbackFromError(apiError(4030, 'forbidden')).formError).toBe(
      'error.unauthorised_action',
    );
  });

  it("4031 shows 'Unauthorised access' (spec §2 global alerts)", () => {
    expect(feedbackFromError(apiError(4031, 'denied')).formError).toBe('error.unauthorised_access');
  });

  it('4040 says the item could not be found', () => {
    expect(feedbackFromError(apiError(4040, 'error.not_found')).formError).toBe('error.not_found');
  });

  it('4090 says the data changed in the meantime', () => {
    expect(feedbackFromError(apiError(4090, 'error.conflict')).formError).toBe('error.conflict');
  });

  it('4220 says the business rule refuses the action (spec §1 payment blackout)', () => {
    expect(feedbackFromError(apiError(4220, 'error.business_rule')).formError).toBe(
      'error.business_rule',
    );
  });

  it("4290 shows 'You have exceeded the server request limit' (spec §8)", () => {
    expect(feedbackFromError(apiError(4290, 'too many')).formError).toBe('error.too_many_requests');
  });

  it("4291 shows 'A request is already in progress. Please wait.' (spec §8 reset throttled)", () => {
    expect(feedbackFromError(apiError(4291, 'error.request_in_progress')).formError).toBe(
      'error.request_in_progress',
    );
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

  it('puts a message of the form under its field when asked (spec §8 email already in use)', () => {
    expect(
      feedbackFromError(apiError(4090, 'This e-mail address is already in use.'), {
        fieldFor: { 'error.email_in_use': 'email' },
      }).fieldErrors,
    ).toEqual({ email: ['error.email_in_use'] });
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
