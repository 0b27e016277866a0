import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playAll, showsAlert, showsStatus, showsTitle } from '../../kit/testing/plays';
import { screenStory } from '../../kit/testing/screenStory';
import { retries } from '../../kit/testing/loadPlays';
import { withPortal } from '../../kit/testing/withPortal';
import {
  emptyState,
  interactivePlanState,
  lockedState,
  noPlanState,
  readyState,
  springGuides,
  springPlan,
} from './storyFixtures';
import { StandView, type StandState } from './StandView';

/**
 * pro/stand (spec §2): the booth per event with its number, surface, corners, status and stage
 * timeline (spec §4), and the floor plan and four guides of the event once its 1st installment is
 * paid (spec §4, §6).
 */
const meta = {
  title: 'Portal/Screens/Booth',
  component: StandView,
  decorators: [withPortal],
  args: {
    state: readyState,
    onRetry: fn(),
    onOpenGuide: fn(),
    pendingGuide: null,
    guideFailed: false,
    onOpenFloorPlan: fn(),
    pendingFloorPlan: null,
    floorPlanFailed: false,
  },
  parameters: {
    route: '/fr/pro/stand',
    machine: { id: 'stand' },
  },
} satisfies Meta<typeof StandView>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (
  status: StandState['status'],
  lang: 'fr' | 'en',
  state: StandState,
  play: Story['play'],
  extra: Partial<Story['args']> = {},
): Story =>
  screenStory<Story>(lang, {
    args: { state, ...extra },
    machine: { state: status },
    route: `/${lang}/pro/stand`,
    play,
  });

/** The exhibitor's data are loading (campaigns, opportunities, payments, guides). */
export const Loading = story(
  'loading',
  'fr',
  { status: 'loading' },
  playAll(showsTitle('Mon stand'), showsStatus('Chargement de votre stand…')),
);

export const LoadingEnglish = story(
  'loading',
  'en',
  { status: 'loading' },
  playAll(showsTitle('My booth'), showsStatus('Loading your booth…')),
);

/** A load failed (the generic alert is up, spec §7): the page offers a retry. */
export const Failed = story(
  'failed',
  'fr',
  { status: 'failed' },
  retries('Réessayer', 'Votre stand n’a pas pu se charger'),
);

export const FailedEnglish = story(
  'failed',
  'en',
  { status: 'failed' },
  retries('Try again', 'Your booth could not load'),
);

/** The empty state's heading `heading`, and its link `link` to the rebooking page at `href`. */
const offersBooking =
  (heading: string, link: string, href: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: link })).toHaveAttribute('href', href);
  };

/** No registration: nothing to show, and the way to book a booth. */
export const Empty = story(
  'empty',
  'fr',
  emptyState,
  offersBooking('Aucun stand pour le moment', 'Réserver un stand', '/fr/pro/rebooking'),
);

export const EmptyEnglish = story(
  'empty',
  'en',
  emptyState,
  offersBooking('No booth yet', 'Book a booth', '/en/pro/rebooking'),
);

/** Signed, the 1st installment not paid (spec §4, §6): the booth shows, its guides are locked. */
export const Locked = story('locked', 'fr', lockedState, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Votre stand s’ouvre au paiement du 1er acompte')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Régler mon 1er acompte' })).toHaveAttribute(
    'href',
    '/fr/pro/rebooking',
  );
  const booth = canvas.getByRole('region', { name: 'Salon Automne 2026' });
  await expect(booth).toHaveTextContent('H5-D02');
  await expect(
    within(booth).getByText(
      'Gestion du stand et guides disponibles dès le paiement de votre 1er acompte.',
    ),
  ).toBeVisible();
  await expect(canvas.queryByRole('button', { name: /Télécharger/ })).toBeNull();
  // The floor plan is locked too (spec §4), the stand to find on it named.
  await expect(booth).toHaveTextContent('Votre stand : H5-D02');
  await expect(
    within(booth).getByText('Le plan du salon s’ouvre au paiement de votre 1er acompte.'),
  ).toBeVisible();
  await expect(canvas.queryByRole('link', { name: /plan interactif/ })).toBeNull();
});

export const LockedEnglish = story('locked', 'en', lockedState, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Your booth opens when the 1st installment is paid')).toBeVisible();
  await expect(canvas.queryByRole('button', { name: /Download/ })).toBeNull();
  await expect(
    canvas.getByText('The show’s floor plan opens when your 1st installment is paid.'),
  ).toBeVisible();
});

/**
 * The spring booth open: number, surface, corners, status, timeline and the four guides; the
 * autumn booth listed after it, locked.
 */
