import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { linksTo, playAll, showsStatus, showsText, showsTitle } from '../../kit/testing/plays';
import { screenStory } from '../../kit/testing/screenStory';
import { retries } from '../../kit/testing/loadPlays';
import { withPortal } from '../../kit/testing/withPortal';
import { MarketplaceView, type MarketplaceState } from './MarketplaceView';

/**
 * pro/marketplace (spec §2): the presentation (6 % commission plus 2 % administration fee, the
 * Discovery subscription paid by the show for up to 6 months after the event, spec §1, §9) and the
 * external link, which signs the exhibitor in (pro/sso-login).
 */
const meta = {
  title: 'Portal/Screens/Marketplace',
  component: MarketplaceView,
  decorators: [withPortal],
  args: { state: { status: 'ready', coveredUntil: '2026-11-23' }, onRetry: fn() },
  parameters: {
    route: '/fr/pro/marketplace',
    machine: { id: 'marketplace' },
  },
} satisfies Meta<typeof MarketplaceView>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (state: MarketplaceState, lang: 'fr' | 'en', play: Story['play']): Story =>
  screenStory<Story>(lang, {
    args: { state },
    machine: { state: state.status },
    route: `/${lang}/pro/marketplace`,
    play,
  });

/** The exhibitor's shows are loading, for the date the subscription is paid until. */
export const Loading = story({ status: 'loading' }, 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Place de marché' })).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de votre offre…');
  // The presentation and the link do not wait for the data.
  await expect(canvas.getByText('Commission : 6 %')).toBeVisible();
});

export const LoadingEnglish = story(
  { status: 'loading' },
  'en',
  playAll(showsTitle('Marketplace'), showsStatus('Loading your offer…')),
);

export const Failed = story(
  { status: 'failed' },
  'fr',
  retries('Réessayer', 'Votre offre n’a pas pu se charger'),
);

export const FailedEnglish = story(
  { status: 'failed' },
  'en',
  retries('Try again', 'Your offer could not load'),
);

/** The fees, an example sale, the subscription paid until 6 months after the latest show. */
export const Ready = story(
  { status: 'ready', coveredUntil: '2026-11-23' },
  'fr',
  playAll(
    showsText('Commission : 6 %'),
    showsText('Frais d’administration : 2 %'),
    showsText(/Sur une vente de 100,00\s€, la place de marché retient 8,00\s€/),
    showsText('Offert par le salon jusqu’au 23 novembre 2026, 6 mois après votre dernier salon.'),
    linksTo('Aller sur la place de marché', '/fr/pro/sso-login'),
  ),
);

export const ReadyEnglish = story(
  { status: 'ready', coveredUntil: '2026-11-23' },
  'en',
  playAll(
    showsText('Administration fee: 2%'),
    showsText(/you receive €92\.00/),
    linksTo('Go to the marketplace', '/en/pro/sso-login'),
  ),
);

/** No show confirmed yet: the rule of the subscription, without a date. */
export const ReadyNoShowYet = story(
  { status: 'ready', coveredUntil: null },
  'fr',
  showsText(
    'Le salon offre l’abonnement Découverte à ses exposants jusqu’à 6 mois après le salon.',
  ),
);

export const ReadyNoShowYetEnglish = story(
  { status: 'ready', coveredUntil: null },
  'en',
  showsText(
    'The show pays the Discovery subscription of its exhibitors for up to 6 months after the show.',
  ),
);
