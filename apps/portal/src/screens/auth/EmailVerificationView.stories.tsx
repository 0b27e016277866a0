import { emailVerificationMachine } from '@salon/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  linksTo,
  playAll,
  showsAlert,
  showsButton,
  showsStatus,
  showsText,
  showsTitle,
  submitting,
} from '../../kit/testing/plays';
import { fromPromise } from 'xstate';
import { ApiError } from '../../kit/api/errors';
import { fullPageView, machineStory } from '../../kit/testing/machineStory';
import { useStoryMachine } from '../../kit/testing/useStoryMachine';
import { EmailVerificationView } from './EmailVerificationView';

const input = { email: 'anne@example.com', token: 'tok-verif' };
/** The exhibitor's address is verified: what success and redirecting show. */
const verified = { role: 'exposant', message: 'success.email_verified' } as const;
/** The link has expired: what renew and resend show (spec §4). */
const expired = { message: 'error.verification_expired' } as const;

const meta = {
  title: 'Portal/Screens/Email verification',
  component: EmailVerificationView,
  ...fullPageView(),
} satisfies Meta<typeof EmailVerificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = machineStory(meta, {
  machine: emailVerificationMachine,
  id: 'emailVerification',
  route: (lang) => `/${lang}/email-verification?token=tok-verif&email=anne%40example.com`,
});

// --- verif ---

export const Verif = story('verif', 'fr', input, {}, showsStatus('Vérification du lien en cours…'));

export const VerifEnglish = story(
  'verif',
  'en',
  input,
  {},
  showsTitle('Verifying your email address'),
);

// --- success (verified, or already verified: spec §4 'counts as success') ---

export const Success = story(
  'success',
  'fr',
  input,
  verified,
  playAll(
    showsStatus('Votre adresse e-mail est vérifiée.'),
    linksTo('Se connecter', '/fr/pro/login?email=anne%40example.com'),
  ),
);

export const AlreadyVerifiedEnglish = story(
  'success',
  'en',
  input,
  { role: 'visiteur', message: 'error.email_already_verified' },
  playAll(
    showsStatus('Your email has already been verified.'),
    linksTo('Log in', '/en/guest/login?email=anne%40example.com'),
  ),
);

// --- redirecting (final, 1 s after success: the container opens the login page) ---

export const Redirecting = story(
  'redirecting',
  'fr',
  input,
  verified,
  showsText('Ouverture de la page de connexion…'),
);

export const RedirectingEnglish = story(
  'redirecting',
  'en',
  input,
  verified,
  showsText('Opening the login page…'),
);

// --- renew: the link expired, a new email is offered (spec §4) ---

export const Renew = story('renew', 'fr', input, expired, async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent('Le délai de vérification a expiré.');
  await expect(canvas.getByText(/anne@example.com/)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Recevoir un nouvel e-mail' }));
  await expect(args.send).toHaveBeenCalledWith({ type: 'RESEND' });
});

export const RenewEnglish = story(
  'renew',
  'en',
  input,
  expired,
  showsAlert('The verification period has expired.'),
);

// --- resend ---

export const Resend = story(
  'resend',
  'fr',
  input,
  expired,
  submitting('Recevoir un nouvel e-mail'),
);

export const ResendEnglish = story(
  'resend',
  'en',
  input,
  expired,
  showsButton('Send me a new email'),
);

// --- resent ---

export const Resent = story(
  'resent',
  'fr',
  input,
  { message: 'success.verification_email_resent' },
  showsStatus('Un nouvel e-mail de vérification vous a été envoyé.'),
);

export const ResentEnglish = story(
  'resent',
  'en',
  input,
  { message: 'success.verification_email_resent' },
  playAll(
    showsStatus('A new verification email has been sent to you.'),
    showsText(/Open the email sent to anne@example.com/),
  ),
);

// --- invalid ---

export const Invalid = story(
  'invalid',
  'fr',
  input,
  { message: 'error.verification_token_invalid' },
  playAll(
    showsText('Le lien de vérification est invalide.'),
    linksTo('Se connecter', '/fr/pro/login'),
  ),
);

export const InvalidEnglish = story(
  'invalid',
  'en',
  input,
  { message: 'error.verification_token_invalid' },
  showsTitle('This link is not valid'),
);

// --- failed (added: the server did not answer) ---

export const Failed = story(
  'failed',
  'fr',
  input,
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
  input,
  { message: 'error.generic' },
  showsButton('Try again'),
);

// --- An expired link, then a new email, with the real machine (spec §4) ---

function ExpiredFlow() {
  const view = useStoryMachine(
    () =>
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
    { input },
  );
  return <EmailVerificationView {...view} lang="en" />;
}

export const ExpiredLinkFlow: Story = {
  ...story('renew', 'en', input, input),
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
