// What the registration steps send (spec §7 init-register, valid-infos-register,
// valid-pwd-register, valid-tmp-register), built from the context before the domain's schemas
// validate it, and where the flow's failures show (spec §8).
import { normalizeEmail } from '@salon/domain';
import type { InitRegisterResponse } from '@salon/domain';
import type { ContactDraft } from '../shared/drafts';
import { withoutBlanks } from '../shared/form';
import type { FeedbackOptions } from '../shared/form';
import type { PasswordValues, RegistrationContext } from './registrationTypes';

export const emptyPassword: PasswordValues = {
  password: '',
  password_confirmation: '',
  terms: false,
};

/**
 * Where this flow's email messages show (spec §8: 4050, e.g. 'contact email not unique' on an
 * init link, sits under the email field).
 */
export const errorOptions: FeedbackOptions = { emailField: 'email' };
export const contactErrorOptions: FeedbackOptions = { emailField: 'contact.email' };

export function identityRequest(context: RegistrationContext): unknown {
  return {
    ...context.identity,
    role: context.role,
    ...(context.sfid ? { sfid: context.sfid } : {}),
  };
}

export function detailsRequest(context: RegistrationContext): unknown {
  const company = withoutBlanks(context.company);
  return {
    registration_token: context.registrationToken ?? '',
    contact: withoutBlanks(context.contact),
    // A picked company is sent by its id alone (spec §5): the fields typed before are kept in the
    // form, in case the user goes back to filling them in.
    ...(context.account
      ? { account_id: context.account.id }
      : Object.keys(company).length > 0
        ? { company }
        : {}),
  };
}

export function passwordRequest(context: RegistrationContext): unknown {
  return { registration_token: context.registrationToken ?? '', ...context.password };
}

export function tmpRequest(context: RegistrationContext): unknown {
  const { company_name, ...password } = context.tmp;
  return {
    contact: withoutBlanks(context.contact),
    company_name,
    ...(context.campaignId ? { campaign_id: context.campaignId } : {}),
    ...password,
  };
}

/** The prefill of init-register (known contact details) over what was typed. */
export function prefilled(
  context: RegistrationContext,
  response: InitRegisterResponse,
): ContactDraft {
  const known = Object.fromEntries(
    Object.entries(response.prefill).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<ContactDraft>;
  return {
    ...context.contact,
    firstname: context.identity.first.trim(),
    ...known,
    email: normalizeEmail(context.identity.email),
  };
}
