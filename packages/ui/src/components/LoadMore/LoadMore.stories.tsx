import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { LoadMore } from './LoadMore';

/**
 * "Load more" under a list that pages on demand, such as the history of paid invoices: the app
 * gives the texts (its action, what was loaded, its failed-load message with a retry). Focus stays
 * on the button while it is there; when it goes, on the retry or on the status.
 */
const meta = {
  title: 'Data/LoadMore',
  component: LoadMore,
  args: {
    label: 'Afficher les années précédentes',
    onLoadMore: fn(),
    isLoading: false,
    hasMore: true,
  },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const More: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', {
      name: 'Afficher les années précédentes',
    });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Failed: Story = {
  args: {
    error: (
      <Alert
        tone="critical"
        announce="alert"
        actions={<Button variant="secondary">Réessayer</Button>}
      >
        Les factures plus anciennes n’ont pas pu se charger.
      </Alert>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /années précédentes/ })).toBeNull();
  },
};

export const Everything: Story = {
  args: {
    hasMore: false,
    status: '3 factures plus anciennes affichées. Toutes vos factures sont là.',
  },
};

function LastPage() {
  const [loaded, setLoaded] = useState(false);
  return (
    <LoadMore
      label="Show earlier years"
      onLoadMore={() => setLoaded(true)}
      isLoading={false}
      hasMore={!loaded}
      status={loaded ? '3 earlier invoices shown. All your invoices are shown.' : undefined}
    />
  );
}

/** Keyboard: the last page loaded, the button goes and the status takes the focus. */
export const FocusAfterLastPage: Story = {
  render: () => <LastPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(/All your invoices are shown/);
  },
};
