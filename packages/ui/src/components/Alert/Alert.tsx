import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../Icon/icons';
import * as styles from './Alert.css';

export type AlertTone = 'critical' | 'warning' | 'info' | 'positive';

const icons: Record<AlertTone, ReactNode> = {
  critical: <AlertIcon className={styles.icon} />,
  warning: <AlertIcon className={styles.icon} />,
  info: <InfoIcon className={styles.icon} />,
  positive: <CheckIcon className={styles.icon} />,
};

export interface AlertProps {
  /** Braid's tones: the tone and the text carry the meaning, the icon adds to it. */
  tone: AlertTone;
  /** A short title in bold. */
  title?: ReactNode;
  /** The message: what happened and what to do. */
  children?: ReactNode;
  /** Links or buttons under the message ("Log in again"). */
  actions?: ReactNode;
  /** Shows a close button (labelled by the library) that calls this. */
  onDismiss?: () => void;
  /**
   * How the alert is announced when it appears: `alert` (assertive, for errors), `status` (polite,
   * for successes and information), or `none` when it is on screen from the start.
   */
  announce?: 'alert' | 'status' | 'none';
  className?: string;
}

/**
 * A message banner: critical, warning, info or positive (a success notice). Errors are a tone plus
 * a message (Braid), not one component per case.
 */
export function Alert({
  tone,
  title,
  children,
  actions,
  onDismiss,
  announce,
  className,
}: AlertProps) {
  const { messages } = useUi();
  const role =
    announce === 'none'
      ? undefined
      : (announce ?? (tone === 'critical' || tone === 'warning' ? 'alert' : 'status'));
  return (
    <div role={role} className={cx(styles.alert, styles.tone[tone], className)} data-tone={tone}>
      {icons[tone]}
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss ? (
        <AriaButton className={styles.dismiss} aria-label={messages.close} onPress={onDismiss}>
          <CloseIcon />
        </AriaButton>
      ) : null}
    </div>
  );
}

/** The kinds of global alert of spec §2 and §7. */
export type GlobalAlertKind =
  'sessionExpired' | 'unauthorisedAction' | 'accessDenied' | 'tooManyRequests' | 'generic';

export interface GlobalAlertItem {
  id: string;
  kind: GlobalAlertKind;
  /** The message, in the user's language (from the app's catalogue). */
  message: ReactNode;
  title?: ReactNode;
  actions?: ReactNode;
}

const kindTone: Record<GlobalAlertKind, AlertTone> = {
  sessionExpired: 'warning',
  unauthorisedAction: 'critical',
  accessDenied: 'critical',
  tooManyRequests: 'warning',
  generic: 'critical',
};

export interface GlobalAlertsProps {
  alerts: GlobalAlertItem[];
  /** Called with an alert's id when its close button is pressed. */
  onDismiss?: (id: string) => void;
  className?: string;
}

/**
 * The global alerts of spec §2 (session expired, unauthorised action, access denied, too many
 * requests) and the generic error of spec §7, at the top of the layout. The region is always in
 * the page, so each alert added to it is announced (`role="alert"`).
 */
export function GlobalAlerts({ alerts, onDismiss, className }: GlobalAlertsProps) {
  return (
    <div className={cx(styles.region, className)} data-salon-global-alerts="">
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          tone={kindTone[alert.kind]}
          title={alert.title}
          actions={alert.actions}
          announce="alert"
          onDismiss={onDismiss ? () => onDismiss(alert.id) : undefined}
        >
          {alert.message}
        </Alert>
      ))}
    </div>
  );
}
