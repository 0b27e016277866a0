import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../css/utils.css';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { LockIcon } from '../Icon/icons';
import * as styles from './Card.css';

export interface CardProps {
  title: ReactNode;
  /** A small line above the title (the event, the section). */
  eyebrow?: ReactNode;
  /** A status badge or a deadline, under the title. */
  status?: ReactNode;
  children?: ReactNode;
  /** The tile's action (a `LinkButton`), bottom left. */
  action?: ReactNode;
  /**
   * Locked (spec §4, §6: booth, badges and invitations until the 1st installment is paid): the
   * tile says what unlocks it (docs/design.md "Principles") instead of offering its action.
   */
  lockedMessage?: ReactNode;
  /**
   * The next step first (docs/design.md "Principles"): the tile of the action expected now stands
   * out.
   */
  isEmphasised?: boolean;
  headingLevel?: 2 | 3;
}

/** A dashboard tile (spec §2: tradeshows, registrations, payments and invoices, booth...). */
export function Card({
  title,
  eyebrow,
  status,
  children,
  action,
  lockedMessage,
  isEmphasised,
  headingLevel = 2,
}: CardProps) {
  const { messages } = useUi();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const isLocked = lockedMessage != null;
  return (
    <section
      aria-labelledby={titleId}
      className={cx(styles.card, isEmphasised && styles.emphasis, isLocked && styles.locked)}
      data-locked={isLocked || undefined}
    >
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={titleId} className={styles.title}>
        {title}
        {isLocked ? <span className={visuallyHidden}> ({messages.locked})</span> : null}
      </Heading>
      {status}
      {children ? <div className={styles.body}>{children}</div> : null}
      {isLocked ? (
        <p className={styles.lockedMessage}>
          <LockIcon />
          <span>{lockedMessage}</span>
        </p>
      ) : action ? (
        <div className={styles.footer}>{action}</div>
      ) : null}
    </section>
  );
}

/** Lays out dashboard tiles in a responsive grid (one column on small screens). */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
