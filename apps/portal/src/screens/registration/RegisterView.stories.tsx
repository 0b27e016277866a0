// The registration screen's stories (spec §2 register): identity, password, account exists,
// confirmed; the details step's are in RegisterDetails.stories.tsx.
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bannerError, inputErrors } from '../../kit/testing/feedback';
import { liveStory, liveView } from '../../kit/testing/liveStory';
import * as plays from '../../kit/testing/plays';
import { RegisterStory, exhibitor, visitor } from './registerStories';
import { afterIdentity } from './storyFixtures';

const title = 'Portal/Screens/Registration/Register';

/**
 * pro/register and guest/register (the same screen by role) and pro/init/{sfid}, guest/init/{sfid}
 * (spec §2), on the registration machine: identity (init-register), details (valid-infos-register,
 * with the company-existence check for exhibitors), password (valid-pwd-register), then
 * confirm-register. Each story runs the real machine from its state with calls that never answer.
 */
export default { title, ...liveView(RegisterStory) } satisfies Meta<typeof RegisterStory>;

const story = liveStory(RegisterStory, 'registration', '/fr/pro/register');

/** An exhibitor's registration at `state`, once init-register answered (the contact prefilled). */
const at = story.with({ input: exhibitor, context: afterIdentity });
const anExhibitor = story.with({ input: exhibitor });
const aVisitor = story.with({ input: visitor }, { route: '/en/guest/register' });

/** Step 1: email and first name (spec §7 init-register); a failed submit (spec §5, GOV.UK). */
export const IdentityFrench = anExhibitor('identity.idle', 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await plays.showsTitle('Créer votre compte exposant')({ canvasElement });
  await plays.showsText('Étape 1 sur 3 : identification')({ canvasElement });
  await userEvent.type(canvas.getByRole('textbox', { name: /Adresse e-mail/ }), 'anne@maison');
  await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
  const summary = await plays.focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
  await expect(plays.summaryLinks(summary)).toEqual([
    "L'adresse e-mail doit être une adresse valide",
    'Ce champ est obligatoire',
  ]);
  await expect(within(summary).getAllByRole('link')[0]).toHaveAttribute('href', '#reg-email');
  // What was typed stays (spec §5 standards).
  await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue('anne@maison');
  await plays.linksTo('Connectez-vous', '/fr/pro/login')({ canvasElement });
});

export const IdentityEnglish = aVisitor('identity.idle', 'en', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await plays.showsTitle('Create your visitor account')({ canvasElement });
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  const summary = canvas.getByRole('alert', { name: 'There are errors in your input' });
  await expect(within(summary).getAllByRole('link')[0]).toHaveTextContent('This field is required');
  await plays.linksTo('Log in', '/en/guest/login')({ canvasElement });
});

/** Account initialisation from a CRM link (spec §2 pro/init/{sfid}). */
export const InitFrench = story(
  'identity.idle',
  'fr',
  { input: { role: 'exposant', mode: 'init', sfid: '003ABC' } },
  plays.playAll(
    plays.showsTitle('Activer votre compte exposant'),
    plays.showsText(/L’équipe du salon a préparé votre compte/),
  ),
  { route: '/fr/pro/init/003ABC' },
);

/** The registration's time is over (4100/4101): back to step 1 with what was typed. */
const expired = story.with({
  input: exhibitor,
  context: {
    identity: { email: 'anne.martin@maison-lune.fr', first: 'Anne' },
    feedback: bannerError('error.verification_expired'),
  },
});

export const IdentityExpiredFrench = expired('identity.idle', 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent('Le délai de vérification a expiré.');
  await expect(canvas.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Anne');
});

const sending = { fr: plays.submitting('Continuer'), en: plays.showsButton('Continue') };
export const IdentitySubmittingFrench = at('identity.submitting', 'fr', sending.fr);
export const IdentitySubmittingEnglish = at('identity.submitting', 'en', sending.en);

