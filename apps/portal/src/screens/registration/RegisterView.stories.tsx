import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPortal } from '../../kit/testing/withPortal';
import { RegisterView } from './RegisterView';
import { storyAccounts } from './storyFixtures';
import {
  STORY_SITE_URL,
  usePicklistsFixture,
  useRegistrationStory,
  type RegistrationStoryProps,
} from './storyHarness';

/** The view driven by the real machine from a state (storyHarness). */
function RegisterStory(props: RegistrationStoryProps) {
  const { value, context, send } = useRegistrationStory(props);
  const { lang, picklists } = usePicklistsFixture(props.picklists ?? 'ready');
  return (
    <RegisterView
      state={value}
      context={context}
      send={send}
      lang={lang}
      picklists={picklists}
      siteUrl={STORY_SITE_URL}
    />
  );
}

const exhibitor = { role: 'exposant', mode: 'register' } as const;
const visitor = { role: 'visiteur', mode: 'register' } as const;
const english = { globals: { locale: 'en' } } as const;

/** A registration under way: init-register answered, the contact prefilled. */
const afterIdentity = {
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

const filledContact = {
  ...afterIdentity.contact,
  salutation: 'Ms',
  lastname: 'Martin',
  phone: '+33 1 23 45 67 89',
} as const;

const filledCompany = {
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

const meta = {
  title: 'Portal/Screens/Registration/Register',
  component: RegisterStory,
  decorators: [withPortal],
  parameters: {
    layout: 'padded',
    route: '/fr/pro/register',
    docs: {
      description: {
        component:
          'pro/register and guest/register (the same screen by role) and pro/init/{sfid}, guest/init/{sfid} (spec §2), on the registration machine: identity (init-register), details (valid-infos-register, with the company-existence check for exhibitors), password (valid-pwd-register), then confirm-register. Each story runs the real machine from its state with calls that never answer.',
      },
    },
  },
} satisfies Meta<typeof RegisterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: email and first name (spec §7 init-register); a failed submit (spec §5, GOV.UK). */
export const IdentityFrench: Story = {
  args: { state: 'identity.idle', input: exhibitor },
  parameters: { machine: { id: 'registration', state: 'identity.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Créer votre compte exposant' }),
    ).toBeVisible();
    await expect(canvas.getByText('Étape 1 sur 3 : identification')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Adresse e-mail/ }), 'anne@maison');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      "L'adresse e-mail doit être une adresse valide",
      'Ce champ est obligatoire',
    ]);
    await expect(links[0]).toHaveAttribute('href', '#reg-email');
    // What was typed stays (spec §5 standards).
    await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
      'anne@maison',
    );
    await expect(canvas.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute(
      'href',
      '/fr/pro/login',
    );
  },
};

export const IdentityEnglish: Story = {
  ...english,
  args: { state: 'identity.idle', input: visitor },
  parameters: {
    route: '/en/guest/register',
    machine: { id: 'registration', state: 'identity.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create your visitor account' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = canvas.getByRole('alert', { name: 'There are errors in your input' });
    await expect(within(summary).getAllByRole('link')[0]).toHaveTextContent(
      'This field is required',
    );
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/guest/login',
    );
  },
};

/** Account initialisation from a CRM link (spec §2 pro/init/{sfid}). */
export const InitFrench: Story = {
  args: { state: 'identity.idle', input: { role: 'exposant', mode: 'init', sfid: '003ABC' } },
  parameters: {
    route: '/fr/pro/init/003ABC',
    machine: { id: 'registration', state: 'identity.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Activer votre compte exposant' }),
    ).toBeVisible();
    await expect(canvas.getByText(/L’équipe du salon a préparé votre compte/)).toBeVisible();
  },
};

