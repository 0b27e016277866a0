// The first-registration request's stories (spec §2 'Registration request'): the form, a picked
// company, submitting, sent, and the Matter and Shape variant.
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveStory, liveView } from '../../kit/testing/liveStory';
import * as plays from '../../kit/testing/plays';
import { storyAccounts } from './storyFixtures';
import { FirstRegistrationStory, contact, typedIn } from './firstRegistrationStories';

const title = 'Portal/Screens/Registration/First registration request';

/**
 * The request of pro/first-registration and of its Matter and Shape variant (spec §2
 * 'Registration request'): the company (or the one picked by the company-existence check), its
 * commercial information, the contact, the events of interest, the terms; then first-register.
 * Each story runs the real machine from its state with calls that never answer.
 */
export default { title, ...liveView(FirstRegistrationStory) } satisfies Meta<
  typeof FirstRegistrationStory
>;

const story = liveStory(FirstRegistrationStory, 'firstRegistration', '/fr/pro/first-registration');

/** The request typed in (`typedIn`) at `state`. */
const typed = story.with({ context: typedIn });

/**
 * Step 3: the request (spec §2). An invalid SIRET and 100 m² say so, and what was typed stays
 * (spec §5, §8).
 */
export const RequestFrench = typed('form.details.idle', 'fr', async ({ canvasElement }) => {
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
  const summary = await plays.focusedSummary(canvasElement, 'Votre saisie comporte des erreurs');
  await expect(plays.summaryLinks(summary)).toEqual([
    'Le SIRET est invalide',
    'Cette surface est trop grande (max 99 m²)',
  ]);
  const surface = canvas.getByRole('textbox', { name: /Surface souhaitée/ });
  await expect(surface).toHaveValue('100');
  await expect(surface).toHaveAccessibleDescription(/Cette surface est trop grande/);
  await expect(canvas.getByRole('textbox', { name: /SIRET/ })).toHaveValue('732 829 320 00075');
});

/** In English: too small a surface and the terms not accepted (spec §5). */
const tooSmall = story.with(
  {
    context: {
      ...typedIn,
      contact: { ...contact, langue: 'en' },
      details: { ...typedIn.details, desired_surface: 4, terms: false },
    },
  },
  { route: '/en/pro/first-registration' },
);

export const RequestEnglish = tooSmall('form.details.idle', 'en', async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Send my request' }));
  const summary = canvas.getByRole('alert', { name: 'There are errors in your input' });
  await expect(plays.summaryLinks(summary)).toEqual([
    'The SIRET is invalid',
    'The surface area must be at least 9m2',
    'You must accept the terms of participation and the personal-data policy',
  ]);
  // The optional sales contact asks for the representative's name once ticked.
  await userEvent.click(
    canvas.getByRole('checkbox', { name: 'I would like a sales representative to contact me' }),
  );
  const representative = canvas.getByRole('textbox', { name: /Your sales representative’s name/ });
  await expect(representative).toBeVisible();
});

/** With a company picked from the list: its details are not asked (spec §5). */
const picked = story.with({ context: { ...typedIn, account: storyAccounts[0] ?? null } });

export const RequestPickedCompanyFrench = picked('form.details.idle', 'fr', async (context) => {
  await plays.showsText('Société choisie')(context);
  const heading = { name: 'Informations commerciales' };
  await expect(within(context.canvasElement).queryByRole('heading', heading)).toBeNull();
});

/** The form's lists load (spec §7 GET /picklists). */
const listsLoading = story.with({ context: typedIn, picklists: 'loading' });
const loading = plays.showsStatus('Loading the form…');
export const RequestPicklistsLoadingEnglish = listsLoading('form.details.idle', 'en', loading);

/** The request sent: 24 m², the rest as typed. */
const sending = story.with({
  context: { ...typedIn, details: { ...typedIn.details, desired_surface: 24 } },
});
const sendingFr = plays.submitting('Envoyer ma demande');
export const SubmittingFrench = sending('form.details.submitting', 'fr', sendingFr);

export const SubmittingEnglish = sending('form.details.submitting', 'en', async (context) => {
  const surface = within(context.canvasElement).getByRole('textbox', { name: /Desired surface/ });
  await expect(surface).toHaveValue('24');
});

/** Sent: the screen goes to confirm-first-register (spec §2). */
const sent = story.with({
  context: { ...typedIn, request: { request_id: 'req_1', reply_within_hours: 72 as const } },
});
const done = { fr: 'Votre demande est envoyée.', en: 'Your request has been sent.' };
export const ConfirmedFrench = sent('confirmed', 'fr', plays.showsStatus(done.fr));
export const ConfirmedEnglish = sent('confirmed', 'en', plays.showsStatus(done.en));

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
export const MatterAndShapeEmailCheck = {
  ...story.with(inFrame, matterAndShapePage)('emailCheck.idle', 'en', async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Matter and Shape' })[0]).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /Language|Langue/ })).toBeNull();
    await plays.showsText('Matter and Shape, the contemporary design show in Paris.')(context);
    await plays.showsTitle('First-registration request')(context);
  }),
  globals: matterAndShapeTheme,
};

const inFrameTyped = {
  ...inFrame,
  context: { ...typedIn, variant: 'matter_and_shape', contact: { ...contact, langue: 'en' } },
} as const;

export const MatterAndShapeRequest = {
  ...story.with(inFrameTyped, matterAndShapePage)(
    'form.details.idle',
    'en',
    plays.playAll(
      plays.showsButton('Send my request'),
      plays.linksTo('Personal-data policy', 'https://www.salon.test/en/personal-data-policy'),
    ),
  ),
  globals: matterAndShapeTheme,
};
