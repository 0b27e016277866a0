import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPortal } from '../../kit/testing/withPortal';
import {
  STORY_SITE_URL,
  usePicklistsFixture,
  useRegistrationStory,
  type RegistrationStoryProps,
} from './storyHarness';
import { TmpRegisterView } from './TmpRegisterView';

/** The view driven by the real machine from a state (storyHarness). */
function TmpRegisterStory(props: RegistrationStoryProps) {
  const { value, context, send } = useRegistrationStory(props);
  const { lang, picklists } = usePicklistsFixture(props.picklists ?? 'ready');
  return (
    <TmpRegisterView
      state={value}
      context={context}
      send={send}
      lang={lang}
      picklists={picklists}
      siteUrl={STORY_SITE_URL}
    />
  );
}

const input = { role: 'exposant', mode: 'tmp', email: 'paul@atelier-sud.fr' } as const;
const english = { globals: { locale: 'en' } } as const;

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
export const FormFrench: Story = {
  args: { state: 'tmp.idle', input },
  parameters: { machine: { id: 'registration', state: 'tmp.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Créer votre accès exposant provisoire' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
      'paul@atelier-sud.fr',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'Durand');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon accès' }));
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
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
  },
};

export const FormEnglish: Story = {
  ...english,
  args: { state: 'tmp.idle', input, context: filled },
  parameters: { route: '/en/pro/tmp-register', machine: { id: 'registration', state: 'tmp.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create your temporary exhibitor access' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveValue('Atelier Sud');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/pro/login',
    );
  },
};

export const SubmittingFrench: Story = {
  args: { state: 'tmp.submitting', input, context: filled },
  parameters: { machine: { id: 'registration', state: 'tmp.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Créer mon accès' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SubmittingEnglish: Story = {
  ...english,
  args: { state: 'tmp.submitting', input, context: filled },
  parameters: { machine: { id: 'registration', state: 'tmp.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Create my access' }),
    ).toBeVisible();
  },
};

/** 'An account already exists with this email address. Try logging in.' (spec §8). */
export const AccountExistsFrench: Story = {
  args: { state: 'accountExists', input, context: filled },
  parameters: { machine: { id: 'registration', state: 'accountExists' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/pro/login?email=paul%40atelier-sud.fr',
    );
  },
};

export const AccountExistsEnglish: Story = {
  ...english,
  args: { state: 'accountExists', input, context: filled },
  parameters: { machine: { id: 'registration', state: 'accountExists' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'An account already exists with this email address. Try logging in.',
      ),
    ).toBeVisible();
  },
};

/** Done: the screen goes to confirm-register-tmp (spec §2). */
export const ConfirmedFrench: Story = {
  args: { state: 'confirmed', input, context: filled },
  parameters: { machine: { id: 'registration', state: 'confirmed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Votre accès est créé.',
    );
  },
};

export const ConfirmedEnglish: Story = {
  ...english,
  args: { state: 'confirmed', input, context: filled },
  parameters: { machine: { id: 'registration', state: 'confirmed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your access has been created.',
    );
  },
};
