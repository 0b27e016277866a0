import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateText, Money } from './Money';

/**
 * An amount and a date as the quote, the schedule and the invoices show them (spec §3: amounts in
 * euros, two decimals; dates in the reader's language). `Money` takes an integer number of cents
 * (docs/architecture.md "Money") and places the euro sign where the locale does, in tabular
 * numerals so that columns of amounts line up. `DateText` takes a calendar date (`YYYY-MM-DD`,
 * Europe/Paris) or an ISO timestamp and renders a `time` element with its machine-readable value.
 */
const meta = {
  title: 'Data/Money',
  component: Money,
  args: { cents: 246_240 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text, its no-break spaces (the locale's thousands and currency separators) as spaces. */
const shown = (element: Element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

export const AmountFrench: Story = {
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe('2 462,40 €');
  },
};

export const AmountEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe('€2,462.40');
  },
};

/** Zero and whole amounts keep their two decimals (spec §3). */
export const WholeAmount: Story = {
  args: { cents: 100_000 },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toBe('1 000,00 €');
  },
};

export const DateFrench: Story = {
  render: () => <DateText date="2026-05-20" />,
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-05-20');
    await expect(time).toHaveTextContent('20 mai 2026');
  },
};

/** English dates read day, month, year (the library formats English as en-GB: `intlLocale`). */
export const DateEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <DateText date="2026-05-20" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('20 May 2026');
  },
};
