import type { ReactNode } from 'react';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './States.css';

export interface LoadingStateProps {
  /** What is loading ("Chargement de vos factures…"); defaults to the library's "Chargement en cours…". */
  label?: ReactNode;
  /** Takes the height of a page (a whole screen loading). */
  isFullPage?: boolean;
}

/** A loading state: a spinner and a label in a polite live region. */
export function LoadingState({ label, isFullPage }: LoadingStateProps) {
  const { messages } = useUi();
  return (
    <div role="status" className={cx(styles.state, isFullPage && styles.fullPage)}>
      <Spinner className={styles.spinner} />
      <span>{label ?? messages.loading}</span>
    </div>
  );
}

/**
 * The single-sign-on redirect page of spec §2: 'Redirecting, please wait' (library-owned text,
 * override with `label`).
 */
export function RedirectingState({ label }: { label?: ReactNode }) {
  const { messages } = useUi();
  return <LoadingState isFullPage label={label ?? messages.redirecting} />;
}

export interface EmptyStateProps {
  /** What is empty, said plainly ("Aucune facture à régler"). */
  title: ReactNode;
  /** Why, or what will make something appear. */
  description?: ReactNode;
  /** The next step, if there is one (a `LinkButton`). */
  action?: ReactNode;
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3 | 4;
}

/** An empty state: a title that says what is empty, a reason and the next step. */
export function EmptyState({ title, description, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.state}>
      <span aria-hidden="true" className={styles.emptyMark} />
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
