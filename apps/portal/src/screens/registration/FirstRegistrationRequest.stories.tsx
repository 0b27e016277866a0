// The first-registration request's stories (spec §2 'Registration request'): the form, a picked
// company, submitting, sent, and the Matter and Shape variant.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
import { storyAccounts } from './storyFixtures';
import { FirstRegistrationStory, contact, typedIn } from './firstRegistrationStories';

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

const story = liveStory(meta, 'firstRegistration');

/**
 * Step 3: the request (spec §2). An invalid SIRET and 100 m² say so, and what was typed stays
 * (spec §5, §8).
 */
export const RequestFrench: Story = story(
  'form.details.idle',
  'fr',
  { context: typedIn },
  async ({ canvasElement }) => {
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
    const summary = await focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
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
);

export const RequestEnglish: Story = story(
  'form.details.idle',
  'en',
  {
    context: {
      ...typedIn,
      contact: { ...contact, langue: 'en' },
      details: { ...typedIn.details, desired_surface: 4, terms: false },
    },
  },
  async ({ canvasElement }) => {
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
  { route: '/en/pro/first-registration' },
);

/** With a company picked from the list: its details are not asked (spec §5). */
export const RequestPickedCompanyFrench: Story = story(
  'form.details.idle',
  'fr',
  { context: { ...typedIn, account: storyAccounts[0] ?? null } },
  async (context) => {
    await showsText('Société choisie')(context);
    await expect(
      within(context.canvasElement).queryByRole('heading', { name: 'Informations commerciales' }),
    ).toBeNull();
  },
);

export const RequestPicklistsLoadingEnglish: Story = story(
  'form.details.idle',
  'en',
  { context: typedIn, picklists: 'loading' },
  showsStatus('Loading the form…'),
);

const sending = { context: { ...typedIn, details: { ...typedIn.details, desired_surface: 24 } } };

export const SubmittingFrench: Story = story(
  'form.details.submitting',
  'fr',
  sending,
  submitting('Envoyer ma demande'),
);

export const SubmittingEnglish: Story = story(
  'form.details.submitting',
  'en',
  sending,
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /Desired surface area/ }),
    ).toHaveValue('24');
  },
);

const sent = {
  context: { ...typedIn, request: { request_id: 'req_1', reply_within_hours: 72 as const } },
};

/** Sent: the screen goes to confirm-first-register (spec §2). */
export const ConfirmedFrench: Story = story(
  'confirmed',
  'fr',
  sent,
  showsStatus('Votre demande est envoyée.'),
);

export const ConfirmedEnglish: Story = story(
  'confirmed',
  'en',
  sent,
  showsStatus('Your request has been sent.'),
);

/** The Matter and Shape variant: its theme, in English, full page, at its own address. */
const matterAndShapeTheme = { locale: 'en', theme: 'matterAndShape' };
const matterAndShapePage = {
  layout: 'fullscreen',
  route: '/en/pro/first-registration-matter-and-shape',
};
const inFrame = { input: { variant: 'matter_and_shape' }, frame: true } as const;

/**
 * The Matter and Shape variant (spec §2): English only, its own logo and footer, no language
 * switch.
 */
export const MatterAndShapeEmailCheck: Story = {
  ...story(
    'emailCheck.idle',
    'en',
    inFrame,
    async (context) => {
      const canvas = within(context.canvasElement);
      await expect(canvas.getAllByRole('img', { name: 'Matter and Shape' })[0]).toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: /Language|Langue/ })).toBeNull();
      await showsText('Matter and Shape, the contemporary design show in Paris.')(context);
      await showsTitle('First-registration request')(context);
    },
    matterAndShapePage,
  ),
  globals: matterAndShapeTheme,
};

export const MatterAndShapeRequest: Story = {
  ...story(
    'form.details.idle',
    'en',
    {
      ...inFrame,
      context: { ...typedIn, variant: 'matter_and_shape', contact: { ...contact, langue: 'en' } },
    },
    playAll(
      showsButton('Send my request'),
      linksTo('Personal-data policy', 'https://www.salon.test/en/personal-data-policy'),
    ),
    matterAndShapePage,
  ),
  globals: matterAndShapeTheme,
};
