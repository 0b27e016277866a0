import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

/**
 * Previous and next pages of a long list, such as the history of paid invoices. The labels ("Page
 * précédente", "Page suivante", "Page 2 sur 5") are owned by the library in French and English; the
 * page status is announced politely when it changes. Nothing is rendered for a single page.
 */
const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 3, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First page: "previous" is disabled. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await expect(canvas.getByText('Page 1 sur 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Page suivante' }),
    ).toBeDisabled();
  },
};

function Controlled() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={4} onPageChange={setPage} />;
}

/** Keyboard: Tab to "next", Enter moves on, the status follows. */
export const Keyboard: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 sur 4')).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { page: 2, pageCount: 5 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('Page 2 of 5');
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};
