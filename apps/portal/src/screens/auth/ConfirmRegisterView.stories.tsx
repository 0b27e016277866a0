import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('A verification email has been sent to anne@example.com.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send the email again' })).toBeVisible();
  },
);

export const Sending = story('register', { status: 'sending' }, 'fr', async ({ canvasElement }) => {
  await expect(
    within(canvasElement).getByRole('button', { name: 'Renvoyer l’e-mail' }),
  ).toHaveAttribute('aria-disabled', 'true');
});

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
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'A new verification email has been sent to you.',
    );
  },
);

export const Failed = story(
  'register',
  { status: 'failed', message: 'error.too_many_requests' },
  'fr',
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Vous avez dépassé la limite de requêtes du serveur.',
    );
    await expect(canvas.getByRole('button', { name: 'Renvoyer l’e-mail' })).toBeVisible();
  },
);

export const FailedEnglish = story(
  'register',
  { status: 'failed', message: 'error.generic' },
  'en',
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error has occurred.',
    );
  },
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

export const Temporary = story('tmp', { status: 'idle' }, 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Votre inscription est enregistrée')).toBeVisible();
  await expect(canvas.getByText(/Notre équipe commerciale complétera/)).toBeVisible();
});

export const TemporaryEnglish = story(
  'tmp',
  { status: 'idle' },
  'en',
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your registration is recorded')).toBeVisible();
  },
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
