// Each machine's state list, pinned (docs/machines.md "State values the views read"): the portal
// names these values in its stories, so a state renamed, added or dropped is a change of the
// package's contract and must show here. One case per machine, named after its flow's tests; the
// reachability of each list is checked beside its machine.
import { describe, expect, it } from 'vitest';
import { machineStates, type MachineName } from './states';

interface StateListCase {
  /** The name of the flow's tests, with its spec sections. */
  flow: string;
  rule: string;
  states: readonly string[];
}

const stateLists = {
  session: {
    flow: 'session machine (spec §4 Session, §7 Interceptor)',
    rule: 'lists its states per region for the stories',
    states: [
      'session.checkingVersion',
      'session.reloading',
      'session.fetchingClientToken',
      'session.unavailable',
      'session.restoring',
      'session.anonymous',
      'session.authenticated.active',
      'session.authenticated.refreshing',
      'session.signingOut',
      'session.clearingAfterLogout',
      'session.clearingExpired',
      'alert.none',
      'alert.sessionExpired',
      'alert.unauthorised',
      'alert.accessDenied',
      'alert.tooManyRequests',
      'alert.generic',
    ],
  },
  login: {
    flow: 'login machine (spec §2, §8)',
    rule: 'lists its states for the stories',
    states: ['verifyingEmail', 'form.idle', 'form.submitting', 'redirecting'],
  },
  emailVerification: {
    flow: 'email verification machine (spec §4 Email verification)',
    rule: 'lists the screen states of spec §4, plus failed and redirecting',
    states: ['verif', 'success', 'renew', 'resend', 'resent', 'invalid', 'failed', 'redirecting'],
  },
  forgotPassword: {
    flow: 'forgot password machine (spec §2, §8)',
    rule: 'lists its states for the stories',
    states: ['form.idle', 'form.submitting', 'sent'],
  },
  resetPassword: {
    flow: 'reset password machine (spec §2, §5, §8)',
    rule: 'lists its states for the stories',
    states: ['form.idle', 'form.submitting', 'tokenInvalid', 'success'],
  },
  registration: {
    flow: 'registration machine (spec §2 register, init, tmp-register; §5; §8)',
    rule: 'lists its states for the stories',
    states: [
      'identity.idle',
      'identity.submitting',
      'details.idle',
      'details.searching',
      'details.submitting',
      'password.idle',
      'password.submitting',
      'tmp.idle',
      'tmp.submitting',
      'accountExists',
      'confirmed',
    ],
  },
  firstRegistration: {
    flow: 'first registration machine (spec §2, §5, §8)',
    rule: 'lists its states for the stories',
    states: [
      'emailCheck.idle',
      'emailCheck.checking',
      'accountExists',
      'noPortalAccount',
      'accountNotFound',
      'closed',
      'form.loading',
      'form.loadFailed',
      'form.company.idle',
      'form.company.searching',
      'form.company.results',
      'form.company.noResults',
      'form.details.idle',
      'form.details.submitting',
      'confirmed',
    ],
  },
  rebooking: {
    flow: 'rebooking machine (spec §4 Rebooking flow)',
    rule: 'lists its states for the stories',
    states: [
      'loadingList',
      'listFailed',
      'list',
      'loadingQuote',
      'quoteFailed',
      'quote.viewing',
      'quote.adjusting',
      'quote.sendingAdjustment',
      'quote.validating',
      'quote.sendingValidation',
      'adjustmentConfirmed',
      'pendingReview',
      'registered',
      'payment',
    ],
  },
  cardPayment: {
    flow: 'card payment machine (spec §4 rebooking flow step 4, §1, §9)',
    rule: 'lists its states for the stories',
    states: [
      'ready',
      'blackout',
      'creating',
      'redirecting',
      'validating',
      'validationFailed',
      'confirmation.success',
      'confirmation.failure',
      'confirmation.pending',
    ],
  },
  transferPayment: {
    flow: 'bank-transfer payment machine (spec §4 rebooking flow steps 4-5, §7)',
    rule: 'lists its states for the stories',
    states: [
      'offered',
      'requesting',
      'awaiting.proof',
      'awaiting.checkingProof',
      'awaiting.uploadingProof',
      'awaiting.proofSent',
      'confirmingCancel',
      'cancelling',
      'canceled',
      'received',
    ],
  },
  contact: {
    flow: 'contact machine (spec §2, §8)',
    rule: 'lists its states for the stories',
    states: ['editing', 'sending', 'sent'],
  },
  passwordChange: {
    flow: 'change password machine (spec §2 me/informations, §5, §8)',
    rule: 'lists its states for the stories',
    states: ['editing', 'saving', 'saved'],
  },
  accountEdit: {
    flow: 'edit company machine (spec §2 me/company, §3 account update, §5)',
    rule: 'lists its states for the stories',
    states: ['editing', 'saving', 'saved'],
  },
  brandEdit: {
    flow: 'brand details machine (spec §2 me/company, §3 brand update, §5)',
    rule: 'lists its states for the stories',
    states: ['editing', 'saving', 'saved'],
  },
  contactEdit: {
    flow: 'edit contact machine (spec §2 me/informations, §3 contact update, §7 POST /me)',
    rule: 'lists its states for the stories',
    states: ['editing', 'saving', 'saved'],
  },
  chunkLoad: {
    flow: 'chunk load machine (spec §7 chunk loading)',
    rule: 'lists its states for the stories',
    states: ['loading', 'loaded', 'failed', 'timedOut', 'reloading'],
  },
  marketplaceSso: {
    flow: 'marketplace single sign-on (spec §2 pro/sso-login, §7 POST /pro/sso-login-form)',
    rule: 'lists its states for the stories',
    states: ['requesting', 'posting', 'failed'],
  },
} satisfies Record<MachineName, StateListCase>;

const cases = Object.entries(stateLists).map(
  ([machine, { flow, rule, states }]) =>
    [`${flow}: ${rule}`, machine as MachineName, states] as const,
);

describe('state lists of the machines', () => {
  it.each(cases)('%s', (_, machine, states) => {
    expect(machineStates[machine]).toEqual(states);
  });
});
