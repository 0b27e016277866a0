import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '../Pagination/Pagination';
import { InvoiceTable, type Invoice, type InvoiceSection } from './InvoiceTable';
import { smallScreen } from '../../stories/smallScreen';

const invoices: Invoice[] = [
  {
    id: 'i1',
    event: 'Salon Printemps 2026',
    service: 'Stand',
    amountCents: 322_272,
    date: '2025-11-12',
    dueDate: '2026-03-15',
    reference: 'F-2025-01187',
    kind: 'firstInstallment',
  },
  {
    id: 'i2',
    event: 'Salon Printemps 2026',
    service: 'Options',
    amountCents: 48_000,
    date: '2025-11-20',
    dueDate: '2026-03-15',
    reference: 'F-2025-01231',
    kind: 'balance',
  },
  {
    id: 'i3',
    event: 'Salon Automne 2025',
    service: 'Stand',
    amountCents: 429_696,
    date: '2025-06-01',
    dueDate: '2025-08-31',
    reference: 'F-2025-00642',
    kind: 'balance',
  },
  {
    id: 'i4',
    event: 'Salon Automne 2025',
    service: 'Stand',
    amountCents: 322_272,
    date: '2025-02-03',
    dueDate: '2025-03-15',
    reference: 'F-2025-00112',
    kind: 'firstInstallment',
  },
  {
    id: 'i5',
    event: 'Salon Automne 2025',
    service: 'Stand',
    amountCents: 322_272,
    date: '2025-04-02',
    dueDate: '2025-06-15',
    reference: 'F-2025-00388',
    kind: 'secondInstallment',
  },
];

const sectionsFr: InvoiceSection[] = [
  {
    id: 'due',
    title: 'Soldes à régler',
    invoices: [invoices[0]!, invoices[1]!],
    emptyMessage: 'Aucune facture à régler.',
  },
  {
    id: 'overdue',
    title: 'Soldes en retard',
    invoices: [invoices[2]!],
    emptyMessage: 'Aucune facture en retard.',
    isOverdue: true,
  },
  {
    id: 'paid',
    title: 'Historique des factures payées',
    invoices: [invoices[3]!, invoices[4]!],
    emptyMessage: 'Aucune facture payée pour le moment.',
  },
];

/**
 * The invoices page of spec §2: one section per list (balances due, overdue balances, history of
 * paid invoices), each a table with the columns of spec §2 and §3 — event, service, kind, amount
 * including VAT, date, due date, reference — and a "Télécharger" button per row whose accessible
 * name includes the reference.
 *
 * **Designers**: amounts are right-aligned in tabular numerals; overdue due dates are in the
 * critical tone and bold; an empty section says so. On narrow containers (below 600 px) each row
 * becomes a card with the same fields and its download button.
 *
 * **Organisers**: `onDownload` receives the invoice, your app fetches the PDF; set `downloadingId`
 * meanwhile.
 */
const meta = {
  title: 'Data/InvoiceTable',
  component: InvoiceTable,
  args: { sections: sectionsFr, onDownload: fn() },
} satisfies Meta<typeof InvoiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const due = canvas.getByRole('region', { name: /Soldes à régler/ });
    const table = within(due).getByRole('table', { name: 'Soldes à régler' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Événement',
      'Prestation',
      'Type',
      'Montant TTC',
      'Date',
      'Échéance',
      'Référence',
      'Actions',
    ]);
    const row = within(table).getByRole('rowheader', { name: 'F-2025-01187' }).closest('tr')!;
    await expect(row.textContent?.replace(/\s/g, ' ')).toContain('3 222,72 €');
    await expect(row).toHaveTextContent('15 mars 2026');
    await expect(row).toHaveTextContent('1er acompte');
    const overdue = canvas.getByRole('region', { name: /Soldes en retard/ });
    await expect(within(overdue).getByRole('row', { name: /F-2025-00642/ })).toHaveAttribute(
      'data-state',
      'overdue',
    );
  },
};

/** Each row has a labelled download action. */
export const Download: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Télécharger la facture F-2025-00642',
    });
    await expect(button).toHaveTextContent(/^Télécharger/);
    await userEvent.click(button);
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'i3' }));
  },
};

