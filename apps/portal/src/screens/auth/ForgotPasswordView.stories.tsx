import {
  forgotPasswordMachine,
  snapshotAt,
  type ForgotPasswordContext,
  type ForgotPasswordInput,
} from '@salon/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withPortal } from '../../kit/testing/withPortal';
import { ForgotPasswordView, type ForgotPasswordState } from './ForgotPasswordView';

type Lang = 'fr' | 'en';

const exhibitor: ForgotPasswordInput = { role: 'exposant' };
const visitor: ForgotPasswordInput = { role: 'visiteur' };
const typed = { values: { email: 'anne@example.com' } };

function story(
  state: ForgotPasswordState,
  lang: Lang,
  input: ForgotPasswordInput,
  patch: Partial<ForgotPasswordContext> = {},
  play?: Story['play'],
): Story {
  return {
    args: {
      state,
      context: snapshotAt(forgotPasswordMachine, state, { input, context: patch }).context,
      lang,
    },
    globals: { locale: lang },
    parameters: {
      machine: { id: 'forgotPassword', state },
      route: `/${lang}/forgot-password?role=${input.role}`,
    },
    play,
  };
}

const meta = {
  title: 'Portal/Screens/Forgot password',
  component: ForgotPasswordView,
  decorators: [withPortal],
  args: { send: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- form.idle ---

export const Form = story('form.idle', 'fr', exhibitor, {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }),
  ).toBeVisible();
  await expect(canvas.getByText('Espace exposants')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
    'href',
    '/fr/pro/login',
  );
  await expect(canvas.getByRole('link', { name: /Vous êtes visiteur/ })).toHaveAttribute(
    'href',
    '/fr/forgot-password?role=visiteur',
  );
});

export const FormEnglish = story('form.idle', 'en', visitor, {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'Forgot your password' }),
  ).toBeVisible();
  await expect(canvas.getByText('Visitor area')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
    'href',
    '/en/guest/login',
  );
});

export const InvalidEmail = story(
  'form.idle',
  'fr',
  exhibitor,
  {
    values: { email: 'anne@' },
    feedback: {
      fieldErrors: { email: ['validation.email'] },
      formError: 'error.input_errors',
      description: null,
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link'));
    await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveFocus();
  },
);

/** Spec §8: 'A request is already in progress. Please wait.' when throttled. */
export const ThrottledEnglish = story(
  'form.idle',
  'en',
  exhibitor,
  {
    ...typed,
    feedback: { fieldErrors: {}, formError: 'error.request_in_progress', description: null },
  },
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'A request is already in progress. Please wait.',
    );
  },
);

// --- form.submitting ---

export const Submitting = story(
  'form.submitting',
  'fr',
  exhibitor,
  typed,
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Recevoir le lien' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
);

export const SubmittingEnglish = story(
  'form.submitting',
  'en',
  exhibitor,
  typed,
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Send me the link' }),
    ).toBeVisible();
  },
);

// --- sent: the same answer whether or not the account exists (spec §8) ---

export const Sent = story('sent', 'fr', exhibitor, typed, async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(
    'Si un compte existe pour cette adresse e-mail, vous allez recevoir un lien',
  );
  await expect(canvas.getByText('Adresse saisie : anne@example.com')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Saisir une autre adresse' }));
  await expect(args.send).toHaveBeenCalledWith({ type: 'AGAIN' });
});

export const SentEnglish = story('sent', 'en', visitor, typed, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent(
    'If an account exists for this email address, you will receive a link to reset your password.',
  );
  await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
    'href',
    '/en/guest/login',
  );
});
