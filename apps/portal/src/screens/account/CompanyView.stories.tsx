import type { Company } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { linksTo, playAll, showsStatus, showsText } from '../../kit/testing/plays';
import { openDialog } from '../../kit/testing/dialogs';
import { retries } from '../../kit/testing/loadPlays';
import { withPortal } from '../../kit/testing/withPortal';
import { CompanyView, type CompanyViewProps } from './CompanyView';
import { AccountEditForm, BrandEditForm } from './forms';
import { resourcePageStory, storyMachines } from './storyHarness';
import { accountPicklists, companyWithoutVat, exhibitorCompany, type Lang } from './storyFixtures';

const forms = (
  lang: Lang,
  company = exhibitorCompany,
): Pick<CompanyViewProps, 'companyForm' | 'brandForm'> => ({
  companyForm: (close) => (
    <AccountEditForm
      machine={storyMachines.account}
      input={{
        account: { ...company.billing_address, langue: company.langue, tva: company.tva },
      }}
      lists={accountPicklists(lang)}
      onSaved={close}
      onCancel={close}
    />
  ),
  brandForm: (brand, close) => (
    <BrandEditForm
      machine={storyMachines.brand}
      input={{ brand }}
      onSaved={close}
      onCancel={close}
    />
  ),
});

const meta = {
  title: 'Portal/Screens/Account/Company',
  component: CompanyView,
  decorators: [withPortal],
  args: {
    view: { status: 'ready', data: { company: exhibitorCompany } },
    onRetry: fn(),
    isSaved: false,
    onDismissNotice: fn(),
    labels: null,
    ...forms('fr'),
  },
  parameters: { route: '/fr/me/company', machine: { id: 'company' } },
} satisfies Meta<typeof CompanyView>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = resourcePageStory<Story, { company: Company | null }>(
  { id: 'company', path: 'company', data: { company: exhibitorCompany } },
  (lang) => {
    const lists = accountPicklists(lang);
    return { labels: lists.status === 'ready' ? lists.options : null, ...forms(lang) };
  },
);

export const Loading = story('loading', 'fr', {}, showsStatus('Chargement de votre société…'));

export const LoadingEnglish = story('loading', 'en', {}, showsStatus('Loading your company…'));

export const Failed = story('failed', 'fr', {}, retries('Réessayer'));

export const FailedEnglish = story('failed', 'en', {}, showsText('Your company could not load'));

/** Spec §2, §5: name and SIRET read only, the billing address, the group's brands. */
export const Ready = story('ready', 'fr', {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const company = canvas.getByRole('region', { name: 'Société' });
  await expect(company).toHaveTextContent('Maison Lumière SAS');
  await expect(company).toHaveTextContent('44238127600019');
  await expect(company).toHaveTextContent('18 rue des Artisans');
  await expect(company).toHaveTextContent('Français');
  await expect(canvas.getByRole('region', { name: 'Lueur Paris' })).toHaveTextContent(
    'Non renseigné',
  );
});

export const ReadyEnglish = story('ready', 'en', {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'My company' })).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'Company' })).toHaveTextContent('French');
});

export const Stale = story('stale', 'fr', {}, showsStatus('Mise à jour de votre société…'));

export const StaleEnglish = story('stale', 'en', {}, showsStatus('Updating your company…'));

/** Spec §8 'information recorded'. */
export const SavedEnglish = story(
  'ready',
  'en',
  { isSaved: true },
  showsText('Your information has been recorded.'),
);

/** A visitor without a company is told so, and whom to write to. */
export const NoCompany = story(
  'ready',
  'fr',
  { view: { status: 'ready', data: { company: null } } },
  playAll(
    showsText('Aucune société n’est liée à votre compte'),
    linksTo('Contacter l’équipe du salon', '/fr/guest/contact'),
  ),
);

/** The edit-company modal, VAT recorded: shown read only (spec §5); street emptied: required. */
export const EditCompanyRequired = story('ready', 'fr', {}, async ({ canvasElement }) => {
  const dialog = await openDialog(canvasElement, 'Modifier ma société');
  await expect(within(dialog).getByRole('textbox', { name: /Numéro de TVA/ })).toHaveAttribute(
    'readonly',
  );
  const street = within(dialog).getByRole('textbox', { name: /^Adresse/ });
  await userEvent.clear(street);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(street).toHaveAccessibleDescription(/Ce champ est obligatoire/));
});

/** Without a VAT number, the field is editable once (spec §5). */
export const EditCompanyVatEnglish = story(
  'ready',
  'en',
  {
    view: { status: 'ready', data: { company: companyWithoutVat } },
    ...forms('en', companyWithoutVat),
  },
  async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Edit my company');
    const vat = within(dialog).getByRole('textbox', { name: /EU VAT number/ });
    await expect(vat).not.toHaveAttribute('readonly');
    await expect(vat).toHaveAccessibleDescription(
      'Once saved, the VAT number can no longer be changed.',
    );
  },
);

/** The brand modal submitted empty: nothing is sent (spec §5), the form says why. */
export const BrandEmpty = story('ready', 'fr', {}, async ({ canvasElement }) => {
  const dialog = await openDialog(
    canvasElement,
    'Modifier la marque Lueur Paris',
    'Marque Lueur Paris',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await expect(
    await within(dialog).findAllByText("Vous n'avez indiqué aucune modification"),
  ).not.toHaveLength(0);
});

/** The brand modal refuses an Instagram that is not an http(s) URL (spec §5 URL). */
export const BrandInvalidUrlEnglish = story('ready', 'en', {}, async ({ canvasElement }) => {
  const dialog = await openDialog(canvasElement, 'Edit the brand Lueur Paris', 'Brand Lueur Paris');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Instagram/ }), 'lueur');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await expect(await within(dialog).findAllByText(/This web address is invalid/)).not.toHaveLength(
    0,
  );
});
