import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  linksTo,
  playAll,
  showsRegion,
  showsStatus,
  showsText,
  showsTitle,
} from '../../kit/testing/plays';
import { screenStory } from '../../kit/testing/screenStory';
import { retries } from '../../kit/testing/loadPlays';
import { withPortal } from '../../kit/testing/withPortal';
import { academyBannerIn, buildExhibitorDashboard, upcomingTradeshows } from '@salon/domain';
import { DashboardView, type DashboardState } from './DashboardView';
import {
  academyBanners,
  emptyData,
  exhibitorUser,
  manyStages,
  overdueFirstInstallment,
  quoteOnly,
  storyNow,
  transferAwaited,
  visitorUser,
  type DashboardData,
} from '@salon/domain/fixtures';

const ready = (data: DashboardData): DashboardState => ({
  status: 'ready',
  dashboard: buildExhibitorDashboard({ ...data, now: storyNow }),
});

const meta = {
  title: 'Portal/Screens/Dashboard',
  component: DashboardView,
  decorators: [withPortal],
  args: {
    user: exhibitorUser,
    state: ready(manyStages),
    onRetry: fn(),
    academy: academyBannerIn(academyBanners, 'fr'),
  },
  parameters: {
    route: '/fr/me/dashboard',
    docs: {
      description: {
        component:
          'me/dashboard (spec §2). The exhibitor sees the next step and its deadline first (docs/design.md: the next step first), the registrations with their statuses (spec §4), the shows, payments and invoices, booth, badges and invitations (locked until the 1st installment is paid, spec §4, §6), the marketplace (spec §1). The visitor sees the shows to come (list-campaigns), their details, badges and contact. Both see the academy banner the organiser publishes (GET /academy). The data are seen on 20 January 2026.',
      },
    },
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard of `user` at `state`, in `lang`. */
const dashboardAt = (
  state: DashboardState,
  lang: 'fr' | 'en',
  user = exhibitorUser,
  academy = academyBannerIn(academyBanners, lang),
) =>
  screenStory<Story>(lang, {
    args: { user, state, academy },
    machine: { id: 'dashboard', state: state.status },
    route: `/${lang}/me/dashboard`,
  });

/**
 * The next step leads (docs/design.md: the next step first): its region, named by the step and
 * its deadline, says `text` and its link `action` leads to `href`; returns the region.
 */
async function nextStep(
  canvasElement: HTMLElement,
  step: { name: string; text: string; action: string; href: string },
) {
  const next = within(canvasElement).getByRole('region', { name: step.name });
  await expect(next).toHaveTextContent(step.text);
  await expect(within(next).getByRole('link', { name: step.action })).toHaveAttribute(
    'href',
    step.href,
  );
  return next;
}

/** The exhibitor's data are loading (GET /me/campaigns, rebooking opportunities, payments). */
export const Loading: Story = {
  ...dashboardAt({ status: 'loading' }, 'fr'),
  play: playAll(showsTitle('Bonjour Claire'), showsStatus('Chargement de votre tableau de bord…')),
};

export const LoadingEnglish: Story = {
  ...dashboardAt({ status: 'loading' }, 'en'),
  play: playAll(showsTitle('Hello Claire'), showsStatus('Loading your dashboard…')),
};

/** A load failed: the client raised the generic alert (spec §7); the screen offers a retry. */
export const Failed: Story = {
  ...dashboardAt({ status: 'failed' }, 'fr'),
  play: retries('Réessayer', 'Votre tableau de bord n’a pas pu se charger'),
};

export const FailedEnglish: Story = {
  ...dashboardAt({ status: 'failed' }, 'en'),
  play: retries('Try again', 'Your dashboard could not load'),
};

/**
 * Registrations in most stages of spec §4: the 1st installment due soonest leads, with its
 * deadline and amount; the other steps follow by date; booth and badges are open (one 1st
 * installment paid).
 */
export const ExhibitorManyStages: Story = {
  ...dashboardAt(ready(manyStages), 'fr'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each action leads straight to its step (spec §4 rebooking flow): the 1st installment to
    // the payment step, a quote to its validation, a change request to its quote.
    await nextStep(canvasElement, {
      name: 'Réglez votre 1er acompte avant le 30 janvier 2026',
      text: '1er acompte : 5 371,20 € TTC',
      action: 'Régler maintenant',
      href: '/fr/pro/rebooking/paiement?opportunite=opp-automne-d02',
    });
    await expect(
      canvas.getByRole('link', { name: 'Validez votre devis avant le 13 février 2026' }),
    ).toHaveAttribute('href', '/fr/pro/rebooking/validation?opportunite=opp-printemps-b12');
    const account = canvas.getByRole('region', { name: 'Votre compte' });
    await expect(
      within(account).getByRole('link', { name: 'Modifier mes informations' }),
    ).toHaveAttribute('href', '/fr/me/informations');
    await expect(within(account).getByRole('link', { name: 'Voir ma société' })).toHaveAttribute(
      'href',
      '/fr/me/company',
    );
    await expect(within(account).getByRole('link', { name: 'Écrire à l’équipe' })).toHaveAttribute(
      'href',
      '/fr/pro/contact',
    );
    await expect(canvas.getByText('Devis en cours de modification')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Mon stand' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gérer mon stand' })).toHaveAttribute(
      'href',
      '/fr/pro/stand',
    );
    await expect(canvas.getByRole('region', { name: 'Marketplace' })).toHaveTextContent(
      'offert par le salon jusqu’au 23 novembre 2026',
    );
    const spring = canvas.getByRole('region', { name: 'Salon Printemps 2026' });
    await expect(spring).toHaveTextContent(/20\s?–\s?23 mai 2026/);
    await expect(spring).toHaveTextContent('3 inscriptions');
    await expect(
      within(spring).getByRole('link', { name: /Le site de Salon Printemps 2026/ }),
    ).toHaveAttribute('href', 'https://www.salon.test/printemps');
  },
};

