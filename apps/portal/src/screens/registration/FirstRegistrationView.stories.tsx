import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPortal } from '../../kit/testing/withPortal';
import { FirstRegistrationView } from './FirstRegistrationView';
import { MatterAndShapeFrame } from './MatterAndShapeFrame';
import { storyAccounts, storyCampaigns } from './storyFixtures';
import {
  STORY_SITE_URL,
  useFirstRegistrationStory,
  usePicklistsFixture,
  type FirstRegistrationStoryProps,
} from './storyHarness';

/** The view driven by the real machine from a state (storyHarness). */
function FirstRegistrationStory(props: FirstRegistrationStoryProps & { frame?: boolean }) {
  const { value, context, send } = useFirstRegistrationStory(props);
  const { lang, picklists } = usePicklistsFixture(props.picklists ?? 'ready');
  const view = (
    <FirstRegistrationView
      state={value}
      context={context}
      send={send}
      lang={lang}
      picklists={picklists}
      siteUrl={STORY_SITE_URL}
    />
  );
  return props.frame ? (
    <MatterAndShapeFrame siteUrl={STORY_SITE_URL}>{view}</MatterAndShapeFrame>
  ) : (
    view
  );
}

const english = { globals: { locale: 'en' } } as const;
const email = 'lea@atelier-nord.fr';
const checked = { emailCheck: { email }, campaigns: storyCampaigns } as const;

const contact = {
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
const typedIn = {
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

const meta = {
  title: 'Portal/Screens/Registration/First registration',
  component: FirstRegistrationStory,
  decorators: [withPortal],
  parameters: {
    route: '/fr/pro/first-registration',
    docs: {
      description: {
        component:
          'pro/first-registration and its Matter and Shape variant (spec §2): the email check (sf/check-contact; 4001/4010 open the form after 1 s, 3030 closes it, spec §8), the events of interest (list-campaigns), the company-existence check (search-account), then the request (first-register) and confirm-first-register with the 72-hour promise (spec §1). Each story runs the real machine from its state with calls that never answer.',
      },
    },
  },
} satisfies Meta<typeof FirstRegistrationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the email check; an invalid address says so (spec §5). */
export const EmailCheckFrench: Story = {
  args: { state: 'emailCheck.idle' },
  parameters: { machine: { id: 'firstRegistration', state: 'emailCheck.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Demande de première inscription' }),
    ).toBeVisible();
    await expect(canvas.getByText(/nous vous répondrons sous 72 heures/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Adresse e-mail/ }), 'lea@');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link')).toHaveTextContent(
      "L'adresse e-mail doit être une adresse valide",
    );
  },
};

export const EmailCheckEnglish: Story = {
  ...english,
  args: { state: 'emailCheck.idle' },
  parameters: {
    route: '/en/pro/first-registration',
    machine: { id: 'firstRegistration', state: 'emailCheck.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 3: your email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toBeVisible();
  },
};

export const EmailCheckingFrench: Story = {
  args: { state: 'emailCheck.checking', context: { emailCheck: { email } } },
  parameters: { machine: { id: 'firstRegistration', state: 'emailCheck.checking' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continuer' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const EmailCheckingEnglish: Story = {
  ...english,
  args: { state: 'emailCheck.checking', context: { emailCheck: { email } } },
  parameters: { machine: { id: 'firstRegistration', state: 'emailCheck.checking' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Email address/ })).toHaveValue(
      email,
    );
  },
};

/** A portal account exists: log in (spec §8). */
export const AccountExistsFrench: Story = {
  args: { state: 'accountExists', context: { emailCheck: { email } } },
  parameters: { machine: { id: 'firstRegistration', state: 'accountExists' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/pro/login?email=lea%40atelier-nord.fr',
    );
  },
};

export const AccountExistsEnglish: Story = {
  ...english,
  args: { state: 'accountExists', context: { emailCheck: { email } } },
  parameters: { machine: { id: 'firstRegistration', state: 'accountExists' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'An account already exists with this email address. Try logging in.',
      ),
    ).toBeVisible();
  },
};

/** A contact without portal access: forgot password initialises it (spec §8). */
export const NoPortalAccountFrench: Story = {
  args: { state: 'noPortalAccount', context: { emailCheck: { email } } },
  parameters: { machine: { id: 'firstRegistration', state: 'noPortalAccount' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Mot de passe oublié' }),
    ).toHaveAttribute('href', '/fr/forgot-password?email=lea%40atelier-nord.fr');
  },
};

export const NoPortalAccountEnglish: Story = {
  ...english,
  args: { state: 'noPortalAccount', context: { emailCheck: { email } } },
  parameters: { machine: { id: 'firstRegistration', state: 'noPortalAccount' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Click on forgot password/)).toBeVisible();
  },
};

/** 4001/4010 on the first check: 'account does not exist', the form after 1 s (spec §8, §9). */
export const AccountNotFoundFrench: Story = {
  args: {
    state: 'accountNotFound',
    context: { emailCheck: { email }, message: 'error.account_does_not_exist' },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'accountNotFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ce compte n’existe pas.')).toBeVisible();
    await expect(canvas.getByText('Ouverture du formulaire de demande…')).toBeVisible();
  },
};

