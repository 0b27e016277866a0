import { marketplaceSsoMachine, snapshotAt, type MarketplaceSsoContext } from '@salon/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { showsStatus } from '../../kit/testing/plays';
import type { StatePath } from '../../kit/machineState';
import { contextAt } from '../../kit/testing/machineStory';
import { screenStory } from '../../kit/testing/screenStory';
import { withPortal } from '../../kit/testing/withPortal';
import { MarketplaceSsoView } from './MarketplaceSsoView';

type State = StatePath<typeof marketplaceSsoMachine>;

const sso = {
  url: 'https://marketplace.example/sso',
  field: 'assertion' as const,
  assertion: 'v1.eyJlbWFpbCI6ImV4cG9zYW50QHNhbG9uLnRlc3QifQ.c2lnbmF0dXJl',
  expires_at: '2026-01-20T09:01:00.000Z',
};

/**
 * pro/sso-login (spec §2 "Redirecting, please wait"; §6, §7 POST /pro/sso-login-form with the user
 * token): the page asks for a signed assertion, then posts it to the marketplace (the form submits
 * itself; its button is there should the browser not follow). The stories record the post instead
 * of leaving.
 */
const meta = {
  title: 'Portal/Screens/Marketplace sign-in',
  component: MarketplaceSsoView,
  decorators: [withPortal],
  args: {
    state: 'requesting',
    context: snapshotAt(marketplaceSsoMachine, 'requesting').context,
    send: fn(),
    submit: fn(),
  },
  parameters: {
    machine: { id: 'marketplaceSso' },
  },
} satisfies Meta<typeof MarketplaceSsoView>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (
  state: State,
  lang: 'fr' | 'en',
  context: Partial<MarketplaceSsoContext>,
  play: Story['play'],
): Story =>
  screenStory<Story>(lang, {
    args: {
      state,
      context: contextAt(marketplaceSsoMachine, state, { input: undefined, context }),
    },
    machine: { state },
    route: `/${lang}/pro/sso-login`,
    play,
  });

/** Asking for the assertion: 'Redirecting, please wait'. */
export const Requesting = story('requesting', 'fr', {}, async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(
    'Redirection en cours, veuillez patienter',
  );
  await expect(args.submit).not.toHaveBeenCalled();
});

export const RequestingEnglish = story(
  'requesting',
  'en',
  {},
  showsStatus('Redirecting, please wait'),
);

/** The assertion is there: the form posts it to the marketplace's address, by itself. */
export const Posting = story('posting', 'fr', { sso }, async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(
    'Redirection en cours, veuillez patienter',
  );
  await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
  const form = (args.submit as ReturnType<typeof fn>).mock.calls[0]![0] as HTMLFormElement;
  await expect(form.method).toBe('post');
  await expect(form.action).toBe(sso.url);
  await expect(new FormData(form).get('assertion')).toBe(sso.assertion);
  await expect(
    canvas.getByRole('button', { name: 'Continuer vers la place de marché' }),
  ).toBeVisible();
});

export const PostingEnglish = story('posting', 'en', { sso }, async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
  await expect(canvas.getByRole('button', { name: 'Continue to the marketplace' })).toBeVisible();
});

/** The failure's page is titled `title`; its button `retry` sends RETRY. */
const retriesFrom =
  (title: string, retry: string): NonNullable<Story['play']> =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: retry }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'RETRY' });
  };

/** The call failed (spec §8): why, a retry and the way back. */
export const Failed = story(
  'failed',
  'fr',
  { failure: 'error.too_many_requests' },
  async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Vous avez dépassé la limite de requêtes du serveur.',
    );
    await retriesFrom('La connexion à la place de marché a échoué', 'Réessayer')(context);
    await expect(canvas.getByRole('link', { name: 'Retour à la présentation' })).toHaveAttribute(
      'href',
      '/fr/pro/marketplace',
    );
  },
);

export const FailedEnglish = story(
  'failed',
  'en',
  { failure: 'error.generic' },
  retriesFrom('Signing in to the marketplace failed', 'Try again'),
);
