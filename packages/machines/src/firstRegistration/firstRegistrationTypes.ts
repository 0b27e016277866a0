// The first-registration request's values, context, events and answer (spec §2
// pro/first-registration, §3 Contact and Account fields, §5). The machine is in
// firstRegistrationMachine.ts.
import type { PublicCampaign } from '@salon/domain';
import type { ContactAndCompanyContext, ContactAndCompanyEvent } from '../shared/contactAndCompany';
import type { ContactDraft } from '../shared/drafts';
import type { FieldChange } from '../shared/form';

export type FirstRegistrationVariant = 'default' | 'matter_and_shape';

export interface FirstRegistrationInput {
  variant?: FirstRegistrationVariant;
  /** The minimum desired surface in m² (spec §9: a parameter). */
  minSurface?: number;
  /** An email to prefill (the memo of spec §3). */
  email?: string | null;
  /** The email was already checked (by an earlier screen): open the form at once. */
  emailChecked?: boolean;
}

/** The first-registration request's own fields, as typed. */
export interface FirstRegistrationDetails {
  main_activity: string;
  further_information: string;
  /** Campaign ids (spec §2 'events of interest'). */
  events_of_interest: string[];
  specific_request: string;
  /** m², null while empty. */
  desired_surface: number | null;
  /** 'Optional contact with a sales representative' (spec §2). */
  sales_contact: boolean;
  sales_representative: string;
  /** Terms and personal-data policy (spec §5). */
  terms: boolean;
}

export interface FirstRegistrationContactDraft extends ContactDraft {
  who_are_you: string;
}

/** The contact, the company and the company search are the shared fragment's. */
export interface FirstRegistrationContext extends ContactAndCompanyContext<FirstRegistrationContactDraft> {
  variant: FirstRegistrationVariant;
  minSurface: number;
  emailChecked: boolean;
  emailCheck: { email: string };
  campaigns: PublicCampaign[];
  details: FirstRegistrationDetails;
  /** The message of an end state: 'account does not exist', 'request already made'... */
  message: string | null;
  request: { request_id: string; reply_within_hours: 72 } | null;
}

/**
 * EDIT_CONTACT, EDIT_COMPANY, SEARCH_COMPANY, PICK_ACCOUNT and ENTER_COMPANY ('My company is not in
 * the list' / after 'No results': fill in the company fields) are the fragment's.
 */
export type FirstRegistrationEvent =
  | ContactAndCompanyEvent<FirstRegistrationContactDraft>
  | FieldChange<{ email: string }>
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  /** From the details: back to the company check. */
  | { type: 'CHANGE_COMPANY' }
  | { type: 'EDIT_DETAILS'; patch: Partial<FirstRegistrationDetails> };

export interface FirstRegistrationAnswer {
  request_id: string;
  reply_within_hours: 72;
}
