import { useId, type ReactNode } from 'react';
import { visuallyHidden as hiddenCaption } from '../../css/utils.css';
import { cx } from '../../lib/cx';
import * as styles from './ResponsiveTable.css';

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `end` for amounts (right-aligned, tabular numerals: docs/design.md "Principles"). */
  align?: 'start' | 'end';
  /** The column that names the row (a `th scope="row"`, the card's title). */
  isRowHeader?: boolean;
  /** An action column: its header is visually hidden in cards and its cell goes to the card's foot. */
  isAction?: boolean;
}

export interface ResponsiveTableProps<Row> {
  caption: ReactNode;
  /** Hide the caption visually (when a heading above already names the table). */
  hideCaption?: boolean;
  /**
   * Beside the caption, outside the table's accessible name: an `InfoTip` that explains the
   * table's figures. Not shown with `hideCaption`.
   */
  captionHint?: ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Marks a row (e.g. `data-state="overdue"`). */
  rowState?: (row: Row) => string | undefined;
  /**
   * From which width of its container it shows as a table: `medium` (600 px, the default) or
   * `wide` (880 px, for a table of many columns). Cards below.
   */
  tableFrom?: styles.TableFrom;
}

/**
 * A table on wide containers and a list of cards on narrow ones (docs/design.md "Layout"). Only one
 * is shown (the other is `display: none`), so assistive technology meets one of them.
 */
export function ResponsiveTable<Row>({
  caption,
  hideCaption,
  captionHint,
  columns,
  rows,
  rowKey,
  rowState,
  tableFrom = 'medium',
}: ResponsiveTableProps<Row>) {
  const captionId = useId();
  const tableCaptionId = useId();
  const hint = captionHint && !hideCaption ? <> {captionHint}</> : null;
  const titleColumn = columns.find((column) => column.isRowHeader) ?? columns[0];
  const fieldColumns = columns.filter((column) => column !== titleColumn && !column.isAction);
  const actionColumns = columns.filter((column) => column.isAction);
  return (
    <div className={styles.wrapper}>
      <table
        className={cx(styles.table, styles.tableShownFrom[tableFrom])}
        aria-labelledby={hint ? tableCaptionId : undefined}
      >
        <caption className={hideCaption ? hiddenCaption : styles.caption}>
          <span id={tableCaptionId}>{caption}</span>
          {hint}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cx(styles.th, column.align === 'end' && styles.end)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-state={rowState?.(row)}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" className={styles.rowHeader}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.id}
                    className={cx(styles.td, column.align === 'end' && styles.end)}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div
        className={cx(styles.cards, styles.cardsHiddenFrom[tableFrom])}
        role="group"
        aria-labelledby={captionId}
      >
        <p
          className={
            hideCaption ? hiddenCaption : cx(styles.cardsCaption, styles.cardsHiddenFrom[tableFrom])
          }
        >
          <span id={captionId}>{caption}</span>
          {hint}
        </p>
        <ul className={cx(styles.cards, styles.cardsHiddenFrom[tableFrom])}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={styles.card} data-state={rowState?.(row)}>
              <p className={styles.cardTitle}>{titleColumn?.cell(row)}</p>
              <dl className={styles.cardFields}>
                {fieldColumns.map((column) => (
                  <div key={column.id} style={{ display: 'contents' }}>
                    <dt className={styles.cardLabel}>{column.header}</dt>
                    <dd className={cx(styles.cardValue)}>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {actionColumns.length ? (
                <div className={styles.cardActions}>
                  {actionColumns.map((column) => (
                    <span key={column.id}>{column.cell(row)}</span>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
