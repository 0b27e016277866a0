import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPortal } from '../../kit/testing/withPortal';
import type { SsoLoginState } from './ssoLogin';
import { SsoLoginView } from './SsoLoginView';

type Lang = 'fr' | 'en';

/** One story per state of the page's reducer (`ssoLoginStates`), in both languages. */
function story(state: SsoLoginState, lang: Lang, play?: Story['play']): Story {
  return {
    args: { state, lang },
    globals: { locale: lang },
    parameters: {
      screenState: { id: 'ssoLogin', state: state.status },
      route: `/${lang}/pro/sso-login/ticket`,
    },
    play,
  };
}

const meta = {
  title: 'Portal/Screens/SSO login',
  component: SsoLoginView,
  decorators: [withPortal],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SsoLoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn = story({ status: 'signingIn' }, 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(
    'Redirection en cours, veuillez patienter',
  );
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Connexion à l’espace exposants',
  );
});

export const SigningInEnglish = story({ status: 'signingIn' }, 'en', async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
    'Redirecting, please wait',
  );
});

export const Redirecting = story({ status: 'redirecting' }, 'fr', async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('status')).toBeVisible();
});

export const RedirectingEnglish = story(
  { status: 'redirecting' },
  'en',
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Redirecting, please wait',
    );
  },
);

/** A refused or missing ticket: the page's explanation and the exhibitor login. */
export const Failed = story({ status: 'failed', detail: null }, 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(/invalide ou a expiré/);
  await expect(
    canvas.getByRole('link', { name: 'Se connecter à l’espace exposants' }),
  ).toHaveAttribute('href', '/fr/pro/login');
});

export const FailedEnglish = story(
  { status: 'failed', detail: 'error.contact_inactive' },
  'en',
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Contact inactive.');
    await expect(
      canvas.getByRole('link', { name: 'Log in to the exhibitor area' }),
    ).toHaveAttribute('href', '/en/pro/login');
  },
);
