import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  playAll,
  showsAlert,
  showsButton,
  showsStatus,
  showsText,
  submitting,
} from '../../kit/testing/plays';
import { withPortal } from '../../kit/testing/withPortal';
import type { ResendState } from './confirmResend';
import { ConfirmRegisterView } from './ConfirmRegisterView';

type Lang = 'fr' | 'en';

/** One story per state of the page's resend (`confirmResendStates`), in both languages. */
function story(
  variant: 'register' | 'tmp',
  resend: ResendState,
  lang: Lang,
  play?: Story['play'],
  email: string | null = 'anne@example.com',
): Story {
  const path = variant === 'tmp' ? 'confirm-register-tmp' : 'confirm-register';
  return {
    args: { variant, resend, lang, email, role: 'exposant' },
    globals: { locale: lang },
    parameters: {
      screenState: { id: `confirm-${variant}`, state: resend.status },
      route: `/${lang}/${path}`,
    },
    play,
  };
}

const meta = {
  title: 'Portal/Screens/Registration confirmation',
  component: ConfirmRegisterView,
  decorators: [withPortal],
  args: { onResend: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmRegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- confirm-register ---

export const Register = story(
  'register',
  { status: 'idle' },
  'fr',
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Un e-mail de vérification a été envoyé à anne@example.com.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Aller à la page de connexion' }),
    ).toHaveAttribute('href', '/fr/pro/login?email=anne%40example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Renvoyer l’e-mail' }));
    await expect(args.onResend).toHaveBeenCalled();
  },
);

export const RegisterEnglish = story(
  'register',
  { status: 'idle' },
  'en',
  playAll(
    showsText('A verification email has been sent to anne@example.com.'),
    showsButton('Send the email again'),
  ),
);

export const Sending = story(
  'register',
  { status: 'sending' },
  'fr',
  submitting('Renvoyer l’e-mail'),
);

export const SendingEnglish = story('register', { status: 'sending' }, 'en');

export const Sent = story('register', { status: 'sent' }, 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(
    'Un nouvel e-mail de vérification vous a été envoyé.',
  );
  await expect(canvas.queryByRole('button', { name: 'Renvoyer l’e-mail' })).toBeNull();
});

export const SentEnglish = story(
  'register',
  { status: 'sent' },
  'en',
  showsStatus('A new verification email has been sent to you.'),
);

export const Failed = story(
  'register',
  { status: 'failed', message: 'error.too_many_requests' },
  'fr',
  playAll(
    showsAlert('Vous avez dépassé la limite de requêtes du serveur.'),
    showsButton('Renvoyer l’e-mail'),
  ),
);

export const FailedEnglish = story(
  'register',
  { status: 'failed', message: 'error.generic' },
  'en',
  showsAlert('An error has occurred.'),
);

/** Opened without the address (a reload): no resend, the login page still offered. */
export const WithoutAddress = story(
  'register',
  { status: 'idle' },
  'fr',
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/l’adresse que vous avez indiquée/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Aller à la page de connexion' }),
    ).toHaveAttribute('href', '/fr/pro/login');
  },
  null,
);

// --- confirm-register-tmp ---

export const Temporary = story(
  'tmp',
  { status: 'idle' },
  'fr',
  playAll(
    showsText('Votre inscription est enregistrée'),
    showsText(/Notre équipe commerciale complétera/),
  ),
);

export const TemporaryEnglish = story(
  'tmp',
  { status: 'idle' },
  'en',
  showsText('Your registration is recorded'),
);

export const TemporarySending = story('tmp', { status: 'sending' }, 'fr');
export const TemporarySendingEnglish = story('tmp', { status: 'sending' }, 'en');
export const TemporarySent = story('tmp', { status: 'sent' }, 'fr');
export const TemporarySentEnglish = story('tmp', { status: 'sent' }, 'en');
export const TemporaryFailed = story('tmp', { status: 'failed', message: 'error.generic' }, 'fr');
export const TemporaryFailedEnglish = story(
  'tmp',
  { status: 'failed', message: 'error.generic' },
  'en',
);
