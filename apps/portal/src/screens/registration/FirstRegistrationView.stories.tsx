// The first-registration request's first steps (spec §2 pro/first-registration): the email check
// and its answers (spec §8), the campaigns' load, the company-existence check; the request itself
// is in FirstRegistrationRequest.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveStory } from '../../kit/testing/liveStory';
import {
  focusedSummary,
  linksTo,
  playAll,
  showsAlert,
  showsButton,
  showsStatus,
  showsText,
  showsTitle,
  submitting,
} from '../../kit/testing/plays';
import { withPortal } from '../../kit/testing/withPortal';
import { storyAccounts } from './storyFixtures';
import { FirstRegistrationStory, checked, contact, email } from './firstRegistrationStories';

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
export type Story = StoryObj<typeof meta>;

const story = liveStory(meta, 'firstRegistration');

/** The email checked: the state every answer of sf/check-contact starts from. */
const emailChecked = { context: { emailCheck: { email } } };

/** Step 1: the email check; an invalid address says so (spec §5). */
export const EmailCheckFrench: Story = story('emailCheck.idle', 'fr', {}, async (context) => {
  const canvas = within(context.canvasElement);
  await showsTitle('Demande de première inscription')(context);
  await showsText(/nous vous répondrons sous 72 heures/)(context);
  await userEvent.type(canvas.getByRole('textbox', { name: /Adresse e-mail/ }), 'lea@');
  await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
  const summary = await focusedSummary(context.canvasElement, 'Votre saisie comporte des erreurs');
  await expect(within(summary).getByRole('link')).toHaveTextContent(
    "L'adresse e-mail doit être une adresse valide",
  );
});

export const EmailCheckEnglish: Story = story(
  'emailCheck.idle',
  'en',
  {},
  async ({ canvasElement }) => {
    await showsText('Step 1 of 3: your email address')({ canvasElement });
    await expect(
      within(canvasElement).getByRole('textbox', { name: /Email address/ }),
    ).toBeVisible();
  },
  { route: '/en/pro/first-registration' },
);

export const EmailCheckingFrench: Story = story(
  'emailCheck.checking',
  'fr',
  emailChecked,
  submitting('Continuer'),
);

export const EmailCheckingEnglish: Story = story(
  'emailCheck.checking',
  'en',
  emailChecked,
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Email address/ })).toHaveValue(
      email,
    );
  },
);

/** A portal account exists: log in (spec §8). */
export const AccountExistsFrench: Story = story(
  'accountExists',
  'fr',
  emailChecked,
  linksTo('Se connecter', '/fr/pro/login?email=lea%40atelier-nord.fr'),
);

export const AccountExistsEnglish: Story = story(
  'accountExists',
  'en',
  emailChecked,
  showsText('An account already exists with this email address. Try logging in.'),
);

/** A contact without portal access: forgot password initialises it (spec §8). */
export const NoPortalAccountFrench: Story = story(
  'noPortalAccount',
  'fr',
  emailChecked,
  linksTo('Mot de passe oublié', '/fr/forgot-password?email=lea%40atelier-nord.fr'),
);

export const NoPortalAccountEnglish: Story = story(
  'noPortalAccount',
  'en',
  emailChecked,
  showsText(/Click on forgot password/),
);

const notFound = { context: { emailCheck: { email }, message: 'error.account_does_not_exist' } };

/** 4001/4010 on the first check: 'account does not exist', the form after 1 s (spec §8, §9). */
export const AccountNotFoundFrench: Story = story(
  'accountNotFound',
  'fr',
  notFound,
  playAll(showsText('Ce compte n’existe pas.'), showsText('Ouverture du formulaire de demande…')),
);

export const AccountNotFoundEnglish: Story = story(
  'accountNotFound',
  'en',
  notFound,
  showsText('This account does not exist.'),
);

const closed = { context: { emailCheck: { email }, message: 'error.request_already_made' } };

