import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from '../AppShell/PageHeader';
import { LinkButton } from '../Button/Button';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Card, CardGrid } from './Card';

/**
 * `Card` is a dashboard tile (spec §2: tradeshows, registrations, payments and invoices, booth,
 * badges and invitations, marketplace, academy webinar banner); `CardGrid` lays tiles out in one to
 * three columns; `PageHeader` is the page's `h1` with its context, description and action.
 *
 * **Designers**: lead with the next step (docs/design.md): the tile of the action expected now is
 * `isEmphasised`. A locked feature says what unlocks it (`lockedMessage`) instead of offering its
 * action.
 */
const meta = {
  title: 'Layout/Card and PageHeader',
  component: Card,
  args: {
    eyebrow: 'Salon Printemps 2026',
    title: 'Payer votre 1er acompte',
    status: <StatusBadge status="pendingPayment" detail="avant le 15 mars 2026" />,
    children: '30 % du total TTC, soit 3 222,72 €.',
    action: <LinkButton href="#pay">Payer mon acompte</LinkButton>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextStep: Story = {
  args: { isEmphasised: true },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('region', { name: 'Payer votre 1er acompte' });
    await expect(within(tile).getByRole('link', { name: 'Payer mon acompte' })).toBeVisible();
  },
};

export const Default: Story = {
  args: {
    eyebrow: undefined,
    title: 'Marketplace',
    status: undefined,
    children: 'Présentez vos collections aux acheteurs toute l’année.',
    action: (
      <LinkButton href="#marketplace" variant="secondary">
        Découvrir
      </LinkButton>
    ),
  },
};

/** Locked until the 1st installment is paid (spec §4, §6): it says what unlocks it. */
export const Locked: Story = {
  args: {
    eyebrow: undefined,
    title: 'Badges et invitations',
    status: undefined,
    children: undefined,
    lockedMessage: 'Disponible après le paiement du 1er acompte.',
  },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('region', {
      name: 'Badges et invitations (Verrouillé)',
    });
    await expect(tile).toHaveTextContent('Disponible après le paiement du 1er acompte.');
    await expect(within(tile).queryByRole('link')).toBeNull();
  },
};

export const DashboardGrid: Story = {
  render: (args) => (
    <>
      <PageHeader
        eyebrow="Tableau de bord"
        title="Bonjour Jeanne"
        description="Votre prochaine étape : payer votre 1er acompte avant le 15 mars 2026."
        actions={
          <LinkButton href="#contact" variant="secondary">
            Contacter l’équipe
          </LinkButton>
        }
      />
      <CardGrid>
        <Card {...args} isEmphasised />
        <Card
          title="Factures"
          action={
            <LinkButton href="#invoices" variant="secondary">
              Voir mes factures
            </LinkButton>
          }
        >
          1 facture à régler.
        </Card>
        <Card title="Mon stand" lockedMessage="Disponible après le paiement du 1er acompte." />
      </CardGrid>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Bonjour Jeanne' }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    eyebrow: undefined,
    title: 'Stand',
    status: undefined,
    children: undefined,
    lockedMessage: 'Available once the 1st installment is paid.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Stand (Locked)' }),
    ).toBeVisible();
  },
};