export const AccountNotFoundEnglish: Story = {
  ...english,
  args: {
    state: 'accountNotFound',
    context: { emailCheck: { email }, message: 'error.account_does_not_exist' },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'accountNotFound' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This account does not exist.')).toBeVisible();
  },
};

/** 3030: the form closes with its message (spec §8). */
export const ClosedFrench: Story = {
  args: {
    state: 'closed',
    context: { emailCheck: { email }, message: 'error.request_already_made' },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'closed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Une première demande a déjà été faite avec cette adresse e-mail.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ClosedEnglish: Story = {
  ...english,
  args: {
    state: 'closed',
    context: { emailCheck: { email }, message: 'error.request_already_made' },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'closed' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'An initial request has already been made using this email address.',
      ),
    ).toBeVisible();
  },
};

export const LoadingFrench: Story = {
  args: { state: 'form.loading', context: { emailCheck: { email } } },
  parameters: { machine: { id: 'firstRegistration', state: 'form.loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Chargement du formulaire…',
    );
  },
};

export const LoadingEnglish: Story = {
  ...english,
  args: { state: 'form.loading', context: { emailCheck: { email } } },
  parameters: { machine: { id: 'firstRegistration', state: 'form.loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the form…');
  },
};

export const LoadFailedFrench: Story = {
  args: { state: 'form.loadFailed', context: { emailCheck: { email } } },
  parameters: { machine: { id: 'firstRegistration', state: 'form.loadFailed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/n’a pas pu être chargée/);
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    // RETRY loads the list again.
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement du formulaire…');
  },
};

export const LoadFailedEnglish: Story = {
  ...english,
  args: { state: 'form.loadFailed', context: { emailCheck: { email } } },
  parameters: { machine: { id: 'firstRegistration', state: 'form.loadFailed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Step 2: the company-existence check (spec §2), picked from the list. */
export const CompanyCheckFrench: Story = {
  args: { state: 'form.company.idle', context: { ...checked, contact } },
  parameters: { machine: { id: 'firstRegistration', state: 'form.company.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Étape 2 sur 3 : votre société')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Nom de la société ou SIRET' }),
      'Maison{Enter}',
    );
    await expect(await canvas.findByText('2 sociétés correspondent à « Maison »')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choisir Maison Lune' }));
    await expect(await canvas.findByText('Société choisie')).toBeVisible();
    await expect(canvas.getByText('Étape 3 sur 3 : votre demande')).toBeVisible();
    // A picked company needs none of its fields (spec §5).
    await expect(canvas.queryByRole('textbox', { name: /Nom de la société/ })).toBeNull();
  },
};

export const CompanyCheckEnglish: Story = {
  ...english,
  args: { state: 'form.company.idle', context: { ...checked, contact } },
  parameters: { machine: { id: 'firstRegistration', state: 'form.company.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enter my company’s details' }));
    await expect(await canvas.findByRole('textbox', { name: /Company name/ })).toBeVisible();
  },
};

export const CompanySearchingFrench: Story = {
  args: { state: 'form.company.searching', context: { ...checked, companyQuery: 'Maison' } },
  parameters: { machine: { id: 'firstRegistration', state: 'form.company.searching' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Recherche en cours…')).toBeVisible();
  },
};

export const CompanySearchingEnglish: Story = {
  ...english,
  args: { state: 'form.company.searching', context: { ...checked, companyQuery: 'Maison' } },
  parameters: { machine: { id: 'firstRegistration', state: 'form.company.searching' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Searching…')).toBeVisible();
  },
};

export const CompanyResultsFrench: Story = {
  args: {
    state: 'form.company.results',
    context: { ...checked, companyQuery: 'Maison', matches: storyAccounts },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'form.company.results' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('75003 Paris, FR · SIRET se terminant par 00074')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Choisir/ })).toHaveLength(2);
  },
};

export const CompanyResultsEnglish: Story = {
  ...english,
  args: {
    state: 'form.company.results',
    context: { ...checked, companyQuery: 'Maison', matches: storyAccounts },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'form.company.results' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Choose Maison Lune Lyon' }),
    ).toBeVisible();
  },
};

/** 'No results for your search' (spec §8). */
export const CompanyNoResultsFrench: Story = {
  args: { state: 'form.company.noResults', context: { ...checked, companyQuery: 'Atelier Nord' } },
  parameters: { machine: { id: 'firstRegistration', state: 'form.company.noResults' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun résultat pour votre recherche')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Ma société n’est pas dans la liste : saisir ses informations',
      }),
    );
    // The searched name becomes the company's name.
    await expect(await canvas.findByRole('textbox', { name: /Nom de la société/ })).toHaveValue(
      'Atelier Nord',
    );
  },
};