export const Downloading: Story = {
  args: { downloadingId: 'i1' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Télécharger la facture F-2025-01187',
    });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button.querySelector('span[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A long paid history with a pagination under its table. */
export const PaidHistoryPaginated: Story = {
  args: {
    sections: [
      {
        ...sectionsFr[2]!,
        footer: (
          <Pagination
            page={1}
            pageCount={3}
            onPageChange={fn()}
            aria-label="Pages de l’historique"
          />
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages de l’historique' });
    await expect(nav).toHaveTextContent('Page 1 sur 3');
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Chargement de vos factures…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Chargement de vos factures…',
    );
  },
};

export const Empty: Story = {
  args: { sections: sectionsFr.map((section) => ({ ...section, invoices: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Aucune facture en retard.')).toBeVisible();
  },
};

/** Small screens: each invoice is a card with its fields and its download button. */
export const SmallScreen: Story = {
  ...smallScreen(360),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const overdue = canvas.getByRole('region', { name: /Soldes en retard/ });
    const card = within(overdue).getByRole('listitem');
    await expect(card).toHaveTextContent('Échéance');
    await expect(card).toHaveTextContent('31 août 2025');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Télécharger la facture F-2025-00642' }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'i3' }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    sections: [
      {
        id: 'due',
        title: 'Balances due',
        invoices: [invoices[0]!],
        emptyMessage: 'No invoice to pay.',
      },
      {
        id: 'overdue',
        title: 'Overdue balances',
        invoices: [],
        emptyMessage: 'No overdue invoice.',
        isOverdue: true,
      },
      {
        id: 'paid',
        title: 'Paid invoices',
        invoices: [invoices[3]!],
        emptyMessage: 'No paid invoice yet.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Balances due' });
    await expect(table).toHaveTextContent('€3,222.72');
    await expect(table).toHaveTextContent('15 Mar 2026');
    await expect(
      canvas.getByRole('button', { name: 'Download invoice F-2025-01187' }),
    ).toBeVisible();
  },
};

/**
 * The kind of each document under its installment's: e-invoices name down-payment invoices, the
 * final invoice and the credit notes that correct them.
 */
export const DocumentKinds: Story = {
  args: {
    sections: [
      {
        id: 'paid',
        title: 'Historique des factures payées',
        invoices: [
          { ...invoices[3]!, document: 'Facture d’acompte' },
          { ...invoices[2]!, id: 'i6', reference: 'F-2025-00643', document: 'Facture de solde' },
          { ...invoices[3]!, id: 'i7', reference: 'AV-2025-000001', document: 'Avoir' },
        ],
        emptyMessage: 'Aucune facture payée pour le moment.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Historique/ });
    const credit = within(table).getByRole('rowheader', { name: 'AV-2025-000001' }).closest('tr')!;
    await expect(credit).toHaveTextContent('1er acompteAvoir');
    await expect(table).toHaveTextContent('SoldeFacture de solde');
  },
};

/** Rows that name their stand (spec §2 pro/invoices): a number, or 'À attribuer' while none. */
const withStands = (titles: [string, string, string]): InvoiceSection[] =>
  sectionsFr.map((section, index) => ({
    ...section,
    title: titles[index],
    invoices: section.invoices.map((invoice, row) => ({
      ...invoice,
      stand: index === 0 && row === 1 ? null : 'B12',
    })),
  }));

export const Stands: Story = {
  args: {
    sections: withStands(['Soldes à régler', 'Soldes en retard', 'Historique des factures payées']),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Soldes à régler' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent).slice(0, 2)).toEqual([
      'Événement',
      'Stand',
    ]);
    const allocated = within(table).getByRole('rowheader', { name: 'F-2025-01187' }).closest('tr')!;
    await expect(allocated).toHaveTextContent('B12');
    const open = within(table).getByRole('rowheader', { name: 'F-2025-01231' }).closest('tr')!;
    await expect(open).toHaveTextContent('À attribuer');
  },
};

/**
 * A column of 720 px (a 1024 px screen beside the side menu): the nine columns would not fit, so
 * the invoices are cards there too, and nothing scrolls sideways.
 */
export const MediumColumn: Story = {
  ...smallScreen(720),
  args: {
    sections: withStands(['Soldes à régler', 'Soldes en retard', 'Historique des factures payées']),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const due = canvas.getByRole('region', { name: /Soldes à régler/ });
    await expect(within(due).getAllByRole('listitem')[0]).toHaveTextContent('B12');
    const box = canvasElement.querySelector('[data-salon-invoice-table]')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(720);
  },
};

export const StandsEnglish: Story = {
  globals: { locale: 'en' },
  args: { sections: withStands(['Balances due', 'Overdue balances', 'Paid invoices']) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Balances due' });
    const open = within(table).getByRole('rowheader', { name: 'F-2025-01231' }).closest('tr')!;
    await expect(open).toHaveTextContent('To be allocated');
    await expect(within(canvasElement).queryByText('À attribuer')).toBeNull();
  },
};

export const MatterAndShapeTheme: Story = { globals: { theme: 'matterAndShape' } };
