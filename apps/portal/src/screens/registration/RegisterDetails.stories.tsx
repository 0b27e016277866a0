// The registration screen's details step (spec §2 register, valid-infos-register): the contact,
// the company-existence check, the company, for an exhibitor and a visitor.
import type { RegistrationContext } from '@salon/machines';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveStory, liveView } from '../../kit/testing/liveStory';
import * as plays from '../../kit/testing/plays';
import { RegisterStory, exhibitor, visitor } from './registerStories';
import { afterIdentity, filledCompany, filledContact, storyAccounts } from './storyFixtures';

const title = 'Portal/Screens/Registration/Register details';

/**
 * Step 2 of pro/register and guest/register (spec §2): the contact and the company
 * (valid-infos-register), with the company-existence check for exhibitors. Each story runs the
 * real machine from its state with calls that never answer.
 */
export default { title, ...liveView(RegisterStory) } satisfies Meta<typeof RegisterStory>;

const story = liveStory(RegisterStory, 'registration', '/fr/pro/register');

type Patch = Partial<RegistrationContext>;

/** An exhibitor's details step with `context` over the prefilled contact, at `state`. */
const exhibitorWith = (context: Patch, parameters?: Record<string, unknown>) =>
  story.with({ input: exhibitor, context: { ...afterIdentity, ...context } }, parameters);
const visitorWith = (context: Patch, route: string) =>
  story.with({ input: visitor, context: { ...afterIdentity, ...context } }, { route });

/**
 * Step 2 for an exhibitor: contact, company-existence check, company details (spec §3, §5); an
 * invalid SIRET says so and keeps what was typed.
 */
const badSiret = exhibitorWith({
  contact: filledContact,
  company: { ...filledCompany, siret: '732 829 320 00075' },
});

export const DetailsExhibitorFrench = badSiret('details.idle', 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await plays.showsText('Étape 2 sur 3 : vos coordonnées')({ canvasElement });
  const email = canvas.getByRole('textbox', { name: /Adresse e-mail/ });
  await expect(email).toHaveAttribute('readonly');
  await expect(canvas.getByRole('heading', { level: 2, name: 'Votre société' })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
  const summary = await plays.focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
  const link = within(summary).getByRole('link', { name: 'Le SIRET est invalide' });
  await expect(link).toHaveAttribute('href', '#reg-company-siret');
  const siret = canvas.getByRole('textbox', { name: /SIRET/ });
  await expect(siret).toHaveValue('732 829 320 00075');
  await expect(siret).toHaveAccessibleDescription(/Le SIRET est invalide/);
});

const english = exhibitorWith(
  { contact: { ...filledContact, langue: 'en' } },
  { route: '/en/pro/register' },
);

export const DetailsExhibitorEnglish = english('details.idle', 'en', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await plays.showsText('Step 2 of 3: your details')({ canvasElement });
  // The company-existence check (spec §2): a list to pick from.
  const search = canvas.getByRole('searchbox', { name: 'Company name or SIRET' });
  await userEvent.type(search, 'Maison');
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await expect(await canvas.findByText('2 companies match “Maison”')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Choose Maison Lune' }));
  await plays.showsText('Chosen company')({ canvasElement });
  await expect(canvas.queryByRole('textbox', { name: /Company name/ })).toBeNull();
});

/** A company picked from the list: sent by its id (spec §5). */
const picked = exhibitorWith({ contact: filledContact, account: storyAccounts[0] ?? null });

export const DetailsPickedCompanyFrench = picked(
  'details.idle',
  'fr',
  async ({ canvasElement }) => {
    await plays.showsText('Société choisie')({ canvasElement });
    const name = within(canvasElement).getByText('Maison Lune', { selector: 'span' });
    await expect(name).toBeVisible();
    await plays.showsButton('Changer de société')({ canvasElement });
  },
);

/** 'No results for your search' (spec §8): the company's details are entered. */
const noResults = exhibitorWith({
  companySearch: { query: 'Atelier Neuf', matches: [], searched: true },
});

export const DetailsNoResultsFrench = noResults('details.idle', 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await plays.showsText('Aucun résultat pour votre recherche')({ canvasElement });
  const enter = 'Ma société n’est pas dans la liste : saisir ses informations';
  await userEvent.click(canvas.getByRole('button', { name: enter }));
  const name = canvas.getByRole('textbox', { name: /Nom de la société/ });
  await expect(name).toHaveValue('Atelier Neuf');
});

/** A visitor gives the company's name only; missing, it is required (spec §5). */
const visitorFr = visitorWith({ contact: filledContact }, '/fr/guest/register');

export const DetailsVisitorFrench = visitorFr('details.idle', 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('searchbox')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
  const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
  const link = within(summary).getByRole('link', { name: 'Ce champ est obligatoire' });
  await expect(link).toHaveAttribute('href', '#reg-company-name');
});

const visitorEn = visitorWith({}, '/en/guest/register');

export const DetailsVisitorEnglish = visitorEn('details.idle', 'en', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('radiogroup', { name: /Title/ })).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: /Company name/ })).toBeVisible();
});

/** The form's lists load, or fail with a retry (spec §7 GET /picklists). */
const lists = (picklists: 'loading' | 'failed') =>
  story.with({ input: exhibitor, context: afterIdentity, picklists });
const listsFailed = plays.playAll(
  plays.showsAlert(/could not be loaded/),
  plays.showsButton('Try again'),
);
const loadingFr = plays.showsStatus('Chargement du formulaire…');
export const DetailsPicklistsLoadingFrench = lists('loading')('details.idle', 'fr', loadingFr);
export const DetailsPicklistsFailedEnglish = lists('failed')('details.idle', 'en', listsFailed);

/** A company-existence check under way (spec §2). */
const searching = exhibitorWith({
  companySearch: { query: 'Maison', matches: [], searched: false },
});
const underWay = { fr: plays.showsText('Recherche en cours…'), en: plays.showsText('Searching…') };
export const DetailsSearchingFrench = searching('details.searching', 'fr', underWay.fr);
export const DetailsSearchingEnglish = searching('details.searching', 'en', underWay.en);

/** The details typed in full: what `details.submitting` sends. */
const sent = exhibitorWith({ contact: filledContact, company: filledCompany });

export const DetailsSubmittingFrench = sent(
  'details.submitting',
  'fr',
  async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('textbox', { name: /Nom de la société/ });
    await expect(name).toHaveValue('Maison Lune');
  },
);
export const DetailsSubmittingEnglish = sent(
  'details.submitting',
  'en',
  plays.showsButton('Continue'),
);
