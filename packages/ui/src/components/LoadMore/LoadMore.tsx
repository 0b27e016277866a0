import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './LoadMore.css';

export interface LoadMoreProps {
  /** The action's name ("Afficher les années précédentes"). */
  label: ReactNode;
  onLoadMore: () => void;
  /** A page is loading: the button shows its spinner and stays where it is, focus included. */
  isLoading: boolean;
  /** Whether another page exists; without one, the button is gone. */
  hasMore: boolean;
  /**
   * What the last load brought ("12 factures plus anciennes affichées"), announced politely. It
   * takes the focus when the button goes away under it (nothing more to load).
   */
  status?: ReactNode;
  /**
   * The last load failed: the app's failed-load message with its retry, in place of the button
   * (the one feedback pattern of the app). Focus moves into it when the button had it.
   */
  error?: ReactNode;
}

/**
 * "Load more" under a list that pages on demand (the history of paid invoices by years): a button,
 * its loading state, its error in the app's own words, and a polite status of what was loaded.
 * Focus is kept: on the button while it stays, else on the error's retry, else on the status.
 */
export function LoadMore({ label, onLoadMore, isLoading, hasMore, status, error }: LoadMoreProps) {
  const container = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const showsButton = hasMore && !error;
  useEffect(() => {
    const root = container.current;
    if (!root || !hadFocus.current || root.contains(document.activeElement)) return;
    // The focused button went away under the user: the next thing in this place takes it.
    (
      root.querySelector<HTMLElement>('button:not([disabled])') ??
      root.querySelector<HTMLElement>('[role="status"]')
    )?.focus();
  }, [showsButton, error]);
  if (!hasMore && !status && !error) return null;
  return (
    <div
      ref={container}
      className={styles.loadMore}
      onFocus={() => {
        hadFocus.current = true;
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) hadFocus.current = false;
      }}
    >
      <p role="status" tabIndex={-1} className={styles.status}>
        {status}
      </p>
      {error}
      {showsButton ? (
        <Button variant="secondary" isPending={isLoading} onPress={onLoadMore}>
          {label}
        </Button>
      ) : null}
    </div>
  );
}
