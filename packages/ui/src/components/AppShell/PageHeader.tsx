import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** A small line above the title (the section, the event). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** The page's main action, top right on wide screens. */
  actions?: ReactNode;
}

/** The page's `h1` with its context, description and actions. */
export function PageHeader({ title, eyebrow, description, actions }: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      <div className={styles.pageHeaderText}>
        {eyebrow ? <p className={styles.pageEyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.pageTitle}>{title}</h1>
        {description ? <p className={styles.pageDescription}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.pageActions}>{actions}</div> : null}
    </div>
  );
}
