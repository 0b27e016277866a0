import type { LoginForm, LoginResponse } from '@salon/domain';
import { loginMachine, type LoginInput } from '@salon/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ApiError } from '../../kit/api/errors';
import { fullPageView, machineStory, type StoryLang as Lang } from '../../kit/testing/machineStory';
import {
  focusedSummary,
  linksTo,
  playAll,
  showsAlert,
  showsButton,
  showsStatus,
  showsTitle,
  submitting,
} from '../../kit/testing/plays';
import { bannerError, inputErrors } from '../../kit/testing/feedback';
import { useStoryMachine } from '../../kit/testing/useStoryMachine';
import { LoginView } from './LoginView';

const exhibitor: LoginInput = { role: 'exposant' };
const visitor: LoginInput = { role: 'visiteur' };
const fromLink: LoginInput = { ...exhibitor, email: 'anne@example.com', token: 'tok' };
const filled = { values: { email: 'exposant@salon.test', password: 'Demo-Exposant-2026!' } };

const meta = {
  title: 'Portal/Screens/Login',
  component: LoginView,
  ...fullPageView(),
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = machineStory(meta, {
  machine: loginMachine,
  id: 'login',
  route: (lang, input) => `/${lang}/${input.role === 'exposant' ? 'pro' : 'guest'}/login`,
});

// --- verifyingEmail: a verification link's email and token are checked first (spec §2) ---

export const VerifyingEmail = story('verifyingEmail', 'fr', fromLink, {}, async (context) => {
  await showsStatus('Vérification de votre adresse e-mail…')(context);
  const canvas = within(context.canvasElement);
  // Spec §2: the form shows only once the verification is over.
  await expect(canvas.queryByRole('form')).toBeNull();
  await expect(canvas.queryByLabelText(/Mot de passe/)).toBeNull();
});

export const VerifyingEmailEnglish = story(
  'verifyingEmail',
  'en',
  fromLink,
  {},
  showsStatus('Verifying your email address…'),
);

// --- form.idle ---

export const Exhibitor = story(
  'form.idle',
  'fr',
  exhibitor,
  {},
  playAll(
    showsTitle('Connexion à l’espace exposants'),
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('main')).toBeInTheDocument();
    },
    linksTo('Mot de passe oublié ?', '/fr/forgot-password?role=exposant'),
    linksTo('Créer mon compte exposant', '/fr/pro/register'),
    linksTo('Faire une demande de première inscription', '/fr/pro/first-registration'),
    linksTo('Aller à l’espace visiteurs', '/fr/guest/login'),
  ),
);

export const ExhibitorEnglish = story(
  'form.idle',
  'en',
  exhibitor,
  {},
  playAll(
    showsTitle('Exhibitor login'),
    linksTo('Forgot your password?', '/en/forgot-password?role=exposant'),
    linksTo('Go to the visitor area', '/en/guest/login'),
  ),
);

export const Visitor = story(
  'form.idle',
  'fr',
  visitor,
  {},
  playAll(
    showsTitle('Connexion à l’espace visiteurs'),
    linksTo('Créer mon compte visiteur', '/fr/guest/register'),
    linksTo('Mot de passe oublié ?', '/fr/forgot-password?role=visiteur'),
    async ({ canvasElement }) => {
      // The first registration request is for exhibitors only (spec §2).
      const canvas = within(canvasElement);
      await expect(canvas.queryByRole('link', { name: /première inscription/ })).toBeNull();
    },
  ),
);

export const VisitorEnglish = story(
  'form.idle',
  'en',
  visitor,
  {},
  playAll(showsTitle('Visitor login'), linksTo('Go to the exhibitor area', '/en/pro/login')),
);

/** The link's address was verified on arrival: the form shows with the notice (spec §2, §4). */
export const AfterVerification = story(
  'form.idle',
  'fr',
  fromLink,
  { notice: { tone: 'success', message: 'success.account_activated' } },
  playAll(
    showsStatus('Votre compte est activé. Vous pouvez maintenant vous connecter.'),
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole('textbox', { name: /Adresse e-mail/ }),
      ).toHaveValue('anne@example.com');
    },
  ),
);

