// Form drafts shared by the registration screens (spec §3 Contact and Account fields): values as
// typed, '' for a field left empty, before the domain's schemas parse them.
import type { ContactRole, Language, RegistrationCompany, Salutation } from '@salon/domain';

/** The contact as typed (spec §3 Contact). */
export interface ContactDraft {
  salutation: Salutation | '';
  lastname: string;
  firstname: string;
  phone: string;
  mobile: string;
  email: string;
  fonction: string;
  job: string;
  department: string;
  contact_role: ContactRole | '';
  langue: Language | '';
}

/** The company as typed (spec §3 Account or company). */
export type CompanyDraft = { [K in keyof RegistrationCompany]?: RegistrationCompany[K] | '' };

export const emptyContact: ContactDraft = {
  salutation: '',
  lastname: '',
  firstname: '',
  phone: '',
  mobile: '',
  email: '',
  fonction: '',
  job: '',
  department: '',
  contact_role: '',
  langue: '',
};
