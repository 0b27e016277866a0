import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../Button/Button';
import { EmptyState, LoadingState, RedirectingState } from './States';

/**
 * `LoadingState` (a spinner and a label in a polite live region), `RedirectingState` (the
 * single-sign-on page of spec §2, 'Redirecting, please wait'), and `EmptyState` (what is empty,
 * why, and the next step).
 *
 * **Designers**: say what is loading when it is known ("Chargement de vos factures…"). An empty
 * list says so in words and offers the next step. The spinner slows down with
 * `prefers-reduced-motion`.
 */
const meta = {
  title: 'Feedback/Loading and empty states',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Chargement en cours…',
    );
  },
};

export const LoadingWithLabel: Story = { args: { label: 'Chargement de vos factures…' } };

export const LoadingEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** 'Redirecting, please wait' (spec §2, single sign-on). */
export const Redirecting: Story = {
  render: () => <RedirectingState />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Redirection en cours, veuillez patienter',
    );
  },
};

export const RedirectingEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <RedirectingState />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Redirecting, please wait',
    );
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      title="Aucune facture à régler"
      description="Vos prochaines factures apparaîtront ici dès leur émission."
      action={
        <LinkButton href="#history" variant="secondary">
          Voir l’historique des factures
        </LinkButton>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Aucune facture à régler' }),
    ).toBeVisible();
  },
};
