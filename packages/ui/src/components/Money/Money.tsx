import { tabularNumbers } from '../../css/utils.css';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { formatDate, formatMoney, type DateStyle } from '../../lib/format';

export interface MoneyProps {
  /** An integer number of cents (docs/architecture.md "Money"). */
  cents: number;
  className?: string;
}

/** An amount in euros, two decimals, the euro sign placed by the locale, tabular numerals. */
export function Money({ cents, className }: MoneyProps) {
  const { locale } = useUi();
  return <span className={cx(tabularNumbers, className)}>{formatMoney(cents, locale)}</span>;
}

export interface DateTextProps {
  /** A calendar date `YYYY-MM-DD` (Europe/Paris) or an ISO timestamp. */
  date: string;
  dateStyle?: DateStyle;
  className?: string;
}

/** A date in the locale, in a `time` element with its machine-readable value. */
export function DateText({ date, dateStyle = 'long', className }: DateTextProps) {
  const { locale } = useUi();
  return (
    <time dateTime={date} className={className}>
      {formatDate(date, locale, dateStyle)}
    </time>
  );
}
