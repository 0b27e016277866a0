// The registration screen's details step (spec §2 register, valid-infos-register): the contact,
// the company-existence check, the company, for an exhibitor and a visitor.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAccounts } from './storyFixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPortal } from '../../kit/testing/withPortal';
import {
  RegisterStory,
  afterIdentity,
  english,
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
