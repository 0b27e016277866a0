import { Alert } from '@salon/ui';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A failed submit without field errors (spec §8: a server fault, an expired registration, a
 * described error): the message at the top of the form, brought into view and focused at each
 * failed submit so that it is seen and heard, like the error summary.
 */
export function FormBanner({
  message,
  focusKey,
  actions,
}: {
  message: string | null;
  focusKey: number;
  actions?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, focusKey]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      <Alert tone="critical" actions={actions}>
        {message}
      </Alert>
    </div>
  );
}
