import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { linksTo, playAll, showsStatus, showsText, showsTitle } from '../../../kit/testing/plays';
import { withPortal } from '../../../kit/testing/withPortal';
import { RebookingView } from './RebookingView';
import { metaArgs } from './storyPayment';
import { stateStory, toValidate } from './storyFixtures';

const meta = {
  title: 'Portal/Screens/Rebooking/List',
  component: RebookingView,
  decorators: [withPortal],
  args: metaArgs('list'),
  parameters: {
    docs: {
      description: {
        component:
          'pro/rebooking (spec §2): which booth to rebook. The rebooking set and the in-progress set of POST /me/rebooking-opportunities (spec §7), each opportunity with its event, brands, stand, surface, corners and the statuses its list shows (spec §4).',
      },
    },
  },
} satisfies Meta<typeof RebookingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The opportunities are loading. */
export const LoadingList: Story = {
  ...stateStory('loadingList', 'fr'),
  play: playAll(showsTitle('Réinscription'), showsStatus('Chargement de vos stands…')),
};

export const LoadingListEnglish: Story = {
  ...stateStory('loadingList', 'en'),
  play: showsStatus('Loading your booths…'),
};

/** The list failed to load: the generic alert is up (spec §7); the screen offers a retry. */
export const ListFailed: Story = {
  ...stateStory('listFailed', 'fr'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vos stands n’ont pas pu se charger')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'RETRY' });
  },
};

export const ListFailedEnglish: Story = {
  ...stateStory('listFailed', 'en'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your booths could not load')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'RETRY' });
  },
};

/**
 * Both sets: the quotes to validate, being modified and modified in the rebooking set; the signed,
 * paid and canceled registrations in progress, each with its statuses (spec §4).
 */
export const List: Story = {
  ...stateStory('list', 'fr'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rebooking = canvas.getByRole('region', { name: 'Stands à réinscrire' });
    await expect(within(rebooking).getByText('Devis à valider')).toBeVisible();
    await expect(within(rebooking).getByText('Devis en cours de modification')).toBeVisible();
    await expect(within(rebooking).getByText('Devis modifié')).toBeVisible();
    await expect(rebooking).toHaveTextContent('Stand H7-B12 · 36 m² · 2 angles');
    await expect(rebooking).toHaveTextContent('Marques : Maison Lumière');
    const progress = canvas.getByRole('region', { name: 'Inscriptions en cours' });
    await expect(within(progress).getByText('Annulé')).toBeVisible();
    await userEvent.click(
      within(rebooking).getByRole('button', {
        name: 'Voir le devis : Salon Printemps 2026 — Stand H7-B12 · 36 m² · 2 angles',
      }),
    );
    await expect(args.send).toHaveBeenCalledWith({ type: 'SELECT', id: 'opp-printemps-b12' });
  },
};

export const ListEnglish: Story = {
  ...stateStory('list', 'en'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rebooking = canvas.getByRole('region', { name: 'Booths to rebook' });
    await expect(within(rebooking).getByText('Quote being modified')).toBeVisible();
    await expect(rebooking).toHaveTextContent('Stand H7-B12 · 36 m² · 2 corners');
    await expect(canvas.getByRole('region', { name: 'Registrations in progress' })).toBeVisible();
  },
};

/** Nothing to rebook, nothing in progress: the team can be contacted. */
export const ListEmpty: Story = {
  ...stateStory('list', 'fr', { sets: { rebooking: [], inProgress: [] } }),
  play: playAll(
    showsText('Aucun stand à réinscrire'),
    showsText('Aucune inscription en cours'),
    linksTo('Contacter l’équipe', '/fr/pro/contact'),
  ),
};

export const ListEmptyEnglish: Story = {
  ...stateStory('list', 'en', { sets: { rebooking: [], inProgress: [] } }),
  play: showsText('No booth to rebook'),
};

/** A quote is loading (from the list, or a deep link). */
export const LoadingQuote: Story = {
  ...stateStory('loadingQuote', 'fr'),
  play: showsStatus('Chargement du devis…'),
};

export const LoadingQuoteEnglish: Story = {
  ...stateStory('loadingQuote', 'en'),
  play: showsStatus('Loading the quote…'),
};

/** The quote failed to load: 'retry later or contact the sales representative' (spec §8). */
export const QuoteFailed: Story = {
  ...stateStory('quoteFailed', 'fr', { selectedId: toValidate.opportunity.id }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Le devis n’a pas pu se charger')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retour à mes stands' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'BACK_TO_LIST' });
  },
};

export const QuoteFailedEnglish: Story = {
  ...stateStory('quoteFailed', 'en', { selectedId: toValidate.opportunity.id }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The quote could not load')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'RETRY' });
  },
};
