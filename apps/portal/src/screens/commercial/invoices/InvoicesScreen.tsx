// pro/invoices (spec §2): the invoices (GET /me/invoices) and the installments (GET /me/payments)
// from the server data (docs/server-data.md), in the three sections of the domain's rule
// (invoiceSections); the PDF of an invoice (GET /me/invoice_pdf/{id}); the payment of a due or
// overdue installment in a dialog (PayInstallment: card or transfer, spec §4 steps 4-5). A
// payment elsewhere invalidates the payments and invoices: the page follows without a reload. The
// invoices come by pages, the most recent first, older years on demand (docs/api.md "Paging");
// the balances due and overdue are the installments, always whole.
import { invoiceSections, type Payment } from '@salon/domain';
import { useEffect, useState } from 'react';
import {
  useInvalidateAfter,
  useInvoicePages,
  useUserResources,
} from '../../../kit/data/useServerData';
import { saveFile } from '../../../kit/saveFile';
import { useApi } from '../../../kit/ServicesContext';
import { InvoicesView, type InvoicesData } from './InvoicesView';
import { loadPayInstallment, PayInstallment } from '../payment/LazyPayInstallment';

export function InvoicesScreen() {
  const api = useApi();
  const resources = useUserResources(['payments']);
  const invoices = useInvoicePages();
  const invalidateAfter = useInvalidateAfter();
  // The sections read the day they are shown (overdue: the due date has passed in Paris).
  const [now] = useState(() => Date.now());
  const [paying, setPaying] = useState<Payment | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  // The payment dialog's form: its own chunk, loaded once the page shows.
  useEffect(() => void loadPayInstallment().catch(() => undefined), []);

  const data: InvoicesData =
    resources.status === 'loaded' && invoices.status === 'loaded'
      ? {
          status: 'loaded',
          sections: invoiceSections({ ...resources.data, invoices: invoices.rows, now }),
          history: {
            hasMore: invoices.hasMore,
            loadingMore: invoices.loadingMore,
            loadMoreFailed: invoices.loadMoreFailed,
            addedByLast: invoices.addedByLast,
          },
        }
      : {
          status:
            resources.status === 'failed' || invoices.status === 'failed' ? 'failed' : 'loading',
        };

  const download = async (id: string, reference: string) => {
    setDownloadingId(id);
    setDownloadFailed(false);
    try {
      saveFile(await api.call('invoicePdf', { params: { id }, silent: true }), `${reference}.pdf`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloadingId(null);
    }
  };

  return (
    <InvoicesView
      data={data}
      onRetry={() => {
        resources.retry();
        if (invoices.status === 'failed') invoices.retry();
      }}
      onLoadMore={invoices.loadMore}
      onDownload={(id, reference) => void download(id, reference)}
      downloadingId={downloadingId}
      downloadFailed={downloadFailed}
      paying={paying}
      onPay={(payment) => {
        setPaying(payment);
        // A dialog closed after a transfer or a card attempt: the lists show what changed.
        if (payment === null) void invalidateAfter('transactionUpdate');
      }}
      payment={
        paying ? (
          <PayInstallment
            opportunityId={paying.opportunity_id}
            installment={paying}
            headingLevel={3}
          />
        ) : null
      }
    />
  );
}
