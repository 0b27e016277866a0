// The first-registration request's first steps (spec §2 pro/first-registration): the email check
// and its answers (spec §8), the campaigns' load, the company-existence check; the request itself
// is in FirstRegistrationRequest.stories.tsx.
import type { AccountMatch } from '@salon/domain';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveStory, liveView } from '../../kit/testing/liveStory';
import * as plays from '../../kit/testing/plays';
import { storyAccounts } from './storyFixtures';
import { FirstRegistrationStory, checked, contact, email } from './firstRegistrationStories';

const title = 'Portal/Screens/Registration/First registration';

/**
 * pro/first-registration and its Matter and Shape variant (spec §2): the email check
 * (sf/check-contact; 4001/4010 open the form after 1 s, 3030 closes it, spec §8), the events of
 * interest (list-campaigns), the company-existence check (search-account), then the request
 * (first-register) and confirm-first-register with the 72-hour promise (spec §1). Each story runs
 * the real machine from its state with calls that never answer.
 */
export default { title, ...liveView(FirstRegistrationStory) } satisfies Meta<
  typeof FirstRegistrationStory
>;

const story = liveStory(FirstRegistrationStory, 'firstRegistration', '/fr/pro/first-registration');

/** The email checked: the state every answer of sf/check-contact starts from. */
const afterCheck = story.with({ context: { emailCheck: { email } } });
const opening = story.with({});
const inEnglish = story.with({}, { route: '/en/pro/first-registration' });

/** Step 1: the email check; an invalid address says so (spec §5). */
export const EmailCheckFrench = opening('emailCheck.idle', 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await plays.showsTitle('Demande de première inscription')({ canvasElement });
  await plays.showsText(/nous vous répondrons sous 72 heures/)({ canvasElement });
  await userEvent.type(canvas.getByRole('textbox', { name: /Adresse e-mail/ }), 'lea@');
  await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
  const summary = await plays.focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
  await expect(within(summary).getByRole('link')).toHaveTextContent(
    "L'adresse e-mail doit être une adresse valide",
  );
});

export const EmailCheckEnglish = inEnglish('emailCheck.idle', 'en', async ({ canvasElement }) => {
  await plays.showsText('Step 1 of 3: your email address')({ canvasElement });
  await expect(within(canvasElement).getByRole('textbox', { name: /Email address/ })).toBeVisible();
});

const checking = plays.submitting('Continuer');
export const EmailCheckingFrench = afterCheck('emailCheck.checking', 'fr', checking);

export const EmailCheckingEnglish = afterCheck('emailCheck.checking', 'en', async (context) => {
  const field = within(context.canvasElement).getByRole('textbox', { name: /Email address/ });
  await expect(field).toHaveValue(email);
});

/** A portal account exists: log in (spec §8). */
const exists = {
  fr: plays.linksTo('Se connecter', '/fr/pro/login?email=lea%40atelier-nord.fr'),
  en: plays.showsText('An account already exists with this email address. Try logging in.'),
};
export const AccountExistsFrench = afterCheck('accountExists', 'fr', exists.fr);
export const AccountExistsEnglish = afterCheck('accountExists', 'en', exists.en);

/** A contact without portal access: forgot password initialises it (spec §8). */
const noAccess = {
  fr: plays.linksTo('Mot de passe oublié', '/fr/forgot-password?email=lea%40atelier-nord.fr'),
  en: plays.showsText(/Click on forgot password/),
};
export const NoPortalAccountFrench = afterCheck('noPortalAccount', 'fr', noAccess.fr);
export const NoPortalAccountEnglish = afterCheck('noPortalAccount', 'en', noAccess.en);

/** 4001/4010 on the first check: 'account does not exist', the form after 1 s (spec §8, §9). */
const notFound = story.with({
  context: { emailCheck: { email }, message: 'error.account_does_not_exist' },
});
const opens = plays.playAll(
  plays.showsText('Ce compte n’existe pas.'),
  plays.showsText('Ouverture du formulaire de demande…'),
);
export const AccountNotFoundFrench = notFound('accountNotFound', 'fr', opens);
export const AccountNotFoundEnglish = notFound(
  'accountNotFound',
  'en',
  plays.showsText('This account does not exist.'),
);

