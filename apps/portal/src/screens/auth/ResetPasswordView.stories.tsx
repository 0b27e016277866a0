import { resetPasswordMachine, type ResetPasswordResult } from '@salon/machines';
import type { ResetPasswordRequest } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  linksTo,
  playAll,
  showsButton,
  showsStatus,
  showsText,
  submitting,
} from '../../kit/testing/plays';
import { fromPromise } from 'xstate';
import { fullPageView, machineStory } from '../../kit/testing/machineStory';
import { useStoryMachine } from '../../kit/testing/useStoryMachine';
import { ResetPasswordView } from './ResetPasswordView';

const input = { token: 'tok-reset' };

const meta = {
  title: 'Portal/Screens/Reset password',
  component: ResetPasswordView,
  ...fullPageView(),
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = machineStory(meta, {
  machine: resetPasswordMachine,
  id: 'resetPassword',
  route: (lang) => `/${lang}/reset-password?token=tok-reset`,
});

const typed = { values: { password: 'Atelier-2026!', password_confirmation: 'Atelier-2026!' } };

// --- form.idle ---

export const Form = story('form.idle', 'fr', input, {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' }),
  ).toBeVisible();
  // Spec §5: the rules, listed and tied to the field.
  await expect(canvas.getByLabelText(/^Nouveau mot de passe/)).toHaveAccessibleDescription(
    /Votre mot de passe doit contenir/,
  );
  await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
});

export const FormEnglish = story('form.idle', 'en', input, {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expect(canvas.getByLabelText(/^Confirm your new password/)).toBeVisible();
});

/** Spec §5: the rule and the confirmation, under each field and in the summary. */
export const Mismatch = story(
  'form.idle',
  'en',
  input,
  {
    values: { password: 'atelier', password_confirmation: 'Atelier' },
    feedback: {
      fieldErrors: {
        password: ['validation.password_format'],
        password_confirmation: ['validation.password_mismatch'],
      },
      formError: 'error.input_errors',
      description: null,
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert', { name: 'There are errors in your input' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByLabelText(/^Confirm your new password/)).toHaveAccessibleDescription(
      /Passwords don.t match/,
    );
  },
);

// --- form.submitting ---

export const Submitting = story(
  'form.submitting',
  'fr',
  input,
  typed,
  submitting('Enregistrer le mot de passe'),
);

export const SubmittingEnglish = story(
  'form.submitting',
  'en',
  input,
  typed,
  showsButton('Save the password'),
);

// --- tokenInvalid: offers a new link (spec §8 'invalid reset token') ---

export const TokenInvalid = story(
  'tokenInvalid',
  'fr',
  input,
  { linkError: 'error.reset_token_invalid' },
  playAll(
    showsText(/Ce lien de réinitialisation est invalide ou a expiré/),
    linksTo('Demander un nouveau lien', '/fr/forgot-password'),
  ),
);

export const TokenInvalidEnglish = story(
  'tokenInvalid',
  'en',
  input,
  { linkError: 'error.reset_token_invalid' },
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Request a new link' }),
    ).toBeVisible();
  },
);

// --- success: then the login of the account's area (spec §2) ---

export const Success = story(
  'success',
  'fr',
  input,
  { result: { role: 'visiteur', email: 'visiteur@salon.test' } },
  playAll(
    showsStatus('Votre mot de passe a été réinitialisé.'),
    linksTo('Se connecter', '/fr/guest/login?email=visiteur%40salon.test'),
  ),
);

export const SuccessEnglish = story(
  'success',
  'en',
  input,
  { result: { role: 'exposant', email: 'exposant@salon.test' } },
  linksTo('Log in', '/en/pro/login?email=exposant%40salon.test'),
);

// --- The checklist follows the typing, with the real machine ---

function ResetFlow() {
  const view = useStoryMachine(
    () =>
      resetPasswordMachine.provide({
        actors: {
          resetPassword: fromPromise<ResetPasswordResult, ResetPasswordRequest>(async () => ({
            role: 'exposant',
            email: 'exposant@salon.test',
          })),
        },
      }),
    { input },
  );
  return <ResetPasswordView {...view} lang="fr" />;
}

/** Typing meets the rules one by one; a valid pair is saved, then the login (spec §5). */
export const ResetFlowFrench: Story = {
  ...story('form.idle', 'fr', input, input),
  parameters: {
    route: '/fr/reset-password?token=tok-reset',
  },
  render: () => <ResetFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Nouveau mot de passe/);
    await userEvent.type(password, 'atelier');
    await expect(canvas.getByText(/minuscule/)).toHaveTextContent('(respecté)');
    await expect(canvas.getByText(/majuscule/)).toHaveTextContent('(non respecté)');
    await userEvent.type(password, '-A2026!');
    await userEvent.type(canvas.getByLabelText(/^Confirmez/), 'atelier-A2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await expect(await canvas.findByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/pro/login?email=exposant%40salon.test',
    );
  },
};
