import { invoiceSections, type Invoice, type Payment } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playAll, showsText } from '../../../kit/testing/plays';
import { screenStory } from '../../../kit/testing/screenStory';
import { withPortal } from '../../../kit/testing/withPortal';
import { balance, firstInstallment, storyNow, transferInstallment } from '../payment/storyFixtures';
import {
  InvoicesView,
  invoicesStateOf,
  type InvoiceHistoryPages,
  type InvoicesViewProps,
} from './InvoicesView';

type Lang = 'fr' | 'en';

const paidInvoice: Invoice = {
  id: 'inv-2025-000120',
  opportunity_id: 'opp-printemps-a07',
  event: 'Salon de printemps 2026',
  service: 'stand',
  kind: 'acompte1',
  amount: 644_112,
  amount_ht: 536_760,
  vat: 107_352,
  date: '2025-10-02',
  due_date: '2025-10-15',
  reference: 'F-2025-000120',
  stand: 'A07',
  document: 'down_payment',
  credited_reference: null,
};

/** A credit note on the paid invoice (docs/payments.md "Credit notes"). */
const creditNote: Invoice = {
  ...paidInvoice,
  id: 'inv-2025-av-1',
  amount: 12_000,
  amount_ht: 10_000,
  vat: 2_000,
  date: '2025-11-03',
  due_date: '2025-11-03',
  reference: 'AV-2025-000001',
  document: 'credit_note',
  credited_reference: 'F-2025-000120',
};

const overdue: Payment = {
  ...firstInstallment,
  id: 'pay-hiver-1',
  opportunity_id: 'opp-hiver-c03',
  event: 'Salon d’hiver 2026',
  due_date: '2026-01-10',
  // No stand yet: the row says it is to be allocated (spec §2 pro/invoices).
  stand: null,
};

/** The paid history whole: no older page. */
const whole: InvoiceHistoryPages = {
  hasMore: false,
  loadingMore: false,
  loadMoreFailed: false,
  addedByLast: null,
};

const loaded = (
  payments: Payment[],
  invoices: Invoice[],
  history: InvoiceHistoryPages = whole,
): InvoicesViewProps['data'] => ({
  status: 'loaded',
  sections: invoiceSections({ payments, invoices, now: storyNow }),
  history,
});

/** An invoice of an earlier year, on an older page (docs/api.md "Paging"). */
const earlierInvoice: Invoice = {
  ...paidInvoice,
  id: 'inv-2024-000087',
  event: 'Salon de printemps 2025',
  date: '2024-10-04',
  due_date: '2024-10-15',
  reference: 'F-2024-000087',
};

const onPay = fn();
const onDownload = fn();
const onLoadMore = fn();

/**
 * pro/invoices (spec §2): balances due, overdue balances, history of paid invoices; the PDF of each
 * invoice; Pay on each due or overdue installment. Seen on 20 January 2026.
 */
const meta = {
  title: 'Portal/Screens/Commercial/Invoices',
  component: InvoicesView,
  decorators: [withPortal],
  args: {
    data: loaded([firstInstallment, balance, overdue], [paidInvoice]),
    onRetry: fn(),
    onLoadMore,
    onDownload,
    downloadingId: null,
    downloadFailed: false,
    paying: null,
    onPay,
    payment: null,
  },
} satisfies Meta<typeof InvoicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

function story(
  lang: Lang,
  args: Pick<Partial<InvoicesViewProps>, 'data' | 'paying' | 'payment' | 'downloadFailed'> = {},
  play?: Story['play'],
): Story {
  const state = invoicesStateOf({
    data: args.data ?? meta.args.data,
    paying: args.paying ?? null,
  });
  return screenStory<Story>(lang, {
    args,
    machine: { id: 'invoices', state },
    route: `/${lang}/pro/invoices`,
    play,
  });
}

export const Loading = story('fr', { data: { status: 'loading' } });
export const LoadingEnglish = story('en', { data: { status: 'loading' } });

/** A load failed: the generic alert is up (spec §7); the page offers a retry. */
export const Failed = story(
  'fr',
  { data: { status: 'failed' } },
  async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
);
export const FailedEnglish = story('en', { data: { status: 'failed' } });

/** Nothing yet: each section says it is empty. */
export const Empty = story(
  'fr',
  { data: loaded([], []) },
  playAll(
    showsText('Aucune échéance à régler.'),
    showsText('Aucune échéance en retard.'),
    showsText(/Aucune facture pour le moment/),
  ),
);
export const EmptyEnglish = story('en', { data: loaded([], []) });

