// The registration screen's details step (spec §2 register, valid-infos-register): the contact,
// the company-existence check, the company, for an exhibitor and a visitor.
import { expect, userEvent, within } from 'storybook/test';
import { storyAccounts } from './storyFixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveStory } from '../../kit/testing/liveStory';
import {
  focusedSummary,
  playAll,
  showsAlert,
  showsButton,
  showsStatus,
  showsText,
} from '../../kit/testing/plays';
import { withPortal } from '../../kit/testing/withPortal';
import {
  RegisterStory,
  afterIdentity,
  exhibitor,
  filledCompany,
  filledContact,
  visitor,
} from './registerStories';

const meta = {
  title: 'Portal/Screens/Registration/Register details',
  component: RegisterStory,
  decorators: [withPortal],
  parameters: {
    layout: 'padded',
    route: '/fr/pro/register',
    docs: {
      description: {
        component:
          'Step 2 of pro/register and guest/register (spec §2): the contact and the company (valid-infos-register), with the company-existence check for exhibitors. Each story runs the real machine from its state with calls that never answer.',
      },
    },
  },
} satisfies Meta<typeof RegisterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = liveStory(meta, 'registration');

/**
 * Step 2 for an exhibitor: contact, company-existence check, company details (spec §3, §5); an
 * invalid SIRET says so and keeps what was typed.
 */
export const DetailsExhibitorFrench: Story = story(
  'details.idle',
  'fr',
  {
    input: exhibitor,
    context: {
      ...afterIdentity,
      contact: filledContact,
      company: { ...filledCompany, siret: '732 829 320 00075' },
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsText('Étape 2 sur 3 : vos coordonnées')({ canvasElement });
    await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votre société' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    const summary = await focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
    await expect(
      within(summary).getByRole('link', { name: 'Le SIRET est invalide' }),
    ).toHaveAttribute('href', '#reg-company-siret');
    const siret = canvas.getByRole('textbox', { name: /SIRET/ });
    await expect(siret).toHaveValue('732 829 320 00075');
    await expect(siret).toHaveAccessibleDescription(/Le SIRET est invalide/);
  },
);

export const DetailsExhibitorEnglish: Story = story(
  'details.idle',
  'en',
  { input: exhibitor, context: { ...afterIdentity, contact: { ...filledContact, langue: 'en' } } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsText('Step 2 of 3: your details')({ canvasElement });
    // The company-existence check (spec §2): a list to pick from.
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Company name or SIRET' }),
      'Maison',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('2 companies match “Maison”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Maison Lune' }));
    await showsText('Chosen company')({ canvasElement });
    await expect(canvas.queryByRole('textbox', { name: /Company name/ })).toBeNull();
  },
  { route: '/en/pro/register' },
);

/** A company picked from the list: sent by its id (spec §5). */
export const DetailsPickedCompanyFrench: Story = story(
  'details.idle',
  'fr',
  {
    input: exhibitor,
    context: { ...afterIdentity, contact: filledContact, account: storyAccounts[0] ?? null },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsText('Société choisie')({ canvasElement });
    await expect(canvas.getByText('Maison Lune', { selector: 'span' })).toBeVisible();
    await showsButton('Changer de société')({ canvasElement });
  },
);

/** 'No results for your search' (spec §8): the company's details are entered. */
export const DetailsNoResultsFrench: Story = story(
  'details.idle',
  'fr',
  {
    input: exhibitor,
    context: {
      ...afterIdentity,
      companySearch: { query: 'Atelier Neuf', matches: [], searched: true },
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsText('Aucun résultat pour votre recherche')({ canvasElement });
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Ma société n’est pas dans la liste : saisir ses informations',
      }),
    );
    await expect(canvas.getByRole('textbox', { name: /Nom de la société/ })).toHaveValue(
      'Atelier Neuf',
    );
  },
);

/** A visitor gives the company's name only; missing, it is required (spec §5). */
export const DetailsVisitorFrench: Story = story(
  'details.idle',
  'fr',
  { input: visitor, context: { ...afterIdentity, contact: filledContact } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await expect(
      within(summary).getByRole('link', { name: 'Ce champ est obligatoire' }),
    ).toHaveAttribute('href', '#reg-company-name');
  },
  { route: '/fr/guest/register' },
);

export const DetailsVisitorEnglish: Story = story(
  'details.idle',
  'en',
  { input: visitor, context: afterIdentity },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: /Title/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toBeVisible();
  },
  { route: '/en/guest/register' },
);

/** The form's lists load (spec §7 GET /picklists). */
export const DetailsPicklistsLoadingFrench: Story = story(
  'details.idle',
  'fr',
  { input: exhibitor, context: afterIdentity, picklists: 'loading' },
  showsStatus('Chargement du formulaire…'),
);

export const DetailsPicklistsFailedEnglish: Story = story(
  'details.idle',
  'en',
  { input: exhibitor, context: afterIdentity, picklists: 'failed' },
  playAll(showsAlert(/could not be loaded/), showsButton('Try again')),
);

/** A company-existence check under way (spec §2). */
const searching = {
  ...afterIdentity,
  companySearch: { query: 'Maison', matches: [], searched: false },
};

export const DetailsSearchingFrench: Story = story(
  'details.searching',
  'fr',
  { input: exhibitor, context: searching },
  showsText('Recherche en cours…'),
);

export const DetailsSearchingEnglish: Story = story(
  'details.searching',
  'en',
  { input: exhibitor, context: searching },
  showsText('Searching…'),
);

/** The details typed in full: what `details.submitting` sends. */
const detailsSent = { ...afterIdentity, contact: filledContact, company: filledCompany };

export const DetailsSubmittingFrench: Story = story(
  'details.submitting',
  'fr',
  { input: exhibitor, context: detailsSent },
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /Nom de la société/ }),
    ).toHaveValue('Maison Lune');
  },
);

export const DetailsSubmittingEnglish: Story = story(
  'details.submitting',
  'en',
  { input: exhibitor, context: detailsSent },
  showsButton('Continue'),
);
