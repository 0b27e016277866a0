import { forgotPasswordMachine, type ForgotPasswordInput } from '@salon/machines';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bannerError, inputErrors } from '../../kit/testing/feedback';
import { fullPageView, machineStory } from '../../kit/testing/machineStory';
import {
  focusedSummary,
  linksTo,
  playAll,
  showsAlert,
  showsButton,
  showsStatus,
  showsText,
  showsTitle,
  submitting,
} from '../../kit/testing/plays';
import { ForgotPasswordView } from './ForgotPasswordView';

const exhibitor: ForgotPasswordInput = { role: 'exposant' };
const visitor: ForgotPasswordInput = { role: 'visiteur' };
const typed = { values: { email: 'anne@example.com' } };

const meta = {
  title: 'Portal/Screens/Forgot password',
  component: ForgotPasswordView,
  ...fullPageView(),
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;

const story = machineStory(meta, {
  machine: forgotPasswordMachine,
  id: 'forgotPassword',
  route: (lang, input) => `/${lang}/forgot-password?role=${input.role}`,
});

// --- form.idle ---

export const Form = story(
  'form.idle',
  'fr',
  exhibitor,
  {},
  playAll(
    showsTitle('Mot de passe oublié'),
    showsText('Espace exposants'),
    linksTo('Retour à la connexion', '/fr/pro/login'),
    linksTo(/Vous êtes visiteur/, '/fr/forgot-password?role=visiteur'),
  ),
);

export const FormEnglish = story(
  'form.idle',
  'en',
  visitor,
  {},
  playAll(
    showsTitle('Forgot your password'),
    showsText('Visitor area'),
    linksTo('Back to login', '/en/guest/login'),
  ),
);

export const InvalidEmail = story(
  'form.idle',
  'fr',
  exhibitor,
  { values: { email: 'anne@' }, feedback: inputErrors({ email: ['validation.email'] }) },
  async ({ canvasElement }) => {
    const summary = await focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
    await userEvent.click(within(summary).getByRole('link'));
    await expect(
      within(canvasElement).getByRole('textbox', { name: /Adresse e-mail/ }),
    ).toHaveFocus();
  },
);

/** Spec §8: 'A request is already in progress. Please wait.' when throttled. */
export const ThrottledEnglish = story(
  'form.idle',
  'en',
  exhibitor,
  { ...typed, feedback: bannerError('error.request_in_progress') },
  showsAlert('A request is already in progress. Please wait.'),
);

// --- form.submitting ---

export const Submitting = story(
  'form.submitting',
  'fr',
  exhibitor,
  typed,
  submitting('Recevoir le lien'),
);

export const SubmittingEnglish = story(
  'form.submitting',
  'en',
  exhibitor,
  typed,
  showsButton('Send me the link'),
);

// --- sent: the same answer whether or not the account exists (spec §8) ---

export const Sent = story('sent', 'fr', exhibitor, typed, async (context) => {
  await showsStatus('Si un compte existe pour cette adresse e-mail, vous allez recevoir un lien')(
    context,
  );
  await showsText('Adresse saisie : anne@example.com')(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Saisir une autre adresse' }));
  await expect(context.args.send).toHaveBeenCalledWith({ type: 'AGAIN' });
});

export const SentEnglish = story(
  'sent',
  'en',
  visitor,
  typed,
  playAll(
    showsTitle('Check your inbox'),
    showsStatus(
      'If an account exists for this email address, you will receive a link to reset your password.',
    ),
    linksTo('Back to login', '/en/guest/login'),
  ),
);