/** The three sections; Pay on a due installment; the PDF of a paid invoice. */
export const Ready = story('fr', {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: /Soldes à régler/ })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: /Soldes en retard/ })).toBeVisible();
  // Every row names its stand, or says it is to be allocated, with its due date (spec §2).
  const due = canvas.getByRole('table', { name: /Soldes à régler/ });
  await expect(within(due).getAllByRole('row')[1]).toHaveTextContent(/D02.*3 févr\. 2026/);
  const late = canvas.getByRole('table', { name: /Soldes en retard/ });
  await expect(late).toHaveTextContent('À attribuer');
  await expect(canvas.getByRole('table', { name: /Historique/ })).toHaveTextContent('A07');
  onPay.mockClear();
  // The balance waits for the 1st installment of its show (spec §9 order): no button yet.
  await expect(canvas.queryByRole('button', { name: /Solde/ })).toBeNull();
  await userEvent.click(
    canvas.getByRole('button', { name: 'Payer – 1er acompte, Salon d’hiver 2026' }),
  );
  await expect(onPay).toHaveBeenCalledWith(overdue);
  onDownload.mockClear();
  await userEvent.click(canvas.getByRole('button', { name: /Télécharger/ }));
  await expect(onDownload).toHaveBeenCalledWith(paidInvoice.id, paidInvoice.reference);
});
export const ReadyEnglish = story('en', {}, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: /Overdue balances/ })).toBeVisible();
  await expect(canvas.getAllByText(/€4,368\.96/).length).toBeGreaterThan(0);
  await expect(canvas.getByRole('table', { name: /Overdue balances/ })).toHaveTextContent(
    'To be allocated',
  );
});

/** E-invoices name their kind: the down-payment invoice, and the credit note that corrects it. */
const namesKinds =
  (creditNoteKind: string, downPaymentKind: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const rowOf = (reference: string) =>
      canvas.getByRole('rowheader', { name: reference }).closest('tr')!;
    await expect(rowOf('AV-2025-000001')).toHaveTextContent(creditNoteKind);
    await expect(rowOf('F-2025-000120')).toHaveTextContent(downPaymentKind);
  };
export const CreditNote = story(
  'fr',
  { data: loaded([], [paidInvoice, creditNote]) },
  namesKinds('Avoir', 'Facture d’acompte'),
);
export const CreditNoteEnglish = story(
  'en',
  { data: loaded([], [paidInvoice, creditNote]) },
  namesKinds('Credit note', 'Down-payment invoice'),
);

/** A transfer awaited: no Pay button, its state instead; a failed download says so. */
export const TransferAwaited = story(
  'fr',
  { data: loaded([transferInstallment], [paidInvoice]), downloadFailed: true },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Virement en attente').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: /^Payer/ })).toBeNull();
    // The awaited transfer's reference on its row (spec §2 pro/invoices).
    await expect(canvas.getByRole('rowheader', { name: 'VIR-2026-K7P3M2QX' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/n’a pas pu être téléchargée/);
  },
);
export const TransferAwaitedEnglish = story('en', {
  data: loaded([transferInstallment], [paidInvoice]),
});

const payingArgs = {
  paying: balance,
  payment: <p>PayInstallment: Solde</p>,
};

/** Paying an installment: the card or transfer payment in a dialog. */
export const Paying = story('fr', payingArgs, async ({ canvasElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Régler une échéance');
});
export const PayingEnglish = story('en', payingArgs);

const withMore = { ...whole, hasMore: true };

/** The most recent page, older years to load: 'Show earlier years' under the paid history. */
export const More = story(
  'fr',
  { data: loaded([firstInstallment], [paidInvoice], withMore) },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onLoadMore.mockClear();
    const button = canvas.getByRole('button', { name: 'Afficher les années précédentes' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onLoadMore).toHaveBeenCalledTimes(1);
  },
);
export const MoreEnglish = story(
  'en',
  { data: loaded([firstInstallment], [paidInvoice], withMore) },
  showsText('Show earlier years'),
);

const loadingMore = { ...withMore, loadingMore: true };

/** An older page loading: the button shows its spinner and keeps its place. */
export const LoadingMore = story('fr', {
  data: loaded([firstInstallment], [paidInvoice], loadingMore),
});
export const LoadingMoreEnglish = story('en', {
  data: loaded([firstInstallment], [paidInvoice], loadingMore),
});

const loadMoreFailed = { ...withMore, loadMoreFailed: true };

/** An older page failed: the rows shown stay, the failure and its retry in the button's place. */
export const LoadMoreFailed = story(
  'fr',
  { data: loaded([firstInstallment], [paidInvoice], loadMoreFailed) },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Les factures plus anciennes n’ont pas pu se charger.',
    );
    await expect(canvas.getByRole('table', { name: /Historique/ })).toHaveTextContent(
      'F-2025-000120',
    );
    onLoadMore.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(onLoadMore).toHaveBeenCalledTimes(1);
  },
);
export const LoadMoreFailedEnglish = story(
  'en',
  { data: loaded([firstInstallment], [paidInvoice], loadMoreFailed) },
  showsText('The earlier invoices could not be loaded.'),
);

const allLoaded = { ...whole, addedByLast: 1 };

/** The last page loaded: the older invoices appended, said politely, the button gone. */
export const AllLoaded = story(
  'fr',
  { data: loaded([firstInstallment], [paidInvoice, earlierInvoice], allLoaded) },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1 facture plus ancienne affichée. Toutes vos factures sont affichées.',
    );
    await expect(canvas.queryByRole('button', { name: /années précédentes/ })).toBeNull();
    const rows = within(canvas.getByRole('table', { name: /Historique/ })).getAllByRole('row');
    await expect(rows[rows.length - 1]).toHaveTextContent('F-2024-000087');
  },
);
export const AllLoadedEnglish = story(
  'en',
  { data: loaded([firstInstallment], [paidInvoice, earlierInvoice], allLoaded) },
  showsText('1 earlier invoice shown. All your invoices are shown.'),
);
