import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/utils.css';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import {
  AlertIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  DoubleCheckIcon,
  InfoIcon,
  PencilIcon,
  TransferIcon,
} from '../Icon/icons';
import * as styles from './StatusBadge.css';
import { statusMessages, statusTone, type DisplayedStatus } from './statuses';

const icons: Record<DisplayedStatus, ReactNode> = {
  quoteToValidate: <AlertIcon className={styles.icon} />,
  quoteBeingModified: <PencilIcon className={styles.icon} />,
  quoteModified: <InfoIcon className={styles.icon} />,
  registered: <ClockIcon className={styles.icon} />,
  confirmed: <CheckIcon className={styles.icon} />,
  pendingPayment: <ClockIcon className={styles.icon} />,
  firstInstallmentPaid: <CheckIcon className={styles.icon} />,
  secondInstallmentPaid: <CheckIcon className={styles.icon} />,
  paid: <DoubleCheckIcon className={styles.icon} />,
  canceled: <CloseIcon className={styles.icon} />,
  pendingTransfer: <TransferIcon className={styles.icon} />,
};

export interface StatusBadgeProps {
  /** One of the displayed statuses of spec §4. */
  status: DisplayedStatus;
  /** Replaces the library's label for this status. */
  label?: string;
  /**
   * The next step, after the label ("registered" and "pending payment" show one, docs/design.md
   * "Status tones").
   */
  detail?: ReactNode;
  /** Leave out the hidden "Status:" prefix when a column header already says it. */
  hidePrefix?: boolean;
  className?: string;
}

/**
 * The status of a participation or a quote (spec §4), with its tone (docs/design.md "Status
 * tones"), an icon and its text: colour is never the only signal. Screen readers hear "Status: …"
 * unless `hidePrefix`.
 */
export function StatusBadge({ status, label, detail, hidePrefix, className }: StatusBadgeProps) {
  const { messages, format } = useUi();
  const tone = statusTone[status];
  return (
    <span
      className={cx(styles.badge, styles.tones[tone], className)}
      data-status={status}
      data-tone={tone}
    >
      {icons[status]}
      {hidePrefix ? null : <span className={visuallyHidden}>{messages.status} </span>}
      <span>{label ?? format(statusMessages[status])}</span>
      {detail ? <span className={styles.detail}>· {detail}</span> : null}
    </span>
  );
}
