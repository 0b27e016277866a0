import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../css/utils.css';
import { uiMessages } from '../../i18n/messages';
import { useUi, useUiTexts } from '../../i18n/UiProvider';
import { Button } from '../Button/Button';
import { DownloadIcon } from '../Icon/icons';
import { DateText, Money } from '../Money/Money';
import { ResponsiveTable, type Column } from '../private/ResponsiveTable';
import { LoadingState } from '../States/States';
import * as styles from './InvoiceTable.css';
import { invoiceMessages, type InvoiceTexts } from './texts';

export type InvoiceKind = 'firstInstallment' | 'secondInstallment' | 'balance';

/** An invoice (spec §3): event, service, amount, date, due date, reference, kind. */
export interface Invoice {
  id: string;
  event: string;
  /** The service invoiced, in the user's language ("Stand", "Options"). */
  service: string;
  /** Amount including VAT, in cents. */
  amountCents: number;
  /** Calendar dates `YYYY-MM-DD`; `date` is null for an installment not invoiced yet (shown '—'). */
  date: string | null;
  dueDate: string;
  reference: string;
  kind: InvoiceKind;
  /**
   * What the document is, in the user's language, shown with its kind: "Facture d'acompte",
   * "Facture de solde", "Avoir" (a credit note on that installment's invoice).
   */
  document?: string;
  /**
   * The stand the row is for; null while it is to be allocated ('À attribuer'). The Stand column
   * shows when a row of the table gives one (spec §2 pro/invoices).
   */
  stand?: string | null;
}

export interface InvoiceSection {
  id: string;
  /** "Soldes à régler", "Soldes en retard", "Historique des factures payées" (spec §2). */
  title: ReactNode;
  invoices: Invoice[];
  /** Said when the section has no invoice. */
  emptyMessage: ReactNode;
  /** Overdue sections show their due dates in the critical tone. */
  isOverdue?: boolean;
  /** Under the section's table, e.g. a `Pagination` for a long history. */
  footer?: ReactNode;
  /**
   * The row's action in place of the PDF download, for rows without an invoice yet (a balance
   * due: 'Pay'). Null shows no action for that row.
   */
  action?: (invoice: Invoice) => ReactNode;
}

export interface InvoiceTableProps {
  sections: InvoiceSection[];
  /** The app downloads the PDF (GET /me/invoice_pdf/{id}, spec §7). */
  onDownload: (invoice: Invoice) => void;
  /** The invoice whose download is running: its button shows a spinner. */
  downloadingId?: string;
  headingLevel?: 2 | 3;
  labels?: Partial<InvoiceTexts>;
  /** While the invoices load (GET /me/invoices): a loading state in place of the sections. */
  isLoading?: boolean;
  /** Said while loading; defaults to the library's "Chargement en cours…". */
  loadingLabel?: ReactNode;
}

/**
 * The invoices page of spec §2: sections for balances due, overdue balances and the history of
 * paid invoices; columns event, stand (when given), service, amount, date, due date, reference and kind; a download
 * action per row with a text label; stacked cards on narrow containers.
 */
export function InvoiceTable({
  sections,
  onDownload,
  downloadingId,
  headingLevel = 2,
  labels,
  isLoading,
  loadingLabel,
}: InvoiceTableProps) {
  const { messages, format } = useUi();
  const texts = useUiTexts(invoiceMessages, labels);
  if (isLoading) return <LoadingState label={loadingLabel} />;
  const hasStands = sections.some((section) =>
    section.invoices.some((invoice) => invoice.stand !== undefined),
  );
  const standColumn: Column<Invoice>[] = hasStands
    ? [
        {
          id: 'stand',
          header: texts.stand,
          // A stand number is one word: "H5-D10" never breaks at its dash.
          cell: (row) =>
            row.stand ? <span className={styles.stand}>{row.stand}</span> : texts.standUnallocated,
        },
      ]
    : [];
  return (
    <div className={styles.sections} data-salon-invoice-table="">
      {sections.map((section) => (
        <InvoiceSectionView
          key={section.id}
          section={section}
          texts={texts}
          headingLevel={headingLevel}
          columns={[
            { id: 'event', header: texts.event, cell: (row) => row.event },
            ...standColumn,
            { id: 'service', header: texts.service, cell: (row) => row.service },
            {
              id: 'kind',
              header: texts.kind,
              cell: (row) =>
                row.document ? (
                  <>
                    {texts[row.kind]}
                    <span className={styles.document}>{row.document}</span>
                  </>
                ) : (
                  texts[row.kind]
                ),
            },
            {
              id: 'amount',
              header: texts.amount,
              cell: (row) => <Money cents={row.amountCents} />,
              align: 'end',
            },
            {
              id: 'date',
              header: texts.date,
              cell: (row) =>
                row.date === null ? '—' : <DateText date={row.date} dateStyle="medium" />,
            },
            {
              id: 'dueDate',
              header: texts.dueDate,
              cell: (row) => (
                <DateText
                  date={row.dueDate}
                  dateStyle="medium"
                  className={section.isOverdue ? styles.overdueDate : undefined}
                />
              ),
            },
            {
              id: 'reference',
              header: texts.reference,
              cell: (row) => row.reference,
              isRowHeader: true,
            },
            {
              id: 'actions',
              header: texts.actions,
              isAction: true,
              cell: (row) =>
                section.action ? (
                  section.action(row)
                ) : (
                  <Button
                    variant="secondary"
                    size="small"
                    icon={<DownloadIcon />}
                    isPending={downloadingId === row.id}
                    onPress={() => onDownload(row)}
                  >
                    {messages.download}
                    <span className={visuallyHidden}>
                      {' '}
                      {format(uiMessages.invoiceReference, { reference: row.reference })}
                    </span>
                  </Button>
                ),
            },
          ]}
        />
      ))}
    </div>
  );
}

function InvoiceSectionView({
  section,
  columns,
  headingLevel,
}: {
  section: InvoiceSection;
  columns: Column<Invoice>[];
  texts: InvoiceTexts;
  headingLevel: 2 | 3;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={section.id}>
      <Heading id={headingId} className={styles.heading}>
        {section.title}
        {section.invoices.length ? (
          <span className={styles.count}>({section.invoices.length})</span>
        ) : null}
      </Heading>
      {section.invoices.length === 0 ? (
        <p className={styles.empty}>{section.emptyMessage}</p>
      ) : (
        <ResponsiveTable
          caption={section.title}
          hideCaption
          columns={columns}
          rows={section.invoices}
          rowKey={(row) => row.id}
          rowState={() => (section.isOverdue ? 'overdue' : undefined)}
          // Eight or nine columns: a table from 880 px of its column, cards below.
          tableFrom="wide"
        />
      )}
      {section.footer}
    </section>
  );
}
