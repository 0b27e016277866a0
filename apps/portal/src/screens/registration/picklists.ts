// Which picklists the registration forms show (spec §3 'Picklists per object type', §7 GET
// /picklists/{sobject}/{fields}). Loading, freshness (spec §5) and sharing are the kit's
// (src/kit/data/usePicklists.ts, docs/server-data.md).
import type { PicklistSource } from '../../kit/data/usePicklists';

export {
  usePicklists,
  type PicklistOptions,
  type PicklistSource,
  type PicklistsState,
} from '../../kit/data/usePicklists';

/**
 * The lists of the registration screens (register, init, tmp-register): spec §3 'Contact
 * Fonction ... come from the server'; countries and company types on the Account. Reading of the
 * spec where it is silent: the company's 'industry' is its company type (the only list of spec §3
 * that no other field takes).
 */
export const registrationPicklists = {
  fonction: { sobject: 'Contact', field: 'Fonction__c' },
  department: { sobject: 'Contact', field: 'Departement__c' },
  country: { sobject: 'Account', field: 'BillingCountryCode' },
  industry: { sobject: 'Account', field: 'Type_de_societe__c' },
} as const satisfies Record<string, PicklistSource>;

/** The lists of the temporary registration: the contact's only (spec §2 pro/tmp-register). */
export const contactPicklists = {
  fonction: registrationPicklists.fonction,
  department: registrationPicklists.department,
} as const satisfies Record<string, PicklistSource>;

/**
 * The lists of the first-registration request: a request is a Lead for the sales team (spec §1),
 * so its lists are the Lead's; the contact's function is the Contact's (spec §3).
 */
export const firstRegistrationPicklists = {
  fonction: { sobject: 'Contact', field: 'Fonction__c' },
  department: { sobject: 'Lead', field: 'Departement__c' },
  country: { sobject: 'Lead', field: 'CountryCode' },
  industry: { sobject: 'Lead', field: 'Type_de_societe__c' },
  mainActivity: { sobject: 'Lead', field: 'Activite_principale__c' },
  whoAreYou: { sobject: 'Lead', field: 'Qui_etes_vous__c' },
  marketplaceReason: { sobject: 'Lead', field: 'Raison_marketplace__c' },
} as const satisfies Record<string, PicklistSource>;
