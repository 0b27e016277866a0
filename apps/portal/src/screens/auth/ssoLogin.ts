// The single-sign-on page's small flow (spec §2 pro/sso-login/{saml?}, §7 POST pro/sso-login-form).
// No machine exists for it and it has no branching beyond 'signing in, then signed in or failed',
// so it is a reducer here (docs/machines.md: a reducer for a flow this small); the decision of
// what a failure says uses the domain's error catalogue, as the machines do.
import { describeError, errorCodes, type MessageKey } from '@salon/domain';

export type SsoLoginState =
  /** Posting the ticket: 'Redirecting, please wait'. */
  | { status: 'signingIn' }
  /** The session is open: the dashboard opens. */
  | { status: 'redirecting' }
  /**
   * The ticket was refused, missing, or the server failed. `detail` is the catalogue's message
   * when it tells the user more than 'this link does not work' (an inactive contact, too many
   * requests, a server fault); null for a refused or missing ticket.
   */
  | { status: 'failed'; detail: MessageKey | null };

/** The states of the SSO page, for its stories. */
export const ssoLoginStates = ['signingIn', 'redirecting', 'failed'] as const;

export type SsoLoginAction =
  { type: 'SIGNED_IN' } | { type: 'FAILED'; error: unknown } | { type: 'NO_TICKET' };

/** What a failed sign-in says (spec §8 catalogue). */
export function failureDetail(error: unknown): MessageKey | null {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  const described = describeError(error, typeof status === 'number' ? { status } : {});
  // A refused ticket (forged, expired, unknown user) reads 'Incorrect identifiers.' in the
  // catalogue, which means nothing to someone who typed none: the page's own text says it.
  return described.code === errorCodes.incorrectIdentifiers ? null : described.messageKey;
}

export function ssoLoginReducer(state: SsoLoginState, action: SsoLoginAction): SsoLoginState {
  if (state.status !== 'signingIn') return state;
  switch (action.type) {
    case 'SIGNED_IN':
      return { status: 'redirecting' };
    case 'FAILED':
      return { status: 'failed', detail: failureDetail(action.error) };
    case 'NO_TICKET':
      return { status: 'failed', detail: null };
  }
}
