// The frame of the registration pages (spec §2): the page's heading, titled field groups, and
// what a form shows while its pick lists load (spec §5 freshness, §7 generic alert).
import { Alert, Button, LoadingState, type PickOption } from '@salon/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from './messages';
import type { PicklistsState } from './picklists';
import * as styles from './registration.css';

/** A titled group of fields (docs/design.md: type and whitespace, no boxes). */
export function FormSection({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
      {children}
    </div>
  );
}

/** The page's heading: the step or context above, the one `h1`, a lead paragraph. */
export function PageTitle({
  eyebrow,
  title,
  lead,
}: {
  eyebrow?: ReactNode;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}

/** What a form shows while its picklists load, or when they failed (spec §3, §7). */
export function PicklistsGate<N extends string>({
  picklists,
  children,
}: {
  picklists: PicklistsState<N>;
  children: (options: Record<N, PickOption[]>) => ReactNode;
}) {
  const intl = useIntl();
  if (picklists.status === 'ready') return <>{children(picklists.options)}</>;
  if (picklists.status === 'loading') {
    return <LoadingState label={intl.formatMessage(commonMessages.picklistsLoading)} />;
  }
  return (
    <Alert
      tone="critical"
      actions={
        <Button variant="secondary" onPress={picklists.retry}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      }
    >
      {intl.formatMessage(commonMessages.picklistsFailed)}
    </Alert>
  );
}
