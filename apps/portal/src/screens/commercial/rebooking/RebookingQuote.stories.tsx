import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showsAlert, showsText } from '../../../kit/testing/plays';
import { bannerError } from '../../../kit/testing/feedback';
import type { RebookingView } from './RebookingView';
import { quoteMeta } from './storyPayment';
import { beingModified, modified, opened, signed, stateStory, toValidate } from './storyFixtures';

const meta = {
  title: 'Portal/Screens/Rebooking/Quote',
  ...quoteMeta('quote.viewing'),
  parameters: {
    docs: {
      description: {
        component:
          'pro/rebooking/devis (spec §2): the quote of GET /me/rebooking-devis/{id} with every field of spec §3, the discount in force and its deadline (spec §4, §9), the payment schedule, the deadlines calendar and the registration details with its timeline; then request a change or validate. Seen on 20 January 2026.',
      },
    },
  },
} satisfies Meta<typeof RebookingView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A quote to validate: fields, discount with its deadline, schedule, PDF; the two modals. */
export const Viewing: Story = {
  ...stateStory('quote.viewing', 'fr', opened(toValidate)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quote = canvas.getByRole('article', { name: 'Devis Salon Printemps 2026' });
    await expect(quote).toHaveTextContent('Devis à valider');
    await expect(quote).toHaveTextContent('H7-B12');
    await expect(quote).toHaveTextContent('Camille Durand');
    await expect(quote).toHaveTextContent('France');
    await expect(
      canvas.getByRole('link', { name: /Devis de Salon Printemps 2026 \(PDF\)/ }),
    ).toHaveAttribute('href', 'https://api.salon.test/v1/me/rebooking-devis/opp-printemps-b12/pdf');
    await expect(
      canvas.getByText(/Remise de réinscription : 5\s%.*au plus tard le 13 février 2026/),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: /Échéancier/ })).toHaveTextContent(
      '1er acompte',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Calendrier des échéances' }));
    const calendar = page(canvasElement).getByRole('dialog', { name: 'Calendrier des échéances' });
    const steps = within(calendar).getByRole('list', { name: 'Échéances de Salon Printemps 2026' });
    await expect(steps).toHaveTextContent('Fin de la remise de réinscription (5 %)');
    await expect(steps).toHaveTextContent('Ouverture du salon');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(canvas.getByRole('button', { name: 'Détails de l’inscription' }));
    const details = page(canvasElement).getByRole('dialog', {
      name: 'Détails de l’inscription à Salon Printemps 2026',
    });
    await expect(
      within(details).getByRole('list', { name: 'Étapes de votre inscription' }),
    ).toHaveTextContent('Devis reçu');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(canvas.getByRole('button', { name: 'Demander une modification' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'REQUEST_CHANGE' });
    await userEvent.click(canvas.getByRole('button', { name: 'Valider mon devis' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'VALIDATE' });
  },
};

export const ViewingEnglish: Story = {
  ...stateStory('quote.viewing', 'en', opened(toValidate)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('article', { name: 'Quote Salon Printemps 2026' }),
    ).toHaveTextContent('Quote to be validated');
    await expect(canvas.getByText(/Rebooking discount: 5%.*by 13 February 2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deadlines calendar' }));
    await expect(
      page(canvasElement).getByRole('dialog', { name: 'Deadlines calendar' }),
    ).toHaveTextContent('Show opens');
    await userEvent.keyboard('{Escape}');
  },
};

/** The sales team revised the quote: 'modified quote', to check and validate (spec §4 flow 2-3). */
export const ViewingModified: Story = {
  ...stateStory('quote.viewing', 'fr', opened(modified)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Votre conseiller a modifié le devis/)).toBeVisible();
    await expect(
      canvas.getByRole('article', { name: 'Devis Salon Automne 2026' }),
    ).toHaveTextContent('Devis modifié');
  },
};

/** The quote changed meanwhile (code 4090): reloaded, and the exhibitor is told why. */
export const ViewingStale: Story = {
  ...stateStory('quote.viewing', 'fr', {
    ...opened(toValidate),
    notice: 'error.conflict',
  }),
  play: showsAlert('Le devis a changé pendant que vous le consultiez'),
};

export const ViewingStaleEnglish: Story = {
  ...stateStory('quote.viewing', 'en', {
    ...opened(toValidate),
    notice: 'error.conflict',
  }),
  play: showsAlert('The quote changed while you were reading it'),
};

const adjusting = opened(toValidate);

/** The adjustment form after a submit with nothing ticked (spec §5). */
export const Adjusting: Story = {
  ...stateStory('quote.adjusting', 'fr', {
    ...adjusting,
    feedback: bannerError('validation.no_changes'),
  }),
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Modifier mon devis' });
    await expect(dialog).toHaveTextContent("Vous n'avez indiqué aucune modification");
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'La surface' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'EDIT_ADJUSTMENT',
      patch: { surface_rbkg: true },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'SUBMIT' });
  },
};

export const AdjustingEnglish: Story = {
  ...stateStory('quote.adjusting', 'en', adjusting),
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Modify my quote' });
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: 'The number of corners' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CANCEL' });
  },
};

const sending = {
  ...adjusting,
  adjustment: {
    surface_rbkg: true,
    angles_rbkg: false,
    account_rbkg: false,
    comment_rbkg: '30 m²',
  },
};

/** The change request is on its way; what was typed stays. */
export const SendingAdjustment: Story = {
  ...stateStory('quote.sendingAdjustment', 'fr', sending),
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Modifier mon devis' });
    await expect(
      within(dialog).getByRole('textbox', { name: /Message à votre conseiller/ }),
    ).toHaveValue('30 m²');
  },
};

export const SendingAdjustmentEnglish: Story = {
  ...stateStory('quote.sendingAdjustment', 'en', sending),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Modify my quote' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Sent: the adjustment confirmation (spec §2); the quote is being modified (spec §4). */
export const AdjustmentConfirmed: Story = {
  ...stateStory('adjustmentConfirmed', 'fr', {
    ...opened(beingModified),
    notice: 'success.quote_change_requested',
  }),
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', {
      name: 'Demande de modification envoyée',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revenir au devis' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'CLOSE' });
  },
};

export const AdjustmentConfirmedEnglish: Story = {
  ...stateStory('adjustmentConfirmed', 'en', {
    ...opened(beingModified),
    notice: 'success.quote_change_requested',
  }),
  play: async ({ canvasElement }) => {
    await expect(
      page(canvasElement).getByRole('dialog', { name: 'Change request sent' }),
    ).toHaveTextContent('Modified quote');
  },
};

/** Waiting for the sales team (spec §4 'quote being modified'). */
export const PendingReview: Story = {
  ...stateStory('pendingReview', 'fr', opened(beingModified)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/entre les mains de votre conseiller/)).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('Pourrions-nous passer à 30 m²');
    await userEvent.click(canvas.getByRole('button', { name: /devis modifié est arrivé/ }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'REFRESH' });
  },
};

export const PendingReviewEnglish: Story = {
  ...stateStory('pendingReview', 'en', opened(beingModified)),
  play: showsText('Your change request is with your advisor'),
};

/** A signed registration, read only; its 1st installment is to pay (spec §4 step 4). */
export const Registered: Story = {
  ...stateStory('registered', 'fr', opened(signed)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveTextContent('Carte bancaire');
    await expect(canvas.queryByRole('button', { name: 'Valider mon devis' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Régler mon acompte' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'PAY' });
  },
};

export const RegisteredEnglish: Story = {
  ...stateStory('registered', 'en', opened(signed)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Credit card');
  },
};