export const AfterVerificationEnglish = story(
  'form.idle',
  'en',
  fromLink,
  { notice: { tone: 'critical', message: 'error.verification_expired' } },
  showsAlert('The verification period has expired.'),
);

/** What was typed, refused with 1101 on the email field. */
const wrongPassword = {
  ...filled,
  feedback: inputErrors({ email: ['error.incorrect_identifiers'] }),
};

/** Spec §8: 1101 'Incorrect identifiers.' on the email field; the summary takes focus. */
export const WrongPassword = story(
  'form.idle',
  'fr',
  exhibitor,
  wrongPassword,
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
    await expect(
      within(summary).getByRole('link', { name: 'Identifiants incorrects.' }),
    ).toHaveAttribute('href', '#login-email');
    const email = canvas.getByRole('textbox', { name: /Adresse e-mail/ });
    await expect(email).toHaveAccessibleDescription('Identifiants incorrects.');
    // Nothing typed is lost (docs/design.md).
    await expect(email).toHaveValue('exposant@salon.test');
  },
);

export const WrongPasswordEnglish = story(
  'form.idle',
  'en',
  exhibitor,
  wrongPassword,
  async ({ canvasElement }) => {
    const summary = await focusedSummary(canvasElement, 'There are errors in your input');
    await expect(
      within(summary).getByRole('link', { name: 'Incorrect identifiers.' }),
    ).toBeVisible();
  },
);

/** Spec §5: both fields required, said under each field and in the summary. */
export const EmptyFields = story(
  'form.idle',
  'en',
  exhibitor,
  { feedback: inputErrors({ email: ['validation.required'], password: ['validation.required'] }) },
  async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert', {
      name: 'There are errors in your input',
    });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#login-email', '#login-password']);
  },
);

/** Spec §8: code 13 shows the server's description in the banner. */
export const DescribedError = story(
  'form.idle',
  'fr',
  exhibitor,
  {
    ...filled,
    feedback: bannerError(
      'error.business_rule',
      'Votre accès est suspendu pendant la maintenance du salon.',
    ),
  },
  showsAlert('Votre accès est suspendu pendant la maintenance du salon.'),
);

export const TooManyRequestsEnglish = story(
  'form.idle',
  'en',
  exhibitor,
  { ...filled, feedback: bannerError('error.too_many_requests') },
  showsAlert('You have exceeded the server request limit.'),
);

// --- form.submitting ---

export const Submitting = story(
  'form.submitting',
  'fr',
  exhibitor,
  filled,
  submitting('Se connecter'),
);

export const SubmittingEnglish = story(
  'form.submitting',
  'en',
  exhibitor,
  filled,
  showsButton('Log in'),
);

// --- redirecting (final): the container signs the session in and navigates ---

export const Redirecting = story(
  'redirecting',
  'fr',
  exhibitor,
  filled,
  showsStatus('Vous êtes connecté. Ouverture de votre espace…'),
);

export const RedirectingEnglish = story(
  'redirecting',
  'en',
  visitor,
  filled,
  showsStatus('You are logged in. Opening your area…'),
);

// --- The whole flow with the real machine and a refused login (spec §8 code 1101) ---

function LoginFlow({ lang }: { lang: Lang }) {
  const view = useStoryMachine(
    () =>
      loginMachine.provide({
        actors: {
          login: fromPromise<LoginResponse, LoginForm>(() =>
            Promise.reject(
              new ApiError(401, { code: 1101, description: 'error.incorrect_identifiers' }),
            ),
          ),
        },
      }),
    { input: exhibitor },
  );
  return <LoginView {...view} lang={lang} />;
}

/** Typing, submitting, the refusal on the email field with the summary focused (spec §8). */
export const RefusedLoginFlow: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/pro/login' },
  args: story('form.idle', 'en', exhibitor).args as Story['args'],
  render: () => <LoginFlow lang="en" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const required = await canvas.findByRole('alert', { name: 'There are errors in your input' });
    await waitFor(() => expect(required).toHaveFocus());
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email address/ }),
      'exposant@salon.test',
    );
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const summary = await canvas.findByRole('alert', { name: 'There are errors in your input' });
    await expect(
      await within(summary).findByRole('link', { name: 'Incorrect identifiers.' }),
    ).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveValue(
      'exposant@salon.test',
    );
  },
};
