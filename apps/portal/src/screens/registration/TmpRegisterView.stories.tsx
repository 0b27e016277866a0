// The temporary registration's stories (spec §2 pro/tmp-register): the form, submitting, account
// exists, confirmed, in French and in English.
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveStory, liveView } from '../../kit/testing/liveStory';
import * as plays from '../../kit/testing/plays';
import { useRegistrationStory, type RegistrationStoryProps } from './storyHarness';
import { TmpRegisterView } from './TmpRegisterView';

/** The view driven by the real machine from a state (storyHarness). */
function TmpRegisterStory(props: RegistrationStoryProps) {
  return <TmpRegisterView {...useRegistrationStory(props)} />;
}

const title = 'Portal/Screens/Registration/Temporary registration';

/**
 * pro/tmp-register (spec §2): an invited exhibitor creates an access in one form
 * (valid-tmp-register), then confirm-register-tmp. Each story runs the registration machine from
 * its state with calls that never answer.
 */
export default { title, ...liveView(TmpRegisterStory) } satisfies Meta<typeof TmpRegisterStory>;

const input = { role: 'exposant', mode: 'tmp', email: 'paul@atelier-sud.fr' } as const;
const story = liveStory(TmpRegisterStory, 'registration', '/fr/pro/tmp-register');

/** The form filled in: what `tmp.submitting` sends, and what the ends of the flow keep. */
const filled = {
  input,
  context: {
    contact: {
      salutation: 'Mr',
      lastname: 'Durand',
      firstname: 'Paul',
      phone: '+33 4 91 00 00 00',
      mobile: '',
      email: 'paul@atelier-sud.fr',
      fonction: 'Createur',
      job: '',
      department: '',
      contact_role: '',
      langue: 'fr',
    },
    tmp: {
      company_name: 'Atelier Sud',
      password: 'Str0ng!pass',
      password_confirmation: 'Str0ng!pass',
      terms: true,
    },
  },
} as const;
const filledIn = story.with(filled);

/** The form; a failed submit lists every missing field and keeps what was typed (spec §5). */
export const FormFrench = story('tmp.idle', 'fr', { input }, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await plays.showsTitle('Créer votre accès exposant provisoire')({ canvasElement });
  await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
    'paul@atelier-sud.fr',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'Durand');
  await userEvent.click(canvas.getByRole('button', { name: 'Créer mon accès' }));
  const summary = await plays.focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
  await expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([
    '#tmp-contact-salutation',
    '#tmp-contact-firstname',
    '#tmp-contact-phone',
    '#tmp-company_name',
    '#tmp-password',
    '#tmp-terms',
  ]);
  await expect(canvas.getByRole('textbox', { name: 'Nom' })).toHaveValue('Durand');
});

const inEnglish = story.with(filled, { route: '/en/pro/tmp-register' });

export const FormEnglish = inEnglish('tmp.idle', 'en', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await plays.showsTitle('Create your temporary exhibitor access')({ canvasElement });
  await expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveValue('Atelier Sud');
  await plays.linksTo('Log in', '/en/pro/login')({ canvasElement });
});

const sending = {
  fr: plays.submitting('Créer mon accès'),
  en: plays.showsButton('Create my access'),
};
export const SubmittingFrench = filledIn('tmp.submitting', 'fr', sending.fr);
export const SubmittingEnglish = filledIn('tmp.submitting', 'en', sending.en);

/** 'An account already exists with this email address. Try logging in.' (spec §8). */
const exists = {
  fr: plays.linksTo('Se connecter', '/fr/pro/login?email=paul%40atelier-sud.fr'),
  en: plays.showsText('An account already exists with this email address. Try logging in.'),
};
export const AccountExistsFrench = filledIn('accountExists', 'fr', exists.fr);
export const AccountExistsEnglish = filledIn('accountExists', 'en', exists.en);

/** Done: the screen goes to confirm-register-tmp (spec §2). */
const created = { fr: 'Votre accès est créé.', en: 'Your access has been created.' };
export const ConfirmedFrench = filledIn('confirmed', 'fr', plays.showsStatus(created.fr));
export const ConfirmedEnglish = filledIn('confirmed', 'en', plays.showsStatus(created.en));
