import type { User } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { playAll, showsRegion, showsStatus, showsText } from '../../kit/testing/plays';
import { openDialog } from '../../kit/testing/dialogs';
import { retries } from '../../kit/testing/loadPlays';
import { withPortal } from '../../kit/testing/withPortal';
import { ContactEditForm, PasswordChangeForm } from './forms';
import { InformationsView, type InformationsViewProps } from './InformationsView';
import { resourcePageStory, storyMachines } from './storyHarness';
import { exhibitorUser, fonctionLists, fonctions, visitorUser } from './storyFixtures';

/** The edit-contact modal's form of `user`, on its machine (storyHarness). */
const contactFormOf =
  (user: User): InformationsViewProps['contactForm'] =>
  (close) => (
    <ContactEditForm
      machine={storyMachines.contact}
      input={{ role: user.role, contact: user.contact }}
      lists={fonctionLists('fr')}
      onSaved={close}
      onCancel={close}
    />
  );

const forms: Pick<InformationsViewProps, 'contactForm' | 'passwordForm'> = {
  contactForm: contactFormOf(exhibitorUser),
  passwordForm: (close) => (
    <PasswordChangeForm machine={storyMachines.password} onSaved={close} onCancel={close} />
  ),
};

const meta = {
  title: 'Portal/Screens/Account/Informations',
  component: InformationsView,
  decorators: [withPortal],
  args: {
    view: { status: 'ready', data: exhibitorUser },
    onRetry: fn(),
    notice: null,
    onDismissNotice: fn(),
    fonctions: null,
    ...forms,
  },
  parameters: { route: '/fr/me/informations', machine: { id: 'informations' } },
} satisfies Meta<typeof InformationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = resourcePageStory<Story, User>({
  id: 'informations',
  path: 'informations',
  data: exhibitorUser,
});

// --- loading, failed (with a retry), ready, stale (a reload runs behind the data) ---

export const Loading = story('loading', 'fr', {}, showsStatus('Chargement de vos informations…'));

export const LoadingEnglish = story('loading', 'en', {}, showsStatus('Loading your information…'));

export const Failed = story(
  'failed',
  'fr',
  {},
  retries('Réessayer', 'Vos informations n’ont pas pu se charger'),
);

export const FailedEnglish = story('failed', 'en', {}, retries('Try again'));

/** Spec §5: names and email are shown, not editable; the job function reads from its picklist. */
export const Exhibitor = story(
  'ready',
  'fr',
  { fonctions: fonctions.fr },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Mes informations personnelles' }),
    ).toBeVisible();
    const details = canvas.getByRole('region', { name: 'Mes coordonnées' });
    await expect(details).toHaveTextContent('claire.martin@maison-lumiere.test');
    await expect(details).toHaveTextContent('Directeur commercial');
    await expect(within(details).queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Contacter l’équipe du salon' })).toHaveAttribute(
      'href',
      '/fr/pro/contact',
    );
  },
);

export const ExhibitorEnglish = story(
  'ready',
  'en',
  { fonctions: fonctions.en },
  async ({ canvasElement }) => {
    const details = within(canvasElement).getByRole('region', { name: 'My contact details' });
    await expect(details).toHaveTextContent('Sales director');
  },
);

export const Stale = story(
  'stale',
  'fr',
  {},
  playAll(showsStatus('Mise à jour de vos informations…'), showsRegion('Mes coordonnées')),
);

export const StaleEnglish = story('stale', 'en', {}, showsStatus('Updating your information…'));

/** Spec §8 'information recorded' after the edit-contact modal. */
export const ContactSaved = story(
  'ready',
  'fr',
  { notice: 'contactSaved' },
  showsText('Vos informations ont bien été enregistrées.'),
);

/** Spec §8 'new password saved', and the other sessions are signed out (the API ends them). */
export const PasswordSavedEnglish = story(
  'ready',
  'en',
  { notice: 'passwordSaved' },
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your other sessions have been signed out.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismissNotice).toHaveBeenCalled();
  },
);

// --- the modals, opened from the page, driven by their machine ---

/** A visitor opens the edit-contact modal, empties the phone and submits: spec §5 required. */
export const VisitorEditContactRequired = story(
  'ready',
  'fr',
  {
    view: { status: 'ready', data: visitorUser },
    contactForm: contactFormOf(visitorUser),
  },
  async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Modifier mes coordonnées');
    const phone = within(dialog).getByRole('textbox', { name: /^Téléphone(?! mobile)/ });
    await expect(phone).toHaveValue('+33 2 40 00 00 00');
    await userEvent.clear(phone);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Ce champ est obligatoire/));
    await expect(within(dialog).getByRole('radio', { name: 'Monsieur' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
);

/** An exhibitor's modal offers the mobile and the job function only (spec §2). */
export const ExhibitorEditContactEnglish = story('ready', 'en', {}, async ({ canvasElement }) => {
  const dialog = await openDialog(canvasElement, 'Edit my contact details');
  await expect(within(dialog).getByRole('textbox', { name: 'Mobile phone' })).toHaveValue(
    '+33 6 12 34 56 78',
  );
  await expect(within(dialog).queryByRole('radio')).toBeNull();
  await expect(within(dialog).getByRole('button', { name: /Job function/ })).toHaveTextContent(
    'Directeur commercial',
  );
});

/** The change-password modal submitted empty: each field says it is required (spec §5). */
export const ChangePasswordEmpty = story('ready', 'fr', {}, async ({ canvasElement }) => {
  const dialog = await openDialog(canvasElement, 'Changer mon mot de passe');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  const summary = within(dialog).getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
  await waitFor(() => expect(summary).toHaveFocus());
  await expect(within(summary).getAllByRole('link').length).toBeGreaterThanOrEqual(2);
});

export const ChangePasswordMismatchEnglish = story('ready', 'en', {}, async ({ canvasElement }) => {
  const dialog = await openDialog(canvasElement, 'Change my password');
  await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'Ancien-Mot-2026!');
  await userEvent.type(within(dialog).getByLabelText(/^New password/), 'Nouveau-Mot-2026!');
  await userEvent.type(within(dialog).getByLabelText(/^Confirm the new password/), 'Autre');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await expect(await within(dialog).findAllByText("Passwords don't match")).not.toHaveLength(0);
});
