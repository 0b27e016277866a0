import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveStory } from '../../kit/testing/liveStory';
import {
  focusedSummary,
  linksTo,
  showsButton,
  showsStatus,
  showsText,
  showsTitle,
  submitting,
} from '../../kit/testing/plays';
import { withPortal } from '../../kit/testing/withPortal';
import { useRegistrationStory, type RegistrationStoryProps } from './storyHarness';
import { TmpRegisterView } from './TmpRegisterView';

/** The view driven by the real machine from a state (storyHarness). */
function TmpRegisterStory(props: RegistrationStoryProps) {
  return <TmpRegisterView {...useRegistrationStory(props)} />;
}

const input = { role: 'exposant', mode: 'tmp', email: 'paul@atelier-sud.fr' } as const;

const filled = {
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
} as const;

const meta = {
  title: 'Portal/Screens/Registration/Temporary registration',
  component: TmpRegisterStory,
  decorators: [withPortal],
  parameters: {
    route: '/fr/pro/tmp-register',
    docs: {
      description: {
        component:
          'pro/tmp-register (spec §2): an invited exhibitor creates an access in one form (valid-tmp-register), then confirm-register-tmp. Each story runs the registration machine from its state with calls that never answer.',
      },
    },
  },
} satisfies Meta<typeof TmpRegisterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form; a failed submit lists every missing field and keeps what was typed (spec §5). */
const story = liveStory(meta, 'registration');

/** The form; a failed submit lists every missing field and keeps what was typed (spec §5). */
export const FormFrench: Story = story('tmp.idle', 'fr', { input }, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await showsTitle('Créer votre accès exposant provisoire')({ canvasElement });
  await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
    'paul@atelier-sud.fr',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'Durand');
  await userEvent.click(canvas.getByRole('button', { name: 'Créer mon accès' }));
  const summary = await focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
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

export const FormEnglish: Story = story(
  'tmp.idle',
  'en',
  { input, context: filled },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsTitle('Create your temporary exhibitor access')({ canvasElement });
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveValue('Atelier Sud');
    await linksTo('Log in', '/en/pro/login')({ canvasElement });
  },
  { route: '/en/pro/tmp-register' },
);

export const SubmittingFrench: Story = story(
  'tmp.submitting',
  'fr',
  { input, context: filled },
  submitting('Créer mon accès'),
);

export const SubmittingEnglish: Story = story(
  'tmp.submitting',
  'en',
  { input, context: filled },
  showsButton('Create my access'),
);

/** 'An account already exists with this email address. Try logging in.' (spec §8). */
export const AccountExistsFrench: Story = story(
  'accountExists',
  'fr',
  { input, context: filled },
  linksTo('Se connecter', '/fr/pro/login?email=paul%40atelier-sud.fr'),
);

export const AccountExistsEnglish: Story = story(
  'accountExists',
  'en',
  { input, context: filled },
  showsText('An account already exists with this email address. Try logging in.'),
);

/** Done: the screen goes to confirm-register-tmp (spec §2). */
export const ConfirmedFrench: Story = story(
  'confirmed',
  'fr',
  { input, context: filled },
  showsStatus('Votre accès est créé.'),
);

export const ConfirmedEnglish: Story = story(
  'confirmed',
  'en',
  { input, context: filled },
  showsStatus('Your access has been created.'),
);
