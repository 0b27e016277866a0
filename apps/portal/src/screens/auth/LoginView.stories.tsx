import type { LoginForm, LoginResponse } from '@salon/domain';
import {
  loginMachine,
  snapshotAt,
  toStatePaths,
  type LoginContext,
  type LoginInput,
} from '@salon/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ApiError } from '../../kit/api/errors';
import { withPortal } from '../../kit/testing/withPortal';
import { LoginView, type LoginState } from './LoginView';

type Lang = 'fr' | 'en';

function contextAt(
  state: LoginState,
  input: LoginInput,
  patch: Partial<LoginContext> = {},
): LoginContext {
  return snapshotAt(loginMachine, state, { input, context: patch }).context;
}

const exhibitor: LoginInput = { role: 'exposant' };
const visitor: LoginInput = { role: 'visiteur' };
const filled = { values: { email: 'exposant@salon.test', password: 'Demo-Exposant-2026!' } };

function story(
  state: LoginState,
  lang: Lang,
  input: LoginInput,
  patch: Partial<LoginContext> = {},
  play?: Story['play'],
): Story {
  const role = input.role === 'exposant' ? 'pro' : 'guest';
  return {
    args: { state, context: contextAt(state, input, patch), lang },
    globals: { locale: lang },
    parameters: { machine: { id: 'login', state }, route: `/${lang}/${role}/login` },
    play,
  };
}

const meta = {
  title: 'Portal/Screens/Login',
  component: LoginView,
  decorators: [withPortal],
  args: { send: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- verifyingEmail: a verification link's email and token are checked first (spec §2) ---

export const VerifyingEmail = story(
  'verifyingEmail',
  'fr',
  { ...exhibitor, email: 'anne@example.com', token: 'tok' },
  {},
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Vérification de votre adresse e-mail…',
    );
    // Spec §2: the form shows only once the verification is over.
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByLabelText(/Mot de passe/)).toBeNull();
  },
);

export const VerifyingEmailEnglish = story(
  'verifyingEmail',
  'en',
  { ...exhibitor, email: 'anne@example.com', token: 'tok' },
  {},
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Verifying your email address…',
    );
  },
);

// --- form.idle ---

export const Exhibitor = story('form.idle', 'fr', exhibitor, {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'Connexion à l’espace exposants' }),
  ).toBeVisible();
  await expect(canvas.getByRole('main')).toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
    'href',
    '/fr/forgot-password?role=exposant',
  );
  await expect(canvas.getByRole('link', { name: 'Créer mon compte exposant' })).toHaveAttribute(
    'href',
    '/fr/pro/register',
  );
  await expect(
    canvas.getByRole('link', { name: 'Faire une demande de première inscription' }),
  ).toHaveAttribute('href', '/fr/pro/first-registration');
  await expect(canvas.getByRole('link', { name: 'Aller à l’espace visiteurs' })).toHaveAttribute(
    'href',
    '/fr/guest/login',
  );
});

export const ExhibitorEnglish = story(
  'form.idle',
  'en',
  exhibitor,
  {},
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Exhibitor login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/forgot-password?role=exposant',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the visitor area' })).toHaveAttribute(
      'href',
      '/en/guest/login',
    );
  },
);

export const Visitor = story('form.idle', 'fr', visitor, {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'Connexion à l’espace visiteurs' }),
  ).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Créer mon compte visiteur' })).toHaveAttribute(
    'href',
    '/fr/guest/register',
  );
  await expect(canvas.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
    'href',
    '/fr/forgot-password?role=visiteur',
  );
  // The first registration request is for exhibitors only (spec §2).
  await expect(canvas.queryByRole('link', { name: /première inscription/ })).toBeNull();
});

export const VisitorEnglish = story('form.idle', 'en', visitor, {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Visitor login' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Go to the exhibitor area' })).toHaveAttribute(
    'href',
    '/en/pro/login',
  );
});

/** The link's address was verified on arrival: the form shows with the notice (spec §2, §4). */
export const AfterVerification = story(
  'form.idle',
  'fr',
  { ...exhibitor, email: 'anne@example.com', token: 'tok' },
  { notice: { tone: 'success', message: 'success.account_activated' } },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Votre compte est activé. Vous pouvez maintenant vous connecter.',
    );
    await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
      'anne@example.com',
    );
  },
);

export const AfterVerificationEnglish = story(
  'form.idle',
  'en',
  { ...exhibitor, email: 'anne@example.com', token: 'tok' },
  { notice: { tone: 'critical', message: 'error.verification_expired' } },
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The verification period has expired.',
    );
  },
);

/** Spec §8: 1101 'Incorrect identifiers.' on the email field; the summary takes focus. */
export const WrongPassword = story(
  'form.idle',
  'fr',
  exhibitor,
  {
    ...filled,
    feedback: {
      fieldErrors: { email: ['error.incorrect_identifiers'] },
      formError: 'error.input_errors',
      description: null,
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary).getByRole('link', { name: 'Identifiants incorrects.' }),
    ).toHaveAttribute('href', '#login-email');
    await expect(
      canvas.getByRole('textbox', { name: /Adresse e-mail/ }),
    ).toHaveAccessibleDescription('Identifiants incorrects.');
    // Nothing typed is lost (DESIGN.md).
    await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
      'exposant@salon.test',
    );
  },
);

export const WrongPasswordEnglish = story(
  'form.idle',
  'en',
  exhibitor,
  {
    ...filled,
    feedback: {
      fieldErrors: { email: ['error.incorrect_identifiers'] },
      formError: 'error.input_errors',
      description: null,
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert', { name: 'There are errors in your input' });
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
  {
    feedback: {
      fieldErrors: { email: ['validation.required'], password: ['validation.required'] },
      formError: 'error.input_errors',
      description: null,
    },
  },
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
    feedback: {
      fieldErrors: {},
      formError: 'error.business_rule',
      description: 'Votre accès est suspendu pendant la maintenance du salon.',
    },
  },
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Votre accès est suspendu pendant la maintenance du salon.',
    );
  },
);

export const TooManyRequestsEnglish = story(
  'form.idle',
  'en',
  exhibitor,
  {
    ...filled,
    feedback: { fieldErrors: {}, formError: 'error.too_many_requests', description: null },
  },
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You have exceeded the server request limit.',
    );
  },
);

// --- form.submitting ---

export const Submitting = story(
  'form.submitting',
  'fr',
  exhibitor,
  filled,
  async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Se connecter' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
);

export const SubmittingEnglish = story(
  'form.submitting',
  'en',
  exhibitor,
  filled,
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Log in' })).toBeVisible();
  },
);

// --- redirecting (final): the container signs the session in and navigates ---

export const Redirecting = story(
  'redirecting',
  'fr',
  exhibitor,
  filled,
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Vous êtes connecté. Ouverture de votre espace…',
    );
  },
);

export const RedirectingEnglish = story(
  'redirecting',
  'en',
  visitor,
  filled,
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You are logged in. Opening your area…',
    );
  },
);

// --- The whole flow with the real machine and a refused login (spec §8 code 1101) ---

function LoginFlow({ lang }: { lang: Lang }) {
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        login: fromPromise<LoginResponse, LoginForm>(() =>
          Promise.reject(
            new ApiError(401, { code: 1101, description: 'error.incorrect_identifiers' }),
          ),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: exhibitor });
  return (
    <LoginView
      state={toStatePaths(snapshot.value)[0] as LoginState}
      context={snapshot.context}
      send={send}
      lang={lang}
    />
  );
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
