// The registration flow's values, context, events and output (spec §2 register, init, tmp-register;
// spec §3 Contact and Account fields). The machine is in registrationMachine.ts.
import type { AccountMatch, RegistrationDone, Role } from '@salon/domain';
import type { CompanyDraft, ContactDraft } from '../shared/drafts';
import type { FormFeedback } from '../shared/form';

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

export type { CompanyDraft, ContactDraft };

/** The company-existence check of the details step (spec §2). */
export interface CompanySearch {
  /** The last text searched (a name or a SIRET). */
  query: string;
  /** Its answer; empty with `searched`: 'No results for your search' (spec §8). */
  matches: AccountMatch[];
  searched: boolean;
}

export interface RegistrationContext {
  role: Role;
  mode: RegistrationMode;
  sfid: string | null;
  campaignId: string | null;
  /** Carries the registration from step to step (init-register's answer). */
  registrationToken: string | null;
  identity: IdentityValues;
  contact: ContactDraft;
  company: CompanyDraft;
  companySearch: CompanySearch;
  /** The company picked from the list; null: its details are filled in (spec §5). */
  account: AccountMatch | null;
  password: PasswordValues;
  tmp: TmpValues;
  feedback: FormFeedback;
  /** The answer of the last step: the email the verification went to. */
  done: RegistrationDone | null;
}

export type RegistrationEvent =
  | { type: 'EDIT_IDENTITY'; patch: Partial<IdentityValues> }
  | { type: 'EDIT_CONTACT'; patch: Partial<ContactDraft> }
  | { type: 'EDIT_COMPANY'; patch: CompanyDraft }
  | { type: 'EDIT_PASSWORD'; patch: Partial<PasswordValues> }
  | { type: 'EDIT_TMP'; patch: Partial<TmpValues> }
  /** details: the company-existence check (at least two characters). */
  | { type: 'SEARCH_COMPANY'; query: string }
  | { type: 'PICK_ACCOUNT'; account: AccountMatch }
  /** details: drop the picked company and fill in its details. */
  | { type: 'ENTER_COMPANY' }
  | { type: 'SUBMIT' }
  /** password: back to the details. */
  | { type: 'BACK' };

export type RegistrationOutput = RegistrationDone | { accountExists: true; email: string };
