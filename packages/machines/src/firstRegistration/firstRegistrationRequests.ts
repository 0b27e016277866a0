// What the first-registration form sends (spec §7 sf/check-contact, first-register), built from
// the context before the domain's schemas validate it.
import type { Role } from '@salon/domain';
import { withoutBlanks } from '../shared/form';
import type { FirstRegistrationContext, FirstRegistrationDetails } from './firstRegistrationTypes';

const role: Role = 'exposant';

export function emailCheckRequest(context: FirstRegistrationContext): unknown {
  return { email: context.emailCheck.email, role };
}

export function registrationRequest(context: FirstRegistrationContext): unknown {
  const { details } = context;
  return {
    variant: context.variant,
    ...(context.account ? { account_id: context.account.id } : {}),
    company: context.account ? {} : withoutBlanks(context.company),
    main_activity: details.main_activity,
    further_information: details.further_information,
    contact: withoutBlanks(context.contact),
    events_of_interest: details.events_of_interest,
    specific_request: details.specific_request,
    desired_surface: details.desired_surface ?? undefined,
    sales_contact: details.sales_contact,
    sales_representative: details.sales_contact ? details.sales_representative : '',
    terms: details.terms,
  };
}

export const emptyDetails: FirstRegistrationDetails = {
  main_activity: '',
  further_information: '',
  events_of_interest: [],
  specific_request: '',
  desired_surface: null,
  sales_contact: false,
  sales_representative: '',
  terms: false,
};