export const CompanyNoResultsEnglish: Story = {
  ...english,
  args: { state: 'form.company.noResults', context: { ...checked, companyQuery: 'Atelier Nord' } },
  parameters: { machine: { id: 'firstRegistration', state: 'form.company.noResults' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results for your search')).toBeVisible();
  },
};

/**
 * Step 3: the request (spec §2). An invalid SIRET and 100 m² say so, and what was typed stays
 * (spec §5, §8).
 */
export const RequestFrench: Story = {
  args: { state: 'form.details.idle', context: typedIn },
  parameters: { machine: { id: 'firstRegistration', state: 'form.details.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const section of [
      'Votre société',
      'Informations commerciales',
      'Activité principale',
      'Informations complémentaires',
      'À propos de vous',
      'Les salons qui vous intéressent',
      'Demande spécifique',
      'Surface souhaitée',
      'Contact avec un conseiller commercial',
      'Conditions',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer ma demande' }));
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Le SIRET est invalide', 'Cette surface est trop grande (max 99 m²)']);
    const surface = canvas.getByRole('textbox', { name: /Surface souhaitée/ });
    await expect(surface).toHaveValue('100');
    await expect(surface).toHaveAccessibleDescription(/Cette surface est trop grande/);
    await expect(canvas.getByRole('textbox', { name: /SIRET/ })).toHaveValue('732 829 320 00075');
  },
};

export const RequestEnglish: Story = {
  ...english,
  args: {
    state: 'form.details.idle',
    context: {
      ...typedIn,
      contact: { ...contact, langue: 'en' },
      details: { ...typedIn.details, desired_surface: 4, terms: false },
    },
  },
  parameters: {
    route: '/en/pro/first-registration',
    machine: { id: 'firstRegistration', state: 'form.details.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send my request' }));
    const summary = canvas.getByRole('alert', { name: 'There are errors in your input' });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'The SIRET is invalid',
      'The surface area must be at least 9m2',
      'You must accept the terms of participation and the personal-data policy',
    ]);
    // The optional sales contact asks for the representative's name once ticked.
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I would like a sales representative to contact me' }),
    );
    await expect(
      canvas.getByRole('textbox', { name: /Your sales representative’s name/ }),
    ).toBeVisible();
  },
};

/** With a company picked from the list: its details are not asked (spec §5). */
export const RequestPickedCompanyFrench: Story = {
  args: {
    state: 'form.details.idle',
    context: { ...typedIn, account: storyAccounts[0] ?? null },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'form.details.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Société choisie')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Informations commerciales' })).toBeNull();
  },
};

export const RequestPicklistsLoadingEnglish: Story = {
  ...english,
  args: { state: 'form.details.idle', context: typedIn, picklists: 'loading' },
  parameters: { machine: { id: 'firstRegistration', state: 'form.details.idle' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the form…');
  },
};

export const SubmittingFrench: Story = {
  args: {
    state: 'form.details.submitting',
    context: { ...typedIn, details: { ...typedIn.details, desired_surface: 24 } },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'form.details.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Envoyer ma demande' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SubmittingEnglish: Story = {
  ...english,
  args: {
    state: 'form.details.submitting',
    context: { ...typedIn, details: { ...typedIn.details, desired_surface: 24 } },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'form.details.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /Desired surface area/ }),
    ).toHaveValue('24');
  },
};

/** Sent: the screen goes to confirm-first-register (spec §2). */
export const ConfirmedFrench: Story = {
  args: {
    state: 'confirmed',
    context: { ...typedIn, request: { request_id: 'req_1', reply_within_hours: 72 } },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'confirmed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Votre demande est envoyée.',
    );
  },
};

export const ConfirmedEnglish: Story = {
  ...english,
  args: {
    state: 'confirmed',
    context: { ...typedIn, request: { request_id: 'req_1', reply_within_hours: 72 } },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'confirmed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your request has been sent.',
    );
  },
};

/**
 * The Matter and Shape variant (spec §2): English only, its own logo and footer, no language
 * switch.
 */
export const MatterAndShapeEmailCheck: Story = {
  globals: { locale: 'en', theme: 'matterAndShape' },
  args: { state: 'emailCheck.idle', input: { variant: 'matter_and_shape' }, frame: true },
  parameters: {
    layout: 'fullscreen',
    route: '/en/pro/first-registration-matter-and-shape',
    machine: { id: 'firstRegistration', state: 'emailCheck.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Matter and Shape' })[0]).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /Language|Langue/ })).toBeNull();
    await expect(
      canvas.getByText('Matter and Shape, the contemporary design show in Paris.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'First-registration request' }),
    ).toBeVisible();
  },
};

export const MatterAndShapeRequest: Story = {
  globals: { locale: 'en', theme: 'matterAndShape' },
  args: {
    state: 'form.details.idle',
    input: { variant: 'matter_and_shape' },
    context: { ...typedIn, variant: 'matter_and_shape', contact: { ...contact, langue: 'en' } },
    frame: true,
  },
  parameters: {
    layout: 'fullscreen',
    route: '/en/pro/first-registration-matter-and-shape',
    machine: { id: 'firstRegistration', state: 'form.details.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send my request' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Personal-data policy' })).toHaveAttribute(
      'href',
      'https://www.salon.test/en/personal-data-policy',
    );
  },
};