/** Step 3: password with its live checklist, confirmation, terms (spec §5). */
export const PasswordFrench = at('password.idle', 'fr', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await plays.showsText('Étape 3 sur 3 : mot de passe')({ canvasElement });
  const password = canvas.getByLabelText(/^Mot de passe/, { selector: 'input' });
  await userEvent.type(password, 'motdepasse1!');
  await expect(canvas.getByText('Une lettre majuscule').closest('li')).not.toHaveAttribute(
    'data-met',
  );
  await expect(canvas.getByText('Un chiffre').closest('li')).toHaveAttribute('data-met', 'true');
  await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
  const summary = await plays.focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
  await expect(plays.summaryLinks(summary)).toEqual([
    'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial',
    'Vous devez accepter les conditions de participation et la politique de données personnelles',
  ]);
  await expect(password).toHaveValue('motdepasse1!');
  await expect(canvas.getByRole('link', { name: /^conditions de participation/ })).toHaveAttribute(
    'target',
    '_blank',
  );
});

const inEnglish = story.with(
  { input: exhibitor, context: afterIdentity },
  { route: '/en/pro/register' },
);

export const PasswordEnglish = inEnglish('password.idle', 'en', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Str0ng!pass');
  await userEvent.type(
    canvas.getByLabelText(/^Confirm the password/, { selector: 'input' }),
    'Str0ng!pas',
  );
  await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
  const summary = canvas.getByRole('alert', { name: 'There are errors in your input' });
  await expect(within(summary).getByRole('link')).toHaveTextContent("Passwords don't match");
  await plays.showsButton('Back')({ canvasElement });
});

/** A password typed, confirmed and the terms accepted: what `password.submitting` sends. */
const sent = story.with({
  input: exhibitor,
  context: {
    ...afterIdentity,
    password: { password: 'Str0ng!pass', password_confirmation: 'Str0ng!pass', terms: true },
  },
});

export const PasswordSubmittingFrench = sent('password.submitting', 'fr', async (context) => {
  const canvas = within(context.canvasElement);
  await expect(canvas.getByRole('checkbox', { name: /J’accepte/ })).toBeChecked();
});

export const PasswordSubmittingEnglish = sent('password.submitting', 'en', async (context) => {
  const canvas = within(context.canvasElement);
  await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
});

/**
 * 'An account already exists with this email address. Try logging in.' (spec §8), with the way
 * to log in, the address prefilled.
 */
const accountExists = (message: string, login: string, path: string) =>
  plays.playAll(
    plays.showsText(message),
    plays.linksTo(login, `${path}?email=anne.martin%40maison-lune.fr`),
  );

export const AccountExistsFrench = at(
  'accountExists',
  'fr',
  accountExists(
    'Un compte existe déjà avec cette adresse e-mail. Essayez de vous connecter.',
    'Se connecter',
    '/fr/pro/login',
  ),
);

export const AccountExistsEnglish = story(
  'accountExists',
  'en',
  { input: visitor, context: afterIdentity },
  accountExists(
    'An account already exists with this email address. Try logging in.',
    'Log in',
    '/en/guest/login',
  ),
);

/** Registered: the screen goes to confirm-register (spec §2). */
const confirmed = { fr: 'Votre compte est créé.', en: 'Your account has been created.' };
export const ConfirmedFrench = at('confirmed', 'fr', plays.showsStatus(confirmed.fr));
export const ConfirmedEnglish = at('confirmed', 'en', plays.showsStatus(confirmed.en));

/** Spec §8: 'contact email not unique' (4050, an init link's email) sits on the email field. */
const emailNotUnique = story.with({
  input: exhibitor,
  context: {
    identity: { email: 'anne.martin@maison-lune.fr', first: 'Anne' },
    feedback: inputErrors({ email: ['error.contact_email_not_unique'] }),
  },
});

export const EmailNotUniqueEnglish = emailNotUnique(
  'identity.idle',
  'en',
  async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: /Email address/ });
    await expect(email).toHaveAccessibleDescription(/belongs to several contacts/);
  },
);
