// A page's failed load (spec §7: failed loads of campaigns, invoices, payments and rebooking data
// show the generic alert): a critical alert with what failed and a retry button, the one way every
// signed-in screen shows it (docs/portal-kit.md).
import { Alert, Button } from '@salon/ui';
import type { ReactNode } from 'react';

export interface LoadFailedProps {
  title: string;
  /** What to do about it, under the title. */
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}

export function LoadFailed({ title, children, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <Alert
      tone="critical"
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
