// pro/invoices (spec §2): balances due, overdue balances, the history of paid invoices and credit
// notes, each named by its kind; columns event, stand (or 'to be allocated'), service, amount,
// date, due date, reference (a pending transfer's); the Factur-X PDF of each; 'Pay' on each due or
// overdue installment, which opens the card or transfer payment (PayInstallment) in a dialog. A
// pure view: InvoicesScreen loads the data and runs the calls.
import type { InvoiceSections, Payment } from '@salon/domain';
import { installmentKindNames, isPayableNow } from '@salon/domain';
import {
  Alert,
  Button,
  type Invoice as InvoiceRow,
  type InvoiceSection,
  InvoiceTable,
  LoadingState,
  LoadMore,
  Modal,
  PageHeader,
} from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { LoadFailed } from '../../../kit/LoadFailed';
import { usePageTitle } from '../../../kit/usePageTitle';
import { formatKey } from '../../../i18n/formatKey';
import * as styles from '../payment/payment.css';
import { invoicesMessages as messages, invoicesTemplates } from './messages';

/** What the page shows (the stories name them: src/stories-coverage.test.ts). */
export const invoicesStates = [
  'loading',
  'failed',
  'empty',
  'ready',
  'paying',
  'more',
  'loadingMore',
  'loadMoreFailed',
  'allLoaded',
] as const;
export type InvoicesState = (typeof invoicesStates)[number];

/** The paid history's pages (docs/api.md "Paging"): older years on demand. */
export interface InvoiceHistoryPages {
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** How many invoices the last page added; null before any. */
  addedByLast: number | null;
}

export type InvoicesData =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; sections: InvoiceSections; history: InvoiceHistoryPages };

export interface InvoicesViewProps {
  data: InvoicesData;
  onRetry: () => void;
  /** Loads the next, older page of the paid history ('Show earlier years'). */
  onLoadMore: () => void;
  /** GET /me/invoice_pdf/{id} (spec §7): the file is saved by the browser. */
  onDownload: (invoiceId: string, reference: string) => void;
  downloadingId: string | null;
  downloadFailed: boolean;
  /** The installment being paid, in the dialog; null when closed. */
  paying: Payment | null;
  onPay: (payment: Payment | null) => void;
  /** The payment of `paying` (PayInstallment), given by the container. */
  payment: ReactNode;
}

/** The state a story names for these props. */
export function invoicesStateOf(props: Pick<InvoicesViewProps, 'data' | 'paying'>): InvoicesState {
  if (props.data.status === 'loading') return 'loading';
  if (props.data.status === 'failed') return 'failed';
  if (props.paying) return 'paying';
  const { due, overdue, paid } = props.data.sections;
  const { history } = props.data;
  if (history.loadMoreFailed) return 'loadMoreFailed';
  if (history.loadingMore) return 'loadingMore';
  if (history.hasMore) return 'more';
  if (history.addedByLast !== null) return 'allLoaded';
  return due.length + overdue.length + paid.length === 0 ? 'empty' : 'ready';
}

/** 'Show earlier years' under the paid history, its loading, its failure and what it loaded. */
function EarlierYears({
  history,
  onLoadMore,
}: {
  history: InvoiceHistoryPages;
  onLoadMore: () => void;
}) {
  const t = useIntl().formatMessage;
  const added =
    history.addedByLast === null
      ? undefined
      : t(invoicesTemplates.earlierLoaded, { count: history.addedByLast }) +
        (history.hasMore ? '' : ` ${t(messages.allLoaded)}`);
  return (
    <LoadMore
      label={t(messages.earlierYears)}
      onLoadMore={onLoadMore}
      isLoading={history.loadingMore}
      hasMore={history.hasMore}
      status={added}
      error={
        history.loadMoreFailed ? (
          <LoadFailed announce="alert" retryLabel={t(messages.retry)} onRetry={onLoadMore}>
            {t(messages.earlierFailed)}
          </LoadFailed>
        ) : null
      }
    />
  );
}

function paymentRow(intl: IntlShape, payment: Payment): InvoiceRow {
  return {
    id: payment.id,
    event: payment.event,
    service: intl.formatMessage(messages[payment.service]),
    amountCents: payment.amount,
    date: null,
    dueDate: payment.due_date,
    reference: payment.transfer_reference ?? '—',
    kind: installmentKindNames[payment.kind],
    stand: payment.stand,
  };
}

export function InvoicesView(props: InvoicesViewProps) {
  const { data, onRetry, onLoadMore, onDownload, downloadingId, downloadFailed } = props;
  const { paying, onPay, payment } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(messages.title);
  usePageTitle(title);
  const header = <PageHeader title={title} description={t(messages.lead)} />;
  if (data.status === 'loading') {
    return (
      <div className={styles.panel}>
        {header}
        <LoadingState label={t(messages.loading)} />
      </div>
    );
  }
  if (data.status === 'failed') {
    return (
      <div className={styles.panel}>
        {header}
        <LoadFailed announce="none" retryLabel={t(messages.retry)} onRetry={onRetry}>
          {t(messages.failed)}
        </LoadFailed>
      </div>
    );
  }
  const { due, overdue, paid } = data.sections;
  const unpaid = [...due, ...overdue];
  const payAction = (row: InvoiceRow) => {
    const installment = unpaid.find((candidate) => candidate.id === row.id);
    if (!installment) return null;
    if (installment.status === 'pending_transfer') return t(messages.awaited);
    if (installment.status === 'processing') return t(messages.processing);
    // Spec §9: the 1st, the 2nd, then the balance; a later one waits for the earlier ones.
    if (!isPayableNow(installment, unpaid)) return null;
    const name = `${t(messages.pay)} – ${t(invoicesTemplates.payContext, {
      installment: formatKey(intl, `installment.${installment.kind}`),
      event: installment.event,
    })}`;
    return (
      <Button size="small" aria-label={name} onPress={() => onPay(installment)}>
        {t(messages.pay)}
      </Button>
    );
  };
  const sections: InvoiceSection[] = [
    {
      id: 'due',
      title: t(messages.due),
      invoices: due.map((p) => paymentRow(intl, p)),
      emptyMessage: t(messages.dueEmpty),
      action: payAction,
    },
    {
      id: 'overdue',
      title: t(messages.overdue),
      invoices: overdue.map((p) => paymentRow(intl, p)),
      emptyMessage: t(messages.overdueEmpty),
      isOverdue: true,
      action: payAction,
    },
    {
      id: 'paid',
      title: t(messages.paid),
      invoices: paid.map((invoice) => ({
        id: invoice.id,
        event: invoice.event,
        service: t(messages[invoice.service]),
        amountCents: invoice.amount,
        date: invoice.date,
        dueDate: invoice.due_date,
        reference: invoice.reference,
        kind: installmentKindNames[invoice.kind],
        // Each document says what it is (docs/payments.md "Invoice types").
        document: t(messages[invoice.document]),
        stand: invoice.stand,
      })),
      emptyMessage: t(messages.paidEmpty),
      footer: <EarlierYears history={data.history} onLoadMore={onLoadMore} />,
    },
  ];
  return (
    <div className={styles.panel}>
      {header}
      {downloadFailed ? <Alert tone="critical">{t(messages.downloadFailed)}</Alert> : null}
      <InvoiceTable
        sections={sections}
        onDownload={(row) => onDownload(row.id, row.reference)}
        downloadingId={downloadingId ?? undefined}
      />
      <Modal
        isOpen={paying !== null}
        onOpenChange={(open) => {
          if (!open) onPay(null);
        }}
        title={t(messages.payDialog)}
      >
        {payment}
      </Modal>
    </div>
  );
}