/** The registration's time is over (4100/4101): back to step 1 with what was typed. */
export const IdentityExpiredFrench: Story = {
  args: {
    state: 'identity.idle',
    input: exhibitor,
    context: {
      identity: { email: 'anne.martin@maison-lune.fr', first: 'Anne' },
      feedback: { fieldErrors: {}, formError: 'error.verification_expired', description: null },
    },
  },
  parameters: { machine: { id: 'registration', state: 'identity.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le délai de vérification a expiré.');
    await expect(canvas.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Anne');
  },
};

export const IdentitySubmittingFrench: Story = {
  args: { state: 'identity.submitting', input: exhibitor, context: afterIdentity },
  parameters: { machine: { id: 'registration', state: 'identity.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continuer' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const IdentitySubmittingEnglish: Story = {
  ...english,
  args: { state: 'identity.submitting', input: exhibitor, context: afterIdentity },
  parameters: { machine: { id: 'registration', state: 'identity.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/**
 * Step 2 for an exhibitor: contact, company-existence check, company details (spec §3, §5); an
 * invalid SIRET says so and keeps what was typed.
 */
export const DetailsExhibitorFrench: Story = {
  args: {
    state: 'details.idle',
    input: exhibitor,
    context: {
      ...afterIdentity,
      contact: filledContact,
      company: { ...filledCompany, siret: '732 829 320 00075' },
    },
  },
  parameters: { machine: { id: 'registration', state: 'details.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Étape 2 sur 3 : vos coordonnées')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votre société' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary).getByRole('link', { name: 'Le SIRET est invalide' }),
    ).toHaveAttribute('href', '#reg-company-siret');
    const siret = canvas.getByRole('textbox', { name: /SIRET/ });
    await expect(siret).toHaveValue('732 829 320 00075');
    await expect(siret).toHaveAccessibleDescription(/Le SIRET est invalide/);
  },
};

export const DetailsExhibitorEnglish: Story = {
  ...english,
  args: {
    state: 'details.idle',
    input: exhibitor,
    context: { ...afterIdentity, contact: { ...filledContact, langue: 'en' } },
  },
  parameters: { route: '/en/pro/register', machine: { id: 'registration', state: 'details.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 3: your details')).toBeVisible();
    // The company-existence check (spec §2): a list to pick from.
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Company name or SIRET' }),
      'Maison',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('2 companies match “Maison”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Maison Lune' }));
    await expect(canvas.getByText('Chosen company')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Company name/ })).toBeNull();
  },
};

/** A company picked from the list: sent by its id (spec §5). */
export const DetailsPickedCompanyFrench: Story = {
  args: {
    state: 'details.idle',
    input: exhibitor,
    context: { ...afterIdentity, contact: filledContact, account: storyAccounts[0] ?? null },
  },
  parameters: { machine: { id: 'registration', state: 'details.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Société choisie')).toBeVisible();
    await expect(canvas.getByText('Maison Lune', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Changer de société' })).toBeVisible();
  },
};

/** 'No results for your search' (spec §8): the company's details are entered. */
export const DetailsNoResultsFrench: Story = {
  args: {
    state: 'details.idle',
    input: exhibitor,
    context: {
      ...afterIdentity,
      companySearch: { query: 'Atelier Neuf', matches: [], searched: true },
    },
  },
  parameters: { machine: { id: 'registration', state: 'details.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun résultat pour votre recherche')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Ma société n’est pas dans la liste : saisir ses informations',
      }),
    );
    await expect(canvas.getByRole('textbox', { name: /Nom de la société/ })).toHaveValue(
      'Atelier Neuf',
    );
  },
};

/** A visitor gives the company's name only; missing, it is required (spec §5). */
export const DetailsVisitorFrench: Story = {
  args: {
    state: 'details.idle',
    input: visitor,
    context: { ...afterIdentity, contact: filledContact },
  },
  parameters: {
    route: '/fr/guest/register',
    machine: { id: 'registration', state: 'details.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await expect(
      within(summary).getByRole('link', { name: 'Ce champ est obligatoire' }),
    ).toHaveAttribute('href', '#reg-company-name');
  },
};

