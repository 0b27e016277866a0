import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeadlinesCalendar, Timeline, type TimelineStep } from './Timeline';

const stages = (current: number): TimelineStep[] =>
  [
    { id: 'quote', label: 'Devis validé', date: '2025-11-11' },
    { id: 'first', label: '1er acompte reçu', date: '2025-12-02' },
    { id: 'second', label: '2e acompte reçu' },
    { id: 'balance', label: 'Solde réglé' },
  ].map((step, index) => ({
    ...step,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));

/**
 * An ordered list of steps, each done, current or upcoming: the stages of an opportunity in the
 * stand or opportunity details (spec §2, §4), and `DeadlinesCalendar`, the deadlines calendar
 * (early-booking deadlines, end of rebooking, installment dates) which works out past, next and
 * upcoming from `today`.
 *
 * **Designers**: the current step is drawn in the accent colour and said in words ("étape en
 * cours", "prochaine échéance"); done steps carry a tick. **Organisers**: labels are props in the
 * user's language; dates are calendar dates (`YYYY-MM-DD`, Europe/Paris) formatted in the locale.
 */
const meta = {
  title: 'Data/Timeline',
  component: Timeline,
  args: { steps: stages(2), 'aria-label': 'Étapes de votre participation' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Past, current and future steps. */
export const OpportunityStages: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Étapes de votre participation' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('étape en cours');
    await expect(items[0]).toHaveTextContent('11 novembre 2025');
  },
};

export const FirstStep: Story = { args: { steps: stages(0) } };

export const AllDone: Story = {
  args: { steps: stages(4) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

const deadlines = [
  { id: 'early1', label: '1re date de réservation anticipée', date: '2025-10-31' },
  { id: 'early2', label: '2e date de réservation anticipée', date: '2025-11-30' },
  { id: 'early3', label: 'Dernière date de réservation anticipée', date: '2025-12-31' },
  { id: 'rebooking', label: 'Fin du réabonnement', date: '2026-01-15' },
  { id: 'second', label: '2e acompte', date: '2026-03-15', description: '30 % du total TTC' },
  { id: 'balance', label: 'Solde', date: '2026-06-30', description: '40 % du total TTC' },
];

/** The French calendar of those deadlines, seen on `today`. */
function CalendarOn({ today }: { today: string }) {
  return (
    <DeadlinesCalendar deadlines={deadlines} today={today} aria-label="Calendrier des échéances" />
  );
}

/** The deadlines calendar: the next deadline from today is current (spec §2). */
export const DeadlinesCalendarStory: Story = {
  name: 'Deadlines calendar',
  render: () => <CalendarOn today="2025-12-10" />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    await expect(items[2]).toHaveTextContent('prochaine échéance');
    await expect(items[2]).toHaveTextContent('31 décembre 2025');
  },
};

/** A deadline falling today is still the next one. */
export const DeadlineToday: Story = {
  render: () => <CalendarOn today="2026-01-15" />,
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent('Fin du réabonnement');
  },
};

export const DeadlinesEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <DeadlinesCalendar
      today="2026-04-01"
      aria-label="Deadlines calendar"
      deadlines={[
        { id: 'second', label: '2nd installment', date: '2026-03-15' },
        { id: 'balance', label: 'Balance', date: '2026-06-30' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('deadline passed');
    await expect(items[1]).toHaveTextContent('next deadline');
    await expect(items[1]).toHaveTextContent('30 June 2026');
  },
};

export const MatterAndShapeTheme: Story = { globals: { theme: 'matterAndShape' } };
