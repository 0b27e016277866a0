// Stories only: the registration view driven by its real machine (storyHarness), and the drafts
// the register stories start from.
import { RegisterView } from './RegisterView';
import { useRegistrationStory, type RegistrationStoryProps } from './storyHarness';

/** The view driven by the real machine from a state (storyHarness). */
export function RegisterStory(props: RegistrationStoryProps) {
  return <RegisterView {...useRegistrationStory(props)} />;
}

export const exhibitor = { role: 'exposant', mode: 'register' } as const;
export const visitor = { role: 'visiteur', mode: 'register' } as const;

/** A registration under way: init-register answered, the contact prefilled. */
export const afterIdentity = {
  registrationToken: 'reg-token',
  identity: { email: 'anne.martin@maison-lune.fr', first: 'Anne' },
  contact: {
    salutation: '',
    lastname: '',
    firstname: 'Anne',
    phone: '',
    mobile: '',
    email: 'anne.martin@maison-lune.fr',
    fonction: '',
    job: '',
    department: '',
    contact_role: '',
    langue: 'fr',
  },
} as const;

export const filledContact = {
  ...afterIdentity.contact,
  salutation: 'Ms',
  lastname: 'Martin',
  phone: '+33 1 23 45 67 89',
} as const;

export const filledCompany = {
  name: 'Maison Lune',
  street: '12 rue de Bretagne',
  postalCode: '75003',
  city: 'Paris',
  country: 'FR',
  siret: '732 829 320 00074',
  tva: 'FR40 303265045',
  industry: 'Marque',
  size: '12',
  brand: 'Maison Lune',
  shop: '1',
  wholesale_price: '60',
  retail_price: '150',
};
