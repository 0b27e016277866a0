import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';
import { displayedStatuses, statusMessages, type DisplayedStatus } from './statuses';

/**
 * The status of a participation or a quote: the eleven displayed statuses of spec §4, each with its
 * tone (docs/design.md "Status tones"), an icon and its text, so colour is never the only signal.
 * Screen readers hear "Statut : Devis à valider".
 *
 * **Designers**: warning asks the exhibitor to act (quote to be validated); info is in the
 * organiser's hands (quote being modified, pending transfer); neutral waits for the next step,
 * given in `detail`; positive is done, paid is the strongest; canceled is critical but muted.
 *
 * **Organisers**: `status` takes an English id (`DisplayedStatus`, the list is
 * `displayedStatuses`): map your stage to it. Labels are owned by the library in French and
 * English; replace one with `label`.
 */
const meta = {
  title: 'Data/StatusBadge',
  component: StatusBadge,
  args: { status: 'quoteToValidate' },
  argTypes: { status: { control: 'select', options: displayedStatuses } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (status: DisplayedStatus): Story => ({
  args: { status },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector(`[data-status="${status}"]`);
    await expect(badge).toHaveTextContent(`Statut : ${statusMessages[status].defaultMessage}`);
  },
});

export const QuoteToValidate = story('quoteToValidate');
export const QuoteBeingModified = story('quoteBeingModified');
export const QuoteModified = story('quoteModified');
export const Registered = story('registered');
export const Confirmed = story('confirmed');
export const PendingPayment = story('pendingPayment');
export const FirstInstallmentPaid = story('firstInstallmentPaid');
export const SecondInstallmentPaid = story('secondInstallmentPaid');
export const Paid = story('paid');
export const Canceled = story('canceled');
export const PendingTransfer = story('pendingTransfer');

/** Neutral statuses carry the next step (docs/design.md "Status tones"). */
export const WithNextStep: Story = {
  args: { status: 'registered', detail: 'paiement du 1er acompte attendu' },
};

function AllStatuses() {
  return (
    <ul style={{ display: 'grid', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
      {displayedStatuses.map((status) => (
        <li key={status}>
          <StatusBadge status={status} />
        </li>
      ))}
    </ul>
  );
}

/** Every status, each with its own icon, in French. */
export const AllFrench: Story = {
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(11);
    // Tone is never alone: each badge has an icon and a distinct text.
    const texts = new Set(items.map((item) => item.textContent));
    await expect(texts.size).toBe(11);
    for (const item of items) await expect(item.querySelector('svg')).not.toBeNull();
  },
};

export const AllEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2nd installment paid')).toBeVisible();
    await expect(canvasElement.querySelector('[data-status="paid"]')).toHaveTextContent(
      'Status: Paid',
    );
  },
};

export const AllMatterAndShape: Story = {
  globals: { theme: 'matterAndShape' },
  render: () => <AllStatuses />,
};

export const CustomLabel: Story = { args: { status: 'paid', label: 'Soldé' } };