export const DetailsVisitorEnglish: Story = {
  ...english,
  args: { state: 'details.idle', input: visitor, context: afterIdentity },
  parameters: {
    route: '/en/guest/register',
    machine: { id: 'registration', state: 'details.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: /Title/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toBeVisible();
  },
};

/** The form's lists load (spec §7 GET /picklists). */
export const DetailsPicklistsLoadingFrench: Story = {
  args: { state: 'details.idle', input: exhibitor, context: afterIdentity, picklists: 'loading' },
  parameters: { machine: { id: 'registration', state: 'details.idle' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Chargement du formulaire…',
    );
  },
};

export const DetailsPicklistsFailedEnglish: Story = {
  ...english,
  args: { state: 'details.idle', input: exhibitor, context: afterIdentity, picklists: 'failed' },
  parameters: { machine: { id: 'registration', state: 'details.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/could not be loaded/);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const DetailsSearchingFrench: Story = {
  args: {
    state: 'details.searching',
    input: exhibitor,
    context: { ...afterIdentity, companySearch: { query: 'Maison', matches: [], searched: false } },
  },
  parameters: { machine: { id: 'registration', state: 'details.searching' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Recherche en cours…')).toBeVisible();
  },
};

export const DetailsSearchingEnglish: Story = {
  ...english,
  args: {
    state: 'details.searching',
    input: exhibitor,
    context: { ...afterIdentity, companySearch: { query: 'Maison', matches: [], searched: false } },
  },
  parameters: { machine: { id: 'registration', state: 'details.searching' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Searching…')).toBeVisible();
  },
};

export const DetailsSubmittingFrench: Story = {
  args: {
    state: 'details.submitting',
    input: exhibitor,
    context: { ...afterIdentity, contact: filledContact, company: filledCompany },
  },
  parameters: { machine: { id: 'registration', state: 'details.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /Nom de la société/ }),
    ).toHaveValue('Maison Lune');
  },
};

export const DetailsSubmittingEnglish: Story = {
  ...english,
  args: {
    state: 'details.submitting',
    input: exhibitor,
    context: { ...afterIdentity, contact: filledContact, company: filledCompany },
  },
  parameters: { machine: { id: 'registration', state: 'details.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** Step 3: password with its live checklist, confirmation, terms (spec §5). */
export const PasswordFrench: Story = {
  args: { state: 'password.idle', input: exhibitor, context: afterIdentity },
  parameters: { machine: { id: 'registration', state: 'password.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Étape 3 sur 3 : mot de passe')).toBeVisible();
    const password = canvas.getByLabelText(/^Mot de passe/, { selector: 'input' });
    await userEvent.type(password, 'motdepasse1!');
    await expect(canvas.getByText('Une lettre majuscule').closest('li')).not.toHaveAttribute(
      'data-met',
    );
    await expect(canvas.getByText('Un chiffre').closest('li')).toHaveAttribute('data-met', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial',
      'Vous devez accepter les conditions de participation et la politique de données personnelles',
    ]);
    await expect(password).toHaveValue('motdepasse1!');
    await expect(
      canvas.getByRole('link', { name: /^conditions de participation/ }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const PasswordEnglish: Story = {
  ...english,
  args: { state: 'password.idle', input: exhibitor, context: afterIdentity },
  parameters: {
    route: '/en/pro/register',
    machine: { id: 'registration', state: 'password.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Str0ng!pass');
    await userEvent.type(
      canvas.getByLabelText(/^Confirm the password/, { selector: 'input' }),
      'Str0ng!pas',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    const summary = canvas.getByRole('alert', { name: 'There are errors in your input' });
    await expect(within(summary).getByRole('link')).toHaveTextContent("Passwords don't match");
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const PasswordSubmittingFrench: Story = {
  args: {
    state: 'password.submitting',
    input: exhibitor,
    context: {
      ...afterIdentity,
      password: { password: 'Str0ng!pass', password_confirmation: 'Str0ng!pass', terms: true },
    },
  },
  parameters: { machine: { id: 'registration', state: 'password.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /J’accepte/ })).toBeChecked();
  },
};

export const PasswordSubmittingEnglish: Story = {
  ...english,
  args: {
    state: 'password.submitting',
    input: exhibitor,
    context: {
      ...afterIdentity,
      password: { password: 'Str0ng!pass', password_confirmation: 'Str0ng!pass', terms: true },
    },
  },
  parameters: { machine: { id: 'registration', state: 'password.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/** 'An account already exists with this email address. Try logging in.' (spec §8). */
export const AccountExistsFrench: Story = {
  args: { state: 'accountExists', input: exhibitor, context: afterIdentity },
  parameters: { machine: { id: 'registration', state: 'accountExists' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Un compte existe déjà avec cette adresse e-mail. Essayez de vous connecter.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/pro/login?email=anne.martin%40maison-lune.fr',
    );
  },
};

export const AccountExistsEnglish: Story = {
  ...english,
  args: { state: 'accountExists', input: visitor, context: afterIdentity },
  parameters: { machine: { id: 'registration', state: 'accountExists' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('An account already exists with this email address. Try logging in.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/guest/login?email=anne.martin%40maison-lune.fr',
    );
  },
};

/** Registered: the screen goes to confirm-register (spec §2). */
export const ConfirmedFrench: Story = {
  args: { state: 'confirmed', input: exhibitor, context: afterIdentity },
  parameters: { machine: { id: 'registration', state: 'confirmed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Votre compte est créé.',
    );
  },
};

export const ConfirmedEnglish: Story = {
  ...english,
  args: { state: 'confirmed', input: exhibitor, context: afterIdentity },
  parameters: { machine: { id: 'registration', state: 'confirmed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your account has been created.',
    );
  },
};

/** Spec §8: 'This e-mail address is already in use' sits on the email field. */
export const EmailInUseEnglish: Story = {
  ...english,
  args: {
    state: 'identity.idle',
    input: exhibitor,
    context: {
      identity: { email: 'anne.martin@maison-lune.fr', first: 'Anne' },
      feedback: {
        fieldErrors: { email: ['error.email_in_use'] },
        formError: 'error.input_errors',
        description: null,
      },
    },
  },
  parameters: { machine: { id: 'registration', state: 'identity.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: /Email address/ }),
    ).toHaveAccessibleDescription(/This e-mail address is already in use./);
  },
};