/** 3030: the form closes with its message (spec §8). */
export const ClosedFrench: Story = story('closed', 'fr', closed, async (context) => {
  await showsText('Une première demande a déjà été faite avec cette adresse e-mail.')(context);
  await expect(within(context.canvasElement).queryByRole('textbox')).toBeNull();
});

export const ClosedEnglish: Story = story(
  'closed',
  'en',
  closed,
  showsText('An initial request has already been made using this email address.'),
);

export const LoadingFrench: Story = story(
  'form.loading',
  'fr',
  emailChecked,
  showsStatus('Chargement du formulaire…'),
);

export const LoadingEnglish: Story = story(
  'form.loading',
  'en',
  emailChecked,
  showsStatus('Loading the form…'),
);

export const LoadFailedFrench: Story = story(
  'form.loadFailed',
  'fr',
  emailChecked,
  async (context) => {
    await showsAlert(/n’a pas pu être chargée/)(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Réessayer' }));
    // RETRY loads the list again.
    await showsStatus('Chargement du formulaire…')(context);
  },
);

export const LoadFailedEnglish: Story = story(
  'form.loadFailed',
  'en',
  emailChecked,
  showsButton('Try again'),
);

/** Step 2: the company-existence check (spec §2), picked from the list. */
export const CompanyCheckFrench: Story = story(
  'form.company.idle',
  'fr',
  { context: { ...checked, contact } },
  async (context) => {
    const canvas = within(context.canvasElement);
    await showsText('Étape 2 sur 3 : votre société')(context);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Nom de la société ou SIRET' }),
      'Maison{Enter}',
    );
    await expect(await canvas.findByText('2 sociétés correspondent à « Maison »')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choisir Maison Lune' }));
    await expect(await canvas.findByText('Société choisie')).toBeVisible();
    await showsText('Étape 3 sur 3 : votre demande')(context);
    // A picked company needs none of its fields (spec §5).
    await expect(canvas.queryByRole('textbox', { name: /Nom de la société/ })).toBeNull();
  },
);

export const CompanyCheckEnglish: Story = story(
  'form.company.idle',
  'en',
  { context: { ...checked, contact } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enter my company’s details' }));
    await expect(await canvas.findByRole('textbox', { name: /Company name/ })).toBeVisible();
  },
);

const searching = {
  context: { ...checked, companySearch: { query: 'Maison', matches: [], searched: false } },
};

export const CompanySearchingFrench: Story = story(
  'form.company.searching',
  'fr',
  searching,
  showsText('Recherche en cours…'),
);

export const CompanySearchingEnglish: Story = story(
  'form.company.searching',
  'en',
  searching,
  showsText('Searching…'),
);

const results = {
  context: {
    ...checked,
    companySearch: { query: 'Maison', matches: storyAccounts, searched: true },
  },
};

export const CompanyResultsFrench: Story = story(
  'form.company.results',
  'fr',
  results,
  async (context) => {
    await showsText('75003 Paris, FR · SIRET se terminant par 00074')(context);
    await expect(
      within(context.canvasElement).getAllByRole('button', { name: /^Choisir/ }),
    ).toHaveLength(2);
  },
);

export const CompanyResultsEnglish: Story = story(
  'form.company.results',
  'en',
  results,
  showsButton('Choose Maison Lune Lyon'),
);

const noResults = {
  context: { ...checked, companySearch: { query: 'Atelier Nord', matches: [], searched: true } },
};

/** 'No results for your search' (spec §8). */
export const CompanyNoResultsFrench: Story = story(
  'form.company.noResults',
  'fr',
  noResults,
  async (context) => {
    const canvas = within(context.canvasElement);
    await showsText('Aucun résultat pour votre recherche')(context);
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
);

export const CompanyNoResultsEnglish: Story = story(
  'form.company.noResults',
  'en',
  noResults,
  showsText('No results for your search'),
);
