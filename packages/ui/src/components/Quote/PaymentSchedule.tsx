import type { ReactNode } from 'react';
import { useUi, useUiTexts } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { formatPercent } from '../../lib/format';
import { AlertIcon, CheckIcon, ClockIcon } from '../Icon/icons';
import { DateText, Money } from '../Money/Money';
import { ResponsiveTable, type Column } from '../private/ResponsiveTable';
import * as styles from './PaymentSchedule.css';
import { quoteMessages, type QuoteTexts } from './texts';

export type InstallmentKind = 'firstInstallment' | 'secondInstallment' | 'balance';
export type InstallmentState = 'paid' | 'due' | 'overdue';

/** One line of the schedule (spec §9: acompte1, optional acompte2 on date_acompte2, solde on date_solde). */
export interface Installment {
  kind: InstallmentKind;
  /** Share of the total, in percent (e.g. 30). */
  percentage: number;
  /** Amount including VAT, in cents. */
  amountCents: number;
  /** Calendar date `YYYY-MM-DD` (Europe/Paris). */
  deadline: string;
  /** Computed by the app from payments and today's date. */
  state: InstallmentState;
}

export interface PaymentScheduleProps {
  installments: Installment[];
  /** The table's caption; defaults to "Échéancier de paiement" / "Payment schedule". */
  caption?: ReactNode;
  /** Beside the caption: an `InfoTip` that explains the shares and deadlines (spec §9). */
  hint?: ReactNode;
  labels?: Partial<QuoteTexts>;
}

const stateIcons: Record<InstallmentState, ReactNode> = {
  paid: <CheckIcon />,
  due: <ClockIcon />,
  overdue: <AlertIcon />,
};

export function InstallmentStateText({
  state,
  texts,
}: {
  state: InstallmentState;
  texts: Pick<QuoteTexts, 'paid' | 'due' | 'overdue'>;
}) {
  return (
    <span className={cx(styles.state, styles.stateTone[state])} data-installment-state={state}>
      {stateIcons[state]}
      {texts[state]}
    </span>
  );
}

/**
 * The payment schedule (spec §3, §9): 1st installment, optional 2nd installment and balance, each
 * with its share, amount, deadline and state (paid, due or overdue) in words and icon.
 */
export function PaymentSchedule({ installments, caption, hint, labels }: PaymentScheduleProps) {
  const { locale } = useUi();
  const texts = useUiTexts(quoteMessages, labels);
  const columns: Column<Installment>[] = [
    { id: 'kind', header: texts.installment, cell: (row) => texts[row.kind], isRowHeader: true },
    {
      id: 'percentage',
      header: texts.percentage,
      cell: (row) => formatPercent(row.percentage, locale),
      align: 'end',
    },
    {
      id: 'amount',
      header: texts.amount,
      cell: (row) => <Money cents={row.amountCents} />,
      align: 'end',
    },
    { id: 'deadline', header: texts.deadline, cell: (row) => <DateText date={row.deadline} /> },
    {
      id: 'state',
      header: texts.state,
      cell: (row) => <InstallmentStateText state={row.state} texts={texts} />,
    },
  ];
  return (
    <ResponsiveTable
      caption={caption ?? texts.scheduleCaption}
      captionHint={hint}
      columns={columns}
      rows={installments}
      rowKey={(row) => row.kind}
      rowState={(row) => row.state}
    />
  );
}
