import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { InfoTip } from '../Tooltip/Tooltip';
import { installmentsDue } from './fixtures';
import { PaymentSchedule, type Installment } from './PaymentSchedule';
import { smallScreen } from '../../stories/smallScreen';

/**
 * The payment schedule (spec §3, §9): the 1st installment, the optional 2nd installment and the
 * balance, each with its share, amount including VAT, deadline and state — paid, due or overdue, in
 * words with an icon.
 *
 * **Designers**: overdue lines stand out in the critical tone and say "En retard". On narrow
 * containers the table becomes a list of cards.
 *
 * **Organisers**: the app computes each `state` from the payments and today's date; amounts are
 * cents, deadlines calendar dates (`YYYY-MM-DD`, Europe/Paris).
 */
const meta = {
  title: 'Data/PaymentSchedule',
  component: PaymentSchedule,
  args: { installments: installmentsDue },
} satisfies Meta<typeof PaymentSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

const withStates = (...states: Installment['state'][]): Installment[] =>
  installmentsDue.map((installment, index) => ({ ...installment, state: states[index] ?? 'due' }));

const stateOf = (canvasElement: HTMLElement, kind: string) =>
  within(canvasElement)
    .getByRole('rowheader', { name: kind })
    .closest('tr')
    ?.getAttribute('data-state');

/** Nothing paid yet: every line is due. */
export const AllDue: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Échéancier de paiement' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getAllByText('À régler')).toHaveLength(3);
    const first = within(table).getByRole('rowheader', { name: '1er acompte' }).closest('tr');
    await expect(first?.textContent?.replace(/\s/g, ' ')).toContain('3 222,72 €');
    await expect(first).toHaveTextContent('15 mars 2026');
    await expect(first?.textContent?.replace(/\s/g, ' ')).toContain('30 %');
  },
};

export const FirstInstallmentPaid: Story = {
  args: { installments: withStates('paid', 'due', 'due') },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement, '1er acompte')).toBe('paid');
  },
};

/** The 2nd installment's deadline has passed unpaid. */
export const SecondInstallmentOverdue: Story = {
  args: { installments: withStates('paid', 'overdue', 'due') },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement, '2e acompte')).toBe('overdue');
    await expect(within(canvasElement).getByRole('table')).toHaveTextContent('En retard');
  },
};

export const BalanceOverdue: Story = {
  args: { installments: withStates('paid', 'paid', 'overdue') },
};

export const AllPaid: Story = {
  args: { installments: withStates('paid', 'paid', 'paid') },
  play: async ({ canvasElement }) => {
    await expect(
      within(within(canvasElement).getByRole('table')).getAllByText('Payé'),
    ).toHaveLength(3);
  },
};

/** The 2nd installment is optional (spec §9). */
export const WithoutSecondInstallment: Story = {
  args: {
    installments: [
      { ...installmentsDue[0]!, percentage: 50, amountCents: 537_168 },
      { ...installmentsDue[2]!, percentage: 50, amountCents: 537_168 },
    ],
  },
};

/** A narrow container shows cards, not the table. */
export const SmallScreen: Story = {
  ...smallScreen(340),
  args: { installments: withStates('paid', 'overdue', 'due') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[1]).toHaveAttribute('data-state', 'overdue');
    await expect(cards[1]).toHaveTextContent('En retard');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { installments: withStates('paid', 'overdue', 'due') },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Payment schedule' });
    await expect(table).toHaveTextContent('€3,222.72');
    await expect(table).toHaveTextContent('15 March 2026');
    await expect(table).toHaveTextContent('Overdue');
  },
};

const hint = (
  <InfoTip
    label="Comment se répartissent les échéances"
    content={
      <ul>
        <li>1er acompte : 30 % du total TTC, à la validation du devis.</li>
        <li>2e acompte : 30 %, au plus tard le 15 juin 2026.</li>
        <li>Solde : 40 %, au plus tard le 15 août 2026.</li>
      </ul>
    }
  />
);

/**
 * An `InfoTip` beside the caption explains the shares (spec §9); the table keeps its name. Opened
 * from the keyboard.
 */
export const WithHint: Story = {
  args: { hint },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Échéancier de paiement' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Comment se répartissent les échéances' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const tip = await screen.findByRole('dialog', {
      name: 'Comment se répartissent les échéances',
    });
    await expect(tip).toHaveTextContent('Solde : 40 %');
  },
};

/** On a narrow container the hint goes with the cards' caption; a tap opens it. */
export const WithHintSmallScreen: Story = {
  ...smallScreen(340),
  args: { hint },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Comment se répartissent les échéances' });
    await userEvent.pointer([{ keys: '[TouchA]', target: button }]);
    await expect(await screen.findByRole('dialog')).toHaveTextContent('1er acompte : 30 %');
  },
};
