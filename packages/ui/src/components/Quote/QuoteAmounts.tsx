import type { ReactNode } from 'react';
import { intlLocale } from '../../i18n/messages';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { Money } from '../Money/Money';
import { ResponsiveTable, type Column } from '../private/ResponsiveTable';
import * as styles from './QuoteView.css';
import type { QuoteTextKey } from './texts';

/** The texts the amounts and the lines read. */
type Texts = Record<Exclude<QuoteTextKey, 'surfaceValue'>, string>;

/**
 * One step of a quote's amounts (spec §3 quote display fields, §9 'VAT shown'), in the order the
 * app gives them: the library shows the rows it is given and computes nothing. The known ids have
 * a label in the library's catalog; any other row (a discount) brings its own.
 */
export interface QuoteAmount {
  /** `subtotal`, `discount`, `totalExcludingVat`, `vat`, `totalIncludingVat`, or the app's own. */
  id: string;
  /** The row's name in the user's language; defaults to the catalog's for a known id. */
  label?: string;
  /** In cents; a discount is negative. */
  cents: number;
  /** A total, shown in bold. */
  isTotal?: boolean;
}

/** A line of the quote, excluding VAT (its label in the user's language). */
export interface QuoteLine {
  label: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

const defaultLabels: Readonly<Record<string, keyof Texts>> = {
  subtotal: 'subtotalExcludingVat',
  discount: 'discount',
  totalExcludingVat: 'totalExcludingVat',
  vat: 'vat',
  totalIncludingVat: 'total',
};

/** One line of the amounts: its name and its value, a total in bold. */
function AmountRow({
  id,
  label,
  isTotal,
  children,
}: {
  id: string;
  label: string;
  isTotal?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={isTotal ? cx(styles.amountRow, styles.totalRow) : styles.amountRow}
      data-quote-amount={id}
    >
      <dt>{label}</dt>
      <dd className={styles.amountValue}>{children}</dd>
    </div>
  );
}

/** The amounts, step by step, and the note under them (a VAT mention). */
export function AmountsBlock({
  amounts,
  note,
  texts,
}: {
  amounts: readonly QuoteAmount[];
  note?: string;
  texts: Texts;
}) {
  return (
    <>
      <dl className={styles.amounts}>
        {amounts.map((amount) => {
          const fallback = defaultLabels[amount.id];
          return (
            <AmountRow
              key={amount.id}
              id={amount.id}
              label={amount.label ?? (fallback ? texts[fallback] : amount.id)}
              isTotal={amount.isTotal}
            >
              <Money cents={amount.cents} />
            </AmountRow>
          );
        })}
      </dl>
      {note ? <p className={styles.note}>{note}</p> : null}
    </>
  );
}

/** The quote's lines: description, quantity, unit price and amount excluding VAT. */
export function QuoteLines({ lines, texts }: { lines: readonly QuoteLine[]; texts: Texts }) {
  const { locale } = useUi();
  const quantity = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 3 });
  const columns: Column<QuoteLine & { position: number }>[] = [
    { id: 'label', header: texts.lineDescription, cell: (line) => line.label, isRowHeader: true },
    {
      id: 'quantity',
      header: texts.lineQuantity,
      cell: (line) => quantity.format(line.quantity),
      align: 'end',
    },
    {
      id: 'unitPrice',
      header: texts.lineUnitPrice,
      cell: (line) => <Money cents={line.unitPriceCents} />,
      align: 'end',
    },
    {
      id: 'total',
      header: texts.lineTotal,
      cell: (line) => <Money cents={line.totalCents} />,
      align: 'end',
    },
  ];
  return (
    <ResponsiveTable
      caption={texts.lines}
      columns={columns}
      rows={lines.map((line, position) => ({ ...line, position }))}
      rowKey={(line) => String(line.position)}
    />
  );
}
