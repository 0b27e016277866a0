// The registration screen's stories (spec §2 register): identity, password, account exists,
// confirmed; the details step's are in RegisterDetails.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bannerError, inputErrors } from '../../kit/testing/feedback';
import { liveStory } from '../../kit/testing/liveStory';
import {
  focusedSummary,
  linksTo,
  playAll,
  showsButton,
  showsStatus,
  showsText,
  showsTitle,
  submitting,
} from '../../kit/testing/plays';
import { withPortal } from '../../kit/testing/withPortal';
import { RegisterStory, afterIdentity, exhibitor, visitor } from './registerStories';

const meta = {
  title: 'Portal/Screens/Registration/Register',
  component: RegisterStory,
  decorators: [withPortal],
  parameters: {
    layout: 'padded',
    route: '/fr/pro/register',
    docs: {
      description: {
        component:
          'pro/register and guest/register (the same screen by role) and pro/init/{sfid}, guest/init/{sfid} (spec §2), on the registration machine: identity (init-register), details (valid-infos-register, with the company-existence check for exhibitors), password (valid-pwd-register), then confirm-register. Each story runs the real machine from its state with calls that never answer.',
      },
    },
  },
} satisfies Meta<typeof RegisterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = liveStory(meta, 'registration');

/** Step 1: email and first name (spec §7 init-register); a failed submit (spec §5, GOV.UK). */
export const IdentityFrench: Story = story(
  'identity.idle',
  'fr',
  { input: exhibitor },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsTitle('Créer votre compte exposant')({ canvasElement });
    await showsText('Étape 1 sur 3 : identification')({ canvasElement });
    await userEvent.type(canvas.getByRole('textbox', { name: /Adresse e-mail/ }), 'anne@maison');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    const summary = await focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      "L'adresse e-mail doit être une adresse valide",
      'Ce champ est obligatoire',
    ]);
    await expect(links[0]).toHaveAttribute('href', '#reg-email');
    // What was typed stays (spec §5 standards).
    await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
      'anne@maison',
    );
    await linksTo('Connectez-vous', '/fr/pro/login')({ canvasElement });
  },
);

export const IdentityEnglish: Story = story(
  'identity.idle',
  'en',
  { input: visitor },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsTitle('Create your visitor account')({ canvasElement });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = canvas.getByRole('alert', { name: 'There are errors in your input' });
    await expect(within(summary).getAllByRole('link')[0]).toHaveTextContent(
      'This field is required',
    );
    await linksTo('Log in', '/en/guest/login')({ canvasElement });
  },
  { route: '/en/guest/register' },
);

/** Account initialisation from a CRM link (spec §2 pro/init/{sfid}). */
export const InitFrench: Story = story(
  'identity.idle',
  'fr',
  { input: { role: 'exposant', mode: 'init', sfid: '003ABC' } },
  playAll(
    showsTitle('Activer votre compte exposant'),
    showsText(/L’équipe du salon a préparé votre compte/),
  ),
  { route: '/fr/pro/init/003ABC' },
);

/** The registration's time is over (4100/4101): back to step 1 with what was typed. */
export const IdentityExpiredFrench: Story = story(
  'identity.idle',
  'fr',
  {
    input: exhibitor,
    context: {
      identity: { email: 'anne.martin@maison-lune.fr', first: 'Anne' },
      feedback: bannerError('error.verification_expired'),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le délai de vérification a expiré.');
    await expect(canvas.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Anne');
  },
);

export const IdentitySubmittingFrench: Story = story(
  'identity.submitting',
  'fr',
  { input: exhibitor, context: afterIdentity },
  submitting('Continuer'),
);

export const IdentitySubmittingEnglish: Story = story(
  'identity.submitting',
  'en',
  { input: exhibitor, context: afterIdentity },
  showsButton('Continue'),
);

/** Step 3: password with its live checklist, confirmation, terms (spec §5). */
export const PasswordFrench: Story = story(
  'password.idle',
  'fr',
  { input: exhibitor, context: afterIdentity },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsText('Étape 3 sur 3 : mot de passe')({ canvasElement });
    const password = canvas.getByLabelText(/^Mot de passe/, { selector: 'input' });
    await userEvent.type(password, 'motdepasse1!');
    await expect(canvas.getByText('Une lettre majuscule').closest('li')).not.toHaveAttribute(
      'data-met',
    );
    await expect(canvas.getByText('Un chiffre').closest('li')).toHaveAttribute('data-met', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    const summary = await focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial',
      'Vous devez accepter les conditions de participation et la politique de données personnelles',
    ]);
    await expect(password).toHaveValue('motdepasse1!');
    await expect(
      canvas.getByRole('link', { name: /^conditions de participation/ }),
    ).toHaveAttribute('target', '_blank');
  },
);

export const PasswordEnglish: Story = story(
  'password.idle',
  'en',
  { input: exhibitor, context: afterIdentity },
  async ({ canvasElement }) => {
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
    await showsButton('Back')({ canvasElement });
  },
  { route: '/en/pro/register' },
);

/** A password typed, confirmed and the terms accepted: what `password.submitting` sends. */
const passwordSent = {
  ...afterIdentity,
  password: { password: 'Str0ng!pass', password_confirmation: 'Str0ng!pass', terms: true },
};

export const PasswordSubmittingFrench: Story = story(
  'password.submitting',
  'fr',
  { input: exhibitor, context: passwordSent },
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /J’accepte/ })).toBeChecked();
  },
);

export const PasswordSubmittingEnglish: Story = story(
  'password.submitting',
  'en',
  { input: exhibitor, context: passwordSent },
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeDisabled();
  },
);

/** 'An account already exists with this email address. Try logging in.' (spec §8). */
export const AccountExistsFrench: Story = story(
  'accountExists',
  'fr',
  { input: exhibitor, context: afterIdentity },
  playAll(
    showsText('Un compte existe déjà avec cette adresse e-mail. Essayez de vous connecter.'),
    linksTo('Se connecter', '/fr/pro/login?email=anne.martin%40maison-lune.fr'),
  ),
);

export const AccountExistsEnglish: Story = story(
  'accountExists',
  'en',
  { input: visitor, context: afterIdentity },
  playAll(
    showsText('An account already exists with this email address. Try logging in.'),
    linksTo('Log in', '/en/guest/login?email=anne.martin%40maison-lune.fr'),
  ),
);

/** Registered: the screen goes to confirm-register (spec §2). */
export const ConfirmedFrench: Story = story(
  'confirmed',
  'fr',
  { input: exhibitor, context: afterIdentity },
  showsStatus('Votre compte est créé.'),
);

export const ConfirmedEnglish: Story = story(
  'confirmed',
  'en',
  { input: exhibitor, context: afterIdentity },
  showsStatus('Your account has been created.'),
);

/** Spec §8: 'This e-mail address is already in use' sits on the email field. */
export const EmailInUseEnglish: Story = story(
  'identity.idle',
  'en',
  {
    input: exhibitor,
    context: {
      identity: { email: 'anne.martin@maison-lune.fr', first: 'Anne' },
      feedback: inputErrors({ email: ['error.email_in_use'] }),
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: /Email address/ }),
    ).toHaveAccessibleDescription(/This e-mail address is already in use./);
  },
);