export const ExhibitorManyStagesEnglish: Story = {
  ...dashboardAt(ready(manyStages), 'en'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await nextStep(canvasElement, {
      name: 'Pay your 1st installment before 30 January 2026',
      text: '1st installment: €5,371.20 incl. VAT',
      action: 'Pay now',
      href: '/en/pro/rebooking/paiement?opportunite=opp-automne-d02',
    });
    await expect(
      within(canvas.getByRole('region', { name: 'Your account' })).getByRole('link', {
        name: 'View my company',
      }),
    ).toHaveAttribute('href', '/en/me/company');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Your registrations' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Salon Automne 2026' })).toHaveTextContent(
      /12\s?–\s?14 September 2026/,
    );
    // The academy banner the organiser publishes, in English (spec §2 me/dashboard).
    await expect(canvas.getByRole('region', { name: 'Salon Academy' })).toHaveTextContent(
      'Free webinars every month to prepare your show',
    );
  },
};

/** A first quote to validate, nothing paid: booth and badges say what unlocks them (spec §4, §6). */
export const ExhibitorFeaturesLocked: Story = {
  ...dashboardAt(ready(quoteOnly), 'fr'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await nextStep(canvasElement, {
      name: 'Validez votre devis avant le 13 février 2026',
      text: 'Total du devis : 21 470,40 € TTC',
      action: 'Valider mon devis',
      href: '/fr/pro/rebooking/validation?opportunite=opp-printemps-b12',
    });
    const stand = canvas.getByRole('region', { name: 'Mon stand (Verrouillé)' });
    await expect(stand).toHaveTextContent('Disponible dès le paiement de votre 1er acompte');
    await expect(within(stand).queryByRole('link')).toBeNull();
    await showsRegion('Badges et invitations (Verrouillé)')({ canvasElement });
  },
};

export const ExhibitorFeaturesLockedEnglish: Story = {
  ...dashboardAt(ready(quoteOnly), 'en'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stand = canvas.getByRole('region', { name: 'My stand (Locked)' });
    await expect(stand).toHaveTextContent('Available once your 1st installment is paid');
  },
};

/** The 1st installment is overdue: it leads, in the overdue wording. */
export const ExhibitorOverdue: Story = {
  ...dashboardAt(ready(overdueFirstInstallment), 'fr'),
  play: playAll(
    showsRegion(
      'Votre 1er acompte était à régler avant le 5 janvier 2026 : réglez-le dès maintenant',
    ),
    showsText('1 échéance en retard : 5 371,20 € TTC.'),
  ),
};

export const ExhibitorOverdueEnglish: Story = {
  ...dashboardAt(ready(overdueFirstInstallment), 'en'),
  play: showsRegion('Your 1st installment was due by 5 January 2026: please pay it now'),
};

/** A bank transfer is on its way (spec §4 step 5): nothing to pay meanwhile. */
export const ExhibitorTransferAwaited: Story = {
  ...dashboardAt(ready(transferAwaited), 'fr'),
  play: async ({ canvasElement }) => {
    const next = await nextStep(canvasElement, {
      name: 'Votre virement est attendu : votre inscription sera validée à sa réception',
      text: 'Virement attendu : 5 371,20 € TTC',
      action: 'Suivre mes paiements',
      href: '/fr/pro/invoices',
    });
    await expect(within(next).getByText('Virement en attente')).toBeVisible();
  },
};

