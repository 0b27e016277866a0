import { describe, expect, it } from 'vitest';
import { ApiError } from '../../kit/api/errors';
import { failureDetail, ssoLoginReducer, type SsoLoginState } from './ssoLogin';

const signingIn: SsoLoginState = { status: 'signingIn' };

describe('single-sign-on page (spec §2 pro/sso-login/{saml?}, §7)', () => {
  it('opens the dashboard once the ticket is accepted (spec §2)', () => {
    expect(ssoLoginReducer(signingIn, { type: 'SIGNED_IN' })).toEqual({ status: 'redirecting' });
  });

  it('fails without a ticket in the path, with the page’s own explanation (spec §2)', () => {
    expect(ssoLoginReducer(signingIn, { type: 'NO_TICKET' })).toEqual({
      status: 'failed',
      detail: null,
    });
  });

  it('says a refused ticket in its own words, not as wrong credentials (spec §8 1101)', () => {
    const refused = new ApiError(401, { code: 1101, description: 'error.incorrect_identifiers' });
    expect(ssoLoginReducer(signingIn, { type: 'FAILED', error: refused })).toEqual({
      status: 'failed',
      detail: null,
    });
  });

  it('adds the catalogue’s message when it says more: inactive contact, throttling, fault (spec §8)', () => {
    expect(
      failureDetail(new ApiError(401, { code: 1102, description: 'error.contact_inactive' })),
    ).toBe('error.contact_inactive');
    expect(
      failureDetail(new ApiError(429, { code: 4290, description: 'error.too_many_requests' })),
    ).toBe('error.too_many_requests');
    expect(failureDetail(new TypeError('Failed to fetch'))).toBe('error.generic');
  });

  it('keeps its outcome: a late answer changes nothing once redirecting or failed', () => {
    const failed: SsoLoginState = { status: 'failed', detail: null };
    expect(ssoLoginReducer(failed, { type: 'SIGNED_IN' })).toBe(failed);
    const redirecting: SsoLoginState = { status: 'redirecting' };
    expect(ssoLoginReducer(redirecting, { type: 'NO_TICKET' })).toBe(redirecting);
  });
});
