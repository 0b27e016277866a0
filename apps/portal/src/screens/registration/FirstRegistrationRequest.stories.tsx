// The first-registration request's stories (spec §2 'Registration request'): the form, a picked
// company, submitting, sent, and the Matter and Shape variant.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPortal } from '../../kit/testing/withPortal';
import { storyAccounts } from './storyFixtures';
import { FirstRegistrationStory, contact, english, typedIn } from './firstRegistrationStories';

const meta = {
  title: 'Portal/Screens/Registration/First registration request',
  component: FirstRegistrationStory,
  decorators: [withPortal],
  parameters: {
    route: '/fr/pro/first-registration',
    docs: {
      description: {
        component:
          "The request of pro/first-registration and of its Matter and Shape variant (spec §2 'Registration request'): the company (or the one picked by the company-existence check), its commercial information, the contact, the events of interest, the terms; then first-register. Each story runs the real machine from its state with calls that never answer.",
      },
    },
  },
} satisfies Meta<typeof FirstRegistrationStory>;

export default meta;
export type Story = StoryObj<typeof meta>;

/**
 * Step 3: the request (spec §2). An invalid SIRET and 100 m² say so, and what was typed stays
 * (spec §5, §8).
 */
export const RequestFrench: Story = {
  args: { state: 'form.details.idle', context: typedIn },
  parameters: { machine: { id: 'firstRegistration', state: 'form.details.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const section of [
      'Votre société',
      'Informations commerciales',
      'Activité principale',
      'Informations complémentaires',
      'À propos de vous',
      'Les salons qui vous intéressent',
      'Demande spécifique',
      'Surface souhaitée',
      'Contact avec un conseiller commercial',
      'Conditions',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer ma demande' }));
    const summary = canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Le SIRET est invalide', 'Cette surface est trop grande (max 99 m²)']);
    const surface = canvas.getByRole('textbox', { name: /Surface souhaitée/ });
    await expect(surface).toHaveValue('100');
    await expect(surface).toHaveAccessibleDescription(/Cette surface est trop grande/);
    await expect(canvas.getByRole('textbox', { name: /SIRET/ })).toHaveValue('732 829 320 00075');
  },
};

export const RequestEnglish: Story = {
  ...english,
  args: {
    state: 'form.details.idle',
    context: {
      ...typedIn,
      contact: { ...contact, langue: 'en' },
      details: { ...typedIn.details, desired_surface: 4, terms: false },
    },
  },
  parameters: {
    route: '/en/pro/first-registration',
    machine: { id: 'firstRegistration', state: 'form.details.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send my request' }));
    const summary = canvas.getByRole('alert', { name: 'There are errors in your input' });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'The SIRET is invalid',
      'The surface area must be at least 9m2',
      'You must accept the terms of participation and the personal-data policy',
    ]);
    // The optional sales contact asks for the representative's name once ticked.
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I would like a sales representative to contact me' }),
    );
    await expect(
      canvas.getByRole('textbox', { name: /Your sales representative’s name/ }),
    ).toBeVisible();
  },
};

/** With a company picked from the list: its details are not asked (spec §5). */
export const RequestPickedCompanyFrench: Story = {
  args: {
    state: 'form.details.idle',
    context: { ...typedIn, account: storyAccounts[0] ?? null },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'form.details.idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Société choisie')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Informations commerciales' })).toBeNull();
  },
};

export const RequestPicklistsLoadingEnglish: Story = {
  ...english,
  args: { state: 'form.details.idle', context: typedIn, picklists: 'loading' },
  parameters: { machine: { id: 'firstRegistration', state: 'form.details.idle' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the form…');
  },
};

export const SubmittingFrench: Story = {
  args: {
    state: 'form.details.submitting',
    context: { ...typedIn, details: { ...typedIn.details, desired_surface: 24 } },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'form.details.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Envoyer ma demande' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SubmittingEnglish: Story = {
  ...english,
  args: {
    state: 'form.details.submitting',
    context: { ...typedIn, details: { ...typedIn.details, desired_surface: 24 } },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'form.details.submitting' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /Desired surface area/ }),
    ).toHaveValue('24');
  },
};

/** Sent: the screen goes to confirm-first-register (spec §2). */
export const ConfirmedFrench: Story = {
  args: {
    state: 'confirmed',
    context: { ...typedIn, request: { request_id: 'req_1', reply_within_hours: 72 } },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'confirmed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Votre demande est envoyée.',
    );
  },
};

export const ConfirmedEnglish: Story = {
  ...english,
  args: {
    state: 'confirmed',
    context: { ...typedIn, request: { request_id: 'req_1', reply_within_hours: 72 } },
  },
  parameters: { machine: { id: 'firstRegistration', state: 'confirmed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your request has been sent.',
    );
  },
};

/**
 * The Matter and Shape variant (spec §2): English only, its own logo and footer, no language
 * switch.
 */
export const MatterAndShapeEmailCheck: Story = {
  globals: { locale: 'en', theme: 'matterAndShape' },
  args: { state: 'emailCheck.idle', input: { variant: 'matter_and_shape' }, frame: true },
  parameters: {
    layout: 'fullscreen',
    route: '/en/pro/first-registration-matter-and-shape',
    machine: { id: 'firstRegistration', state: 'emailCheck.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Matter and Shape' })[0]).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /Language|Langue/ })).toBeNull();
    await expect(
      canvas.getByText('Matter and Shape, the contemporary design show in Paris.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'First-registration request' }),
    ).toBeVisible();
  },
};

export const MatterAndShapeRequest: Story = {
  globals: { locale: 'en', theme: 'matterAndShape' },
  args: {
    state: 'form.details.idle',
    input: { variant: 'matter_and_shape' },
    context: { ...typedIn, variant: 'matter_and_shape', contact: { ...contact, langue: 'en' } },
    frame: true,
  },
  parameters: {
    layout: 'fullscreen',
    route: '/en/pro/first-registration-matter-and-shape',
    machine: { id: 'firstRegistration', state: 'form.details.idle' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send my request' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Personal-data policy' })).toHaveAttribute(
      'href',
      'https://www.salon.test/en/personal-data-policy',
    );
  },
};
