// The registration flow's values, context, events and output (spec §2 register, init, tmp-register;
// spec §3 Contact and Account fields). The machine is in registrationMachine.ts.
import type { RegistrationDone, Role } from '@salon/domain';
import type {
  CompanySearch,
  ContactAndCompanyContext,
  ContactAndCompanyEvent,
} from '../shared/contactAndCompany';
import type { CompanyDraft, ContactDraft } from '../shared/drafts';

/** register: pro/register, guest/register; init: pro/init/{sfid}, guest/init/{sfid}; tmp: pro/tmp-register. */
export type RegistrationMode = 'register' | 'init' | 'tmp';

export interface RegistrationInput {
  role: Role;
  mode: RegistrationMode;
  /** The CRM contact id of an init link (spec §2 pro/init/{sfid}). */
  sfid?: string | null;
  /** A known email to prefill. */
  email?: string | null;
  /** tmp: the campaign the exhibitor was invited to. */
  campaignId?: string | null;
}

export interface IdentityValues {
  email: string;
  first: string;
}

export interface PasswordValues {
  password: string;
  password_confirmation: string;
  /** Terms and personal-data policy accepted (spec §5). */
  terms: boolean;
}

export interface TmpValues extends PasswordValues {
  company_name: string;
}

export type { CompanyDraft, CompanySearch, ContactDraft };

/** The details step's contact, company and company search are the shared fragment's. */
export interface RegistrationContext extends ContactAndCompanyContext {
  role: Role;
  mode: RegistrationMode;
  sfid: string | null;
  campaignId: string | null;
  /** Carries the registration from step to step (init-register's answer). */
  registrationToken: string | null;
  identity: IdentityValues;
  password: PasswordValues;
  tmp: TmpValues;
  /** The answer of the last step: the email the verification went to. */
  done: RegistrationDone | null;
}

/** EDIT_CONTACT, EDIT_COMPANY, SEARCH_COMPANY, PICK_ACCOUNT, ENTER_COMPANY: the fragment's. */
export type RegistrationEvent =
  | ContactAndCompanyEvent
  | { type: 'EDIT_IDENTITY'; patch: Partial<IdentityValues> }
  | { type: 'EDIT_PASSWORD'; patch: Partial<PasswordValues> }
  | { type: 'EDIT_TMP'; patch: Partial<TmpValues> }
  | { type: 'SUBMIT' }
  /** password: back to the details. */
  | { type: 'BACK' };

export type RegistrationOutput = RegistrationDone | { accountExists: true; email: string };