export const Ready = story('ready', 'fr', readyState, async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const spring = canvas.getByRole('region', { name: 'Salon Printemps 2026' });
  await expect(spring).toHaveTextContent('H7-A01');
  await expect(spring).toHaveTextContent('48 m²');
  await expect(spring).toHaveTextContent('3 angles');
  const timeline = within(spring).getByRole('list', {
    name: 'Étapes de votre participation à Salon Printemps 2026',
  });
  await expect(within(timeline).getAllByRole('listitem')[2]).toHaveAttribute(
    'aria-current',
    'step',
  );
  await userEvent.click(
    within(spring).getByRole('button', {
      name: /^Télécharger : Guide de l’exposant \(PDF, 10\sko\)$/,
    }),
  );
  await expect(args.onOpenGuide).toHaveBeenCalledWith(springGuides[0], 'fr');
  // The floor plan, with the stands to find on it (spec §4).
  await expect(spring).toHaveTextContent('Votre stand : H7-A01');
  await userEvent.click(
    within(spring).getByRole('button', { name: /^Télécharger le plan du salon \(PDF, 14\sko\)$/ }),
  );
  await expect(args.onOpenFloorPlan).toHaveBeenCalledWith(springPlan);
  const autumn = canvas.getByRole('region', { name: 'Salon Automne 2026' });
  await expect(within(autumn).queryByRole('button')).toBeNull();
});

export const ReadyEnglish = story('ready', 'en', readyState, async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const spring = canvas.getByRole('region', { name: 'Salon Printemps 2026' });
  await expect(spring).toHaveTextContent('3 corners');
  // The insurer's conditions exist in French only: the button says so and opens the French one.
  await userEvent.click(
    within(spring).getByRole('button', {
      name: /^Download: Theft and insurance \(PDF, 6\skB, in French\)$/,
    }),
  );
  await expect(args.onOpenGuide).toHaveBeenCalledWith(springGuides[2], 'fr');
  await expect(
    within(spring).getByRole('button', { name: /^Download: User guide \(PDF, 2\.3\sMB\)$/ }),
  ).toBeVisible();
  await expect(spring).toHaveTextContent('Your booth: H7-A01');
  await userEvent.click(
    within(spring).getByRole('button', {
      name: /^Download the show’s floor plan \(PDF, 14\skB\)$/,
    }),
  );
  await expect(args.onOpenFloorPlan).toHaveBeenCalledWith(springPlan);
});

/** A guide failed to download: the page says so; the guides stay there to try again. */
export const GuideFailed = story(
  'ready',
  'fr',
  readyState,
  showsAlert('Le guide n’a pas pu être téléchargé. Réessayez dans un instant.'),
  { guideFailed: true },
);

export const GuideFailedEnglish = story(
  'ready',
  'en',
  readyState,
  showsAlert('The guide could not be downloaded. Try again in a moment.'),
  { guideFailed: true },
);

/** The floor plan is the organiser's interactive plan: a link opening a new window (spec §4). */
const opensInteractivePlan =
  (name: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const spring = within(canvasElement).getByRole('region', { name: 'Salon Printemps 2026' });
    const link = within(spring).getByRole('link', { name });
    await expect(link).toHaveAttribute('href', 'https://plan.example.org/automne-2026');
    await expect(link).toHaveAttribute('target', '_blank');
  };

export const FloorPlanInteractive = story(
  'ready',
  'fr',
  interactivePlanState,
  opensInteractivePlan(/^Ouvrir le plan interactif du salon/),
);

export const FloorPlanInteractiveEnglish = story(
  'ready',
  'en',
  interactivePlanState,
  opensInteractivePlan(/^Open the show’s interactive floor plan/),
);

/** The show is open but no floor plan is uploaded yet: the page says it will come. */
const awaitsPlan =
  (text: string, button: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const spring = within(canvasElement).getByRole('region', { name: 'Salon Printemps 2026' });
    await expect(within(spring).getByText(text)).toBeVisible();
    await expect(within(spring).queryByRole('button', { name: button })).toBeNull();
  };

export const FloorPlanNone = story(
  'ready',
  'fr',
  noPlanState,
  awaitsPlan('L’équipe commerciale publiera ici le plan du salon.', /plan du salon/),
);

export const FloorPlanNoneEnglish = story(
  'ready',
  'en',
  noPlanState,
  awaitsPlan('The sales team will publish the show’s floor plan here.', /floor plan/),
);

/** The floor plan failed to download: the page says so; the button stays to try again. */
export const FloorPlanFailed = story(
  'ready',
  'en',
  readyState,
  showsAlert('The floor plan could not be downloaded. Try again in a moment.'),
  { floorPlanFailed: true },
);
