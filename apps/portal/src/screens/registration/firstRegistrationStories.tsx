// Stories only: the first-registration view driven by its real machine (storyHarness), optionally
// in the Matter and Shape frame, and the drafts the stories start from.
import { FirstRegistrationView } from './FirstRegistrationView';
import { MatterAndShapeFrame } from './MatterAndShapeFrame';
import { storyCampaigns } from './storyFixtures';
import {
  STORY_SITE_URL,
  useFirstRegistrationStory,
  type FirstRegistrationStoryProps,
} from './storyHarness';

/** The view driven by the real machine from a state (storyHarness). */
export function FirstRegistrationStory(props: FirstRegistrationStoryProps & { frame?: boolean }) {
  const view = <FirstRegistrationView {...useFirstRegistrationStory(props)} />;
  return props.frame ? (
    <MatterAndShapeFrame siteUrl={STORY_SITE_URL}>{view}</MatterAndShapeFrame>
  ) : (
    view
  );
}

export const email = 'lea@atelier-nord.fr';
export const checked = { emailCheck: { email }, campaigns: storyCampaigns } as const;

export const contact = {
  salutation: 'Mrs',
  lastname: 'Moreau',
  firstname: 'Léa',
  phone: '+33 3 20 00 00 00',
  mobile: '',
  email,
  fonction: 'Directeur general',
  job: '',
  department: '',
  contact_role: 'Decision maker',
  langue: 'fr',
  who_are_you: '',
} as const;

/** The request with the company typed in, a SIRET that fails its check and 100 m². */
export const typedIn = {
  ...checked,
  company: {
    name: 'Atelier Nord',
    street: '3 rue des Arts',
    postalCode: '59000',
    city: 'Lille',
    country: 'FR',
    siret: '732 829 320 00075',
    tva: 'FR40 303265045',
    industry: 'Marque',
    size: '8',
    brand: 'Atelier Nord',
    shop: '0',
    wholesale_price: '45',
    retail_price: '110',
  },
  contact,
  details: {
    main_activity: 'Accessoires',
    further_information: '',
    events_of_interest: ['cmp_sept'] as string[],
    specific_request: '',
    desired_surface: 100,
    sales_contact: false,
    sales_representative: '',
    terms: true,
  },
} as const;
