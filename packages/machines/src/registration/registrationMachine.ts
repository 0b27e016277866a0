// Registration and account initialisation (spec §2: pro/register and guest/register, the same
// screen by role; pro/init/{sfid} and guest/init/{sfid}, account creation and password setup;
// pro/tmp-register, a temporary registration; spec §5 validation; spec §7 init-register,
// valid-infos-register, valid-pwd-register, valid-tmp-register; spec §8 messages).
//
// register and init: identity (email, first name: init-register) -> details (contact, company:
// valid-infos-register) -> password (password, confirmation, terms: valid-pwd-register) ->
// confirmed (confirm-register). tmp: one form (valid-tmp-register) -> confirmed
// (confirm-register-tmp). 'An account already exists with this email address. Try logging in.'
// ends in accountExists (with the email and a link to login); 'This e-mail address is already in
// use' sits on the email field.
//
// The details step has the company-existence check of spec §2 (search-account): the company is
// picked from the list (account_id, spec §5 'an account id is required when none of the company
// fields are given') or its details are filled in. A search never blocks typing.
import {
  initRegisterRequestSchema,
  validInfosRegisterRequestSchema,
  validPwdRegisterRequestSchema,
  validTmpRegisterRequestSchema,
  normalizeEmail,
} from '@salon/domain';
import { actorOutput } from '../shared/actorOutput';
import * as fragment from '../shared/contactAndCompany';
import { emptyContact } from '../shared/drafts';
import { noFeedback } from '../shared/form';
import { stepThenCalling } from '../shared/formMachine';
import { stateValuesOf } from '../shared/stateValues';
import {
  detailsRequest,
  emptyPassword,
  identityRequest,
  passwordRequest,
  tmpRequest,
} from './registrationRequests';
import { registrationSetup } from './registrationSetup';
import type { RegistrationContext } from './registrationTypes';

export type {
  CompanyDraft,
  CompanySearch,
  ContactDraft,
  IdentityValues,
  PasswordValues,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  RegistrationMode,
  RegistrationOutput,
  TmpValues,
} from './registrationTypes';

/**
 * A refused step: 'An account already exists with this email address' ends the flow in
 * accountExists (spec §8); any other failure stays on the step and says why.
 */
function accountExistsOr(showFailure: 'showIdentityFailure' | 'showContactFailure') {
  return [
    { guard: 'accountExists', target: '#registration.accountExists' },
    { target: 'idle', actions: showFailure },
  ] as const;
}

export const registrationMachine = registrationSetup.createMachine({
  id: 'registration',
  context: ({ input }) => {
    const email = input.email?.trim() ?? '';
    return {
      role: input.role,
      mode: input.mode,
      sfid: input.sfid?.trim() || null,
      campaignId: input.campaignId?.trim() || null,
      registrationToken: null,
      identity: { email, first: '' },
      contact: { ...emptyContact, email },
      company: {},
      companySearch: fragment.noCompanySearch,
      account: null,
      password: emptyPassword,
      tmp: { ...emptyPassword, company_name: '' },
      feedback: noFeedback,
      done: null,
    };
  },
  initial: 'identity',
  states: {
    identity: {
      always: { guard: 'isTmp', target: 'tmp' },
      initial: 'idle',
      states: stepThenCalling(
        {
          on: { EDIT_IDENTITY: { actions: { type: 'editIdentity', params: fragment.patchOf } } },
          isValid: 'identityIsValid',
          showErrors: 'showIdentityErrors',
        },
        'initRegister',
        (context: RegistrationContext) => initRegisterRequestSchema.parse(identityRequest(context)),
        {
          onDone: {
            target: '#registration.details',
            actions: { type: 'startDetails', params: actorOutput },
          },
          onError: accountExistsOr('showIdentityFailure'),
        },
      ),
    },
    details: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ...fragment.editingContactAndCompany,
            SEARCH_COMPANY: fragment.searchCompany('searching'),
            PICK_ACCOUNT: fragment.pickAccount(undefined),
            ENTER_COMPANY: { actions: 'enterCompany' },
            SUBMIT: [
              { guard: 'detailsAreValid', target: 'submitting', actions: 'clearFeedback' },
              { actions: 'showDetailsErrors' },
            ],
          },
        },
        /** The company-existence check (spec §2); typing goes on meanwhile. */
        searching: {
          ...fragment.searchingCompany('idle', 'idle'),
          on: {
            ...fragment.editingContactAndCompany,
            SEARCH_COMPANY: fragment.searchCompany('searching'),
          },
        },
        submitting: {
          invoke: {
            id: 'validInfosRegister',
            src: 'validInfosRegister',
            input: ({ context }) => validInfosRegisterRequestSchema.parse(detailsRequest(context)),
            onDone: { target: '#registration.password' },
            onError: [
              { guard: 'accountExists', target: '#registration.accountExists' },
              {
                guard: 'registrationExpired',
                target: '#registration.identity',
                actions: 'showExpired',
              },
              { target: 'idle', actions: 'showContactFailure' },
            ],
          },
        },
      },
    },
    password: {
      initial: 'idle',
      states: stepThenCalling(
        {
          on: {
            EDIT_PASSWORD: { actions: { type: 'editPassword', params: fragment.patchOf } },
            BACK: { target: '#registration.details', actions: 'clearFeedback' },
          },
          isValid: 'passwordIsValid',
          showErrors: 'showPasswordErrors',
        },
        'validPwdRegister',
        (context: RegistrationContext) =>
          validPwdRegisterRequestSchema.parse(passwordRequest(context)),
        {
          onDone: {
            target: '#registration.confirmed',
            actions: { type: 'keepDone', params: actorOutput },
          },
          onError: [
            {
              guard: 'registrationExpired',
              target: '#registration.identity',
              actions: 'showExpired',
            },
            { target: 'idle', actions: 'showIdentityFailure' },
          ],
        },
      ),
    },
    tmp: {
      initial: 'idle',
      states: stepThenCalling(
        {
          on: {
            EDIT_CONTACT: fragment.editingContactAndCompany.EDIT_CONTACT,
            EDIT_TMP: { actions: { type: 'editTmp', params: fragment.patchOf } },
          },
          isValid: 'tmpIsValid',
          showErrors: 'showTmpErrors',
        },
        'validTmpRegister',
        (context: RegistrationContext) => validTmpRegisterRequestSchema.parse(tmpRequest(context)),
        {
          onDone: {
            target: '#registration.confirmed',
            actions: { type: 'keepDone', params: actorOutput },
          },
          onError: accountExistsOr('showContactFailure'),
        },
      ),
    },
    /** 'An account already exists with this email address. Try logging in.' (spec §8). */
    accountExists: {
      type: 'final',
    },
    /** confirm-register / confirm-register-tmp (spec §2): a verification email was sent. */
    confirmed: {
      type: 'final',
    },
  },
  output: ({ context }) =>
    context.done ?? {
      accountExists: true as const,
      email: normalizeEmail(
        context.mode === 'tmp' ? context.contact.email : context.identity.email,
      ),
    },
});

/** Every state of the registration screens, for the portal's stories (docs/machines.md). */
export const registrationStates = stateValuesOf(registrationMachine);
