import { contactMachine, type ContactContext } from '@salon/machines';
import type { Role } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { showsAlert, showsStatus, submitting } from '../../kit/testing/plays';
import { contextAt } from '../../kit/testing/machineStory';
import { screenStory } from '../../kit/testing/screenStory';
import { withPortal } from '../../kit/testing/withPortal';
import { ContactView } from './ContactView';

type Lang = 'fr' | 'en';
type State = 'editing' | 'sending' | 'sent';

const typed = { values: { subject: 'billing', message: 'Bonjour, une question sur ma facture.' } };

function story(
  state: State,
  lang: Lang,
  role: Role = 'exposant',
  patch: Partial<ContactContext> = {},
  play?: Story['play'],
): Story {
  return screenStory<Story>(lang, {
    args: { state, role, context: contextAt(contactMachine, state, { input: {}, context: patch }) },
    machine: { id: 'contact', state },
    route: `/${lang}/${role === 'exposant' ? 'pro' : 'guest'}/contact`,
    play,
  });
}

const meta = {
  title: 'Portal/Screens/Contact',
  component: ContactView,
  decorators: [withPortal],
  args: { send: fn() },
} satisfies Meta<typeof ContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- editing ---

/** Spec §2 pro/contact: the six subjects of an exhibitor. */
export const Editing = story('editing', 'fr', 'exposant', {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: 'Contacter l’équipe du salon' }),
  ).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: /Sujet/ }));
  const options = await within(document.body).findAllByRole('option');
  await expect(options.map((option) => option.textContent)).toEqual([
    'Demande commerciale',
    'Demande liée à mon compte exposant',
    'Facturation',
    'Gestion du stand',
    'Badges et invitations',
    'Autre',
  ]);
  await userEvent.keyboard('{Escape}');
});

/** Spec §2 guest/contact: a visitor's subjects. */
export const EditingVisitorEnglish = story(
  'editing',
  'en',
  'visiteur',
  {},
  async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Subject/ }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Badges and invitations',
      'Other',
    ]);
    await userEvent.keyboard('{Escape}');
  },
);

/** Spec §5: subject and message are required; the summary takes the focus. */
export const Required = story(
  'editing',
  'fr',
  'exposant',
  {
    feedback: {
      fieldErrors: { subject: ['validation.mandatory'], message: ['validation.required'] },
      formError: 'error.input_errors',
      description: null,
    },
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: /Votre message/ }),
    ).toHaveAccessibleDescription(/Ce champ est obligatoire/);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('alert', { name: 'Votre saisie comporte des erreurs' }),
      ).toHaveFocus(),
    );
  },
);

/** The message could not be sent: what was typed, with the failure's message. */
const notSent = {
  ...typed,
  feedback: { fieldErrors: {}, formError: 'error.message_not_sent', description: null },
} as Partial<ContactContext>;

/** Spec §8: the failure's own message, and what was typed is kept. */
export const NotSentEnglish = story(
  'editing',
  'en',
  'exposant',
  notSent,
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An error has occurred. Your message has not been sent, please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: /Your message/ })).toHaveValue(
      'Bonjour, une question sur ma facture.',
    );
  },
);

export const NotSent = story(
  'editing',
  'fr',
  'exposant',
  notSent,
  showsAlert('Votre message n’a pas été envoyé'),
);

/** Spec §8 'You have exceeded the server request limit'. */
export const RateLimited = story(
  'editing',
  'fr',
  'visiteur',
  {
    ...typed,
    values: { subject: 'other', message: 'Bonjour' },
    feedback: { fieldErrors: {}, formError: 'error.too_many_requests', description: null },
  },
  showsAlert('Vous avez dépassé la limite de requêtes du serveur'),
);

// --- sending ---

export const Sending = story(
  'sending',
  'fr',
  'exposant',
  typed as Partial<ContactContext>,
  submitting('Envoyer'),
);

export const SendingEnglish = story('sending', 'en', 'exposant', typed as Partial<ContactContext>);

// --- sent: 'message sent' (spec §8 successes) ---

export const Sent = story('sent', 'fr', 'exposant', {}, async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent('Votre message a bien été envoyé.');
  await userEvent.click(canvas.getByRole('button', { name: 'Écrire un autre message' }));
  await expect(args.send).toHaveBeenCalledWith({ type: 'NEW_MESSAGE' });
});

export const SentEnglish = story(
  'sent',
  'en',
  'visiteur',
  {},
  showsStatus('Your message has been sent.'),
);
