// A page's failed load (spec §7: failed loads of campaigns, invoices, payments and rebooking data
// show the generic alert): a critical alert with what failed and a retry button, the one way every
// signed-in screen shows it (docs/portal-kit.md). `LoadStatus` draws a load's two waiting
// states: the loading indicator, then this alert.
import { Alert, Button, LoadingState, type AlertProps } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

export interface LoadFailedProps {
  title?: string;
  /** What to do about it, under the title. */
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** `none` where the global alert already announced the failure (spec §7). */
  announce?: AlertProps['announce'];
}

export function LoadFailed({ title, children, retryLabel, onRetry, announce }: LoadFailedProps) {
  return (
    <Alert
      tone="critical"
      announce={announce}
      title={title}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

/** The texts of a load's waiting states, from the screen's catalog. */
export interface LoadTexts {
  loading: MessageDescriptor;
  failedTitle: MessageDescriptor;
  failedBody: MessageDescriptor;
  retry: MessageDescriptor;
}

/** A load that is `loading` or `failed` (with its retry); nothing once it has an answer. */
export function LoadStatus({
  status,
  texts,
  onRetry,
}: {
  status: string;
  texts: LoadTexts;
  onRetry: () => void;
}) {
  const t = useIntl().formatMessage;
  if (status === 'loading') return <LoadingState label={t(texts.loading)} />;
  if (status !== 'failed') return null;
  return (
    <LoadFailed title={t(texts.failedTitle)} retryLabel={t(texts.retry)} onRetry={onRetry}>
      {t(texts.failedBody)}
    </LoadFailed>
  );
}
