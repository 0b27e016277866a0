import {
  emailVerificationMachine,
  snapshotAt,
  toStatePaths,
  type EmailVerificationContext,
} from '@salon/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ApiError } from '../../kit/api/errors';
import { withPortal } from '../../kit/testing/withPortal';
import { EmailVerificationView, type EmailVerificationState } from './EmailVerificationView';

type Lang = 'fr' | 'en';

const input = { email: 'anne@example.com', token: 'tok-verif' };

function story(
  state: EmailVerificationState,
  lang: Lang,
  patch: Partial<EmailVerificationContext> = {},
  play?: Story['play'],
): Story {
  return {
    args: {
      state,
      context: snapshotAt(emailVerificationMachine, state, { input, context: patch }).context,
      lang,
    },
    globals: { locale: lang },
    parameters: {
      machine: { id: 'emailVerification', state },
      route: `/${lang}/email-verification?token=tok-verif&email=anne%40example.com`,
    },
    play,
  };
}

const meta = {
  title: 'Portal/Screens/Email verification',
  component: EmailVerificationView,
  decorators: [withPortal],
  args: { send: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmailVerificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- verif ---

export const Verif = story('verif', 'fr', {}, async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
    'Vérification du lien en cours…',
  );
});

export const VerifEnglish = story('verif', 'en', {}, async ({ canvasElement }) => {
  await expect(
    within(canvasElement).getByRole('heading', { level: 1, name: 'Verifying your email address' }),
  ).toBeVisible();
});

// --- success (verified, or already verified: spec §4 'counts as success') ---

export const Success = story(
  'success',
  'fr',
  { role: 'exposant', message: 'success.email_verified' },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Votre adresse e-mail est vérifiée.',
    );
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/pro/login?email=anne%40example.com',
    );
  },
);

export const AlreadyVerifiedEnglish = story(
  'success',
  'en',
  { role: 'visiteur', message: 'error.email_already_verified' },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your email has already been verified.',
    );
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/guest/login?email=anne%40example.com',
    );
  },
);

// --- redirecting (final, 1 s after success: the container opens the login page) ---

export const Redirecting = story(
  'redirecting',
  'fr',
  { role: 'exposant', message: 'success.email_verified' },
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Ouverture de la page de connexion…'),
    ).toBeVisible();
  },
);

export const RedirectingEnglish = story(
  'redirecting',
  'en',
  { role: 'exposant', message: 'success.email_verified' },
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Opening the login page…')).toBeVisible();
  },
);

// --- renew: the link expired, a new email is offered (spec §4) ---

export const Renew = story(
  'renew',
  'fr',
  { message: 'error.verification_expired' },
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le délai de vérification a expiré.');
    await expect(canvas.getByText(/anne@example.com/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recevoir un nouvel e-mail' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'RESEND' });
  },
);

export const RenewEnglish = story(
  'renew',
  'en',
  { message: 'error.verification_expired' },
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The verification period has expired.',
    );
  },
);

// --- resend ---

export const Resend = story(
  'resend',
  'fr',
  { message: 'error.verification_expired' },
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Recevoir un nouvel e-mail' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
);

export const ResendEnglish = story(
  'resend',
  'en',
  { message: 'error.verification_expired' },
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Send me a new email' }),
    ).toBeVisible();
  },
);

// --- resent ---

export const Resent = story(
  'resent',
  'fr',
  { message: 'success.verification_email_resent' },
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Un nouvel e-mail de vérification vous a été envoyé.',
    );
  },
);

export const ResentEnglish = story(
  'resent',
  'en',
  { message: 'success.verification_email_resent' },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'A new verification email has been sent to you.',
    );
    await expect(canvas.getByText(/Open the email sent to anne@example.com/)).toBeVisible();
  },
);

// --- invalid ---

export const Invalid = story(
  'invalid',
  'fr',
  { message: 'error.verification_token_invalid' },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Le lien de vérification est invalide.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/pro/login',
    );
  },
);

export const InvalidEnglish = story(
  'invalid',
  'en',
  { message: 'error.verification_token_invalid' },
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeVisible();
  },
);

// --- failed (added: the server did not answer) ---

export const Failed = story(
  'failed',
  'fr',
  { message: 'error.generic' },
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'RETRY' });
  },
);

export const FailedEnglish = story(
  'failed',
  'en',
  { message: 'error.generic' },
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
);

// --- An expired link, then a new email, with the real machine (spec §4) ---

function ExpiredFlow() {
  const [machine] = useState(() =>
    emailVerificationMachine.provide({
      actors: {
        verifyEmail: fromPromise(() =>
          Promise.reject(
            new ApiError(410, { code: 4100, description: 'error.verification_expired' }),
          ),
        ),
        resendVerificationEmail: fromPromise(async () => ({ success: true as const })),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  return (
    <EmailVerificationView
      state={toStatePaths(snapshot.value)[0] as EmailVerificationState}
      context={snapshot.context}
      send={send}
      lang="en"
    />
  );
}

export const ExpiredLinkFlow: Story = {
  ...story('renew', 'en'),
  parameters: {
    route: '/en/email-verification?token=tok-verif&email=anne%40example.com',
  },
  render: () => <ExpiredFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send me a new email' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'New email sent' }),
    ).toBeVisible();
  },
};