export const ExhibitorTransferAwaitedEnglish: Story = {
  ...dashboardAt(ready(transferAwaited), 'en'),
  play: showsRegion(
    'Your bank transfer is awaited: your registration will be confirmed on receipt',
  ),
};

/** No registration, no show open: empty states with the next step (contact the team). */
export const ExhibitorEmpty: Story = {
  ...dashboardAt(ready(emptyData), 'fr'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Votre prochaine étape' })).toBeNull();
    await expect(canvas.getByText('Aucune inscription pour le moment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contacter l’équipe' })).toHaveAttribute(
      'href',
      '/fr/pro/contact',
    );
    await expect(canvas.getByText('Aucun salon ouvert pour le moment')).toBeVisible();
  },
};

export const ExhibitorEmptyEnglish: Story = {
  ...dashboardAt(ready(emptyData), 'en'),
  play: showsText('No registration yet'),
};

/** The visitor's shows to come (list-campaigns), seen on 20 January 2026: the winter show is over. */
const visitorState: DashboardState = {
  status: 'visitor',
  tradeshows: upcomingTradeshows(manyStages.campaigns, storyNow),
};

/**
 * A visitor (spec §2 me/dashboard, guest menu): the shows to come with their dates, venue and
 * website, their details, badges and the team's contact, and the academy banner.
 */
export const Visitor: Story = {
  ...dashboardAt(visitorState, 'fr', visitorUser),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bonjour Hugo' })).toBeVisible();
    const shows = canvas.getByRole('region', { name: 'Les prochains salons' });
    const spring = within(shows).getByRole('region', { name: 'Salon Printemps 2026' });
    await expect(spring).toHaveTextContent('À venir');
    await expect(spring).toHaveTextContent(/20\s?–\s?23 mai 2026/);
    await expect(spring).toHaveTextContent('Paris Expo Porte de Versailles');
    await expect(
      within(spring).getByRole('link', { name: /Le site de Salon Printemps 2026/ }),
    ).toHaveAttribute('href', 'https://www.salon.test/printemps');
    await expect(within(shows).queryByRole('region', { name: /Salon Hiver/ })).toBeNull();
    const details = canvas.getByRole('region', { name: 'Mes informations' });
    await expect(details).toHaveTextContent('hugo.bernard@rivage.test');
    await expect(details).toHaveTextContent('Concept Store Rivage');
    await expect(canvas.getByRole('link', { name: 'Voir mes badges' })).toHaveAttribute(
      'href',
      '/fr/me/badges',
    );
    await expect(canvas.getByRole('link', { name: 'Écrire à l’équipe' })).toHaveAttribute(
      'href',
      '/fr/guest/contact',
    );
    const academy = canvas.getByRole('region', { name: 'Salon Academy' });
    await expect(academy).toHaveTextContent('des webinaires gratuits pour préparer votre salon');
    await expect(
      within(academy).getByRole('link', { name: /Voir le programme des webinaires/ }),
    ).toHaveAttribute('href', 'https://www.salon.test/fr/academy');
  },
};

export const VisitorEnglish: Story = {
  ...dashboardAt(visitorState, 'en', visitorUser),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsTitle('Hello Hugo')({ canvasElement });
    const shows = canvas.getByRole('region', { name: 'Upcoming shows' });
    await expect(
      within(shows).getByRole('region', { name: 'Salon Automne 2026' }),
    ).toHaveTextContent(/12\s?–\s?14 September 2026/);
    await linksTo('View my badges', '/en/me/badges')({ canvasElement });
    const academy = canvas.getByRole('region', { name: 'Salon Academy' });
    await expect(academy).toHaveTextContent('Free webinars every month to prepare your show');
    await expect(within(academy).getByRole('link', { name: /webinar/ })).toHaveAttribute(
      'href',
      'https://www.salon.test/en/academy',
    );
  },
};

/** No show announced: the visitor is told so; no academy banner configured (production default). */
export const VisitorNoShow: Story = {
  ...dashboardAt({ status: 'visitor', tradeshows: [] }, 'fr', visitorUser, null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun salon annoncé pour le moment')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Salon Academy' })).toBeNull();
  },
};

export const VisitorNoShowEnglish: Story = {
  ...dashboardAt({ status: 'visitor', tradeshows: [] }, 'en', visitorUser, null),
  play: showsText('No show announced yet'),
};