/** 3030: the form closes with its message (spec §8). */
const closed = story.with({
  context: { emailCheck: { email }, message: 'error.request_already_made' },
});
const alreadyMade = {
  fr: 'Une première demande a déjà été faite avec cette adresse e-mail.',
  en: 'An initial request has already been made using this email address.',
};
export const ClosedFrench = closed('closed', 'fr', async (context) => {
  await plays.showsText(alreadyMade.fr)(context);
  await expect(within(context.canvasElement).queryByRole('textbox')).toBeNull();
});
export const ClosedEnglish = closed('closed', 'en', plays.showsText(alreadyMade.en));

/** The events of interest load (spec §2, §7 list-campaigns), or fail and are asked again. */
const loading = { fr: 'Chargement du formulaire…', en: 'Loading the form…' };
export const LoadingFrench = afterCheck('form.loading', 'fr', plays.showsStatus(loading.fr));
export const LoadingEnglish = afterCheck('form.loading', 'en', plays.showsStatus(loading.en));

export const LoadFailedFrench = afterCheck('form.loadFailed', 'fr', async (context) => {
  await plays.showsAlert(/n’a pas pu être chargée/)(context);
  await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Réessayer' }));
  // RETRY loads the list again.
  await plays.showsStatus(loading.fr)(context);
});
export const LoadFailedEnglish = afterCheck(
  'form.loadFailed',
  'en',
  plays.showsButton('Try again'),
);

/** Step 2: the company-existence check (spec §2), picked from the list. */
const companyCheck = story.with({ context: { ...checked, contact } });

export const CompanyCheckFrench = companyCheck('form.company.idle', 'fr', async (context) => {
  const canvas = within(context.canvasElement);
  await plays.showsText('Étape 2 sur 3 : votre société')(context);
  const search = canvas.getByRole('searchbox', { name: 'Nom de la société ou SIRET' });
  await userEvent.type(search, 'Maison{Enter}');
  await expect(await canvas.findByText('2 sociétés correspondent à « Maison »')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Choisir Maison Lune' }));
  await expect(await canvas.findByText('Société choisie')).toBeVisible();
  await plays.showsText('Étape 3 sur 3 : votre demande')(context);
  // A picked company needs none of its fields (spec §5).
  await expect(canvas.queryByRole('textbox', { name: /Nom de la société/ })).toBeNull();
});

export const CompanyCheckEnglish = companyCheck('form.company.idle', 'en', async (context) => {
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Enter my company’s details' }));
  await expect(await canvas.findByRole('textbox', { name: /Company name/ })).toBeVisible();
});

/** The company search at `query`: under way, or answered with `matches`. */
const searched = (query: string, matches: AccountMatch[] = [], done = true) =>
  story.with({ context: { ...checked, companySearch: { query, matches, searched: done } } });

const searching = searched('Maison', [], false);
const underWay = { fr: plays.showsText('Recherche en cours…'), en: plays.showsText('Searching…') };
export const CompanySearchingFrench = searching('form.company.searching', 'fr', underWay.fr);
export const CompanySearchingEnglish = searching('form.company.searching', 'en', underWay.en);

const results = searched('Maison', storyAccounts);

export const CompanyResultsFrench = results('form.company.results', 'fr', async (context) => {
  await plays.showsText('75003 Paris, FR · SIRET se terminant par 00074')(context);
  const picks = within(context.canvasElement).getAllByRole('button', { name: /^Choisir/ });
  await expect(picks).toHaveLength(2);
});
const pickLyon = plays.showsButton('Choose Maison Lune Lyon');
export const CompanyResultsEnglish = results('form.company.results', 'en', pickLyon);

/** 'No results for your search' (spec §8). */
const noResults = searched('Atelier Nord');

export const CompanyNoResultsFrench = noResults('form.company.noResults', 'fr', async (context) => {
  const canvas = within(context.canvasElement);
  await plays.showsText('Aucun résultat pour votre recherche')(context);
  await userEvent.click(
    canvas.getByRole('button', {
      name: 'Ma société n’est pas dans la liste : saisir ses informations',
    }),
  );
  // The searched name becomes the company's name.
  await expect(await canvas.findByRole('textbox', { name: /Nom de la société/ })).toHaveValue(
    'Atelier Nord',
  );
});
const none = plays.showsText('No results for your search');
export const CompanyNoResultsEnglish = noResults('form.company.noResults', 'en', none);
