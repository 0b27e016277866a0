// Small pieces the dashboard's sections share: status badges and an opportunity's one-line summary.
import { type Opportunity } from '@salon/domain';
import { StatusBadge, type DisplayedStatus } from '@salon/ui';
import { type IntlShape } from 'react-intl';
import * as styles from './Dashboard.css';
import { dashboardMessages as messages } from './messages';

export function Badges({ statuses }: { statuses: readonly DisplayedStatus[] }) {
  return (
    <span className={styles.badges}>
      {statuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </span>
  );
}

/** "Stand H7-B12 · 36 m² · 2 angles · Maison Lumière". */
export function opportunitySummary(intl: IntlShape, opportunity: Opportunity): string {
  return [
    opportunity.stand
      ? intl.formatMessage(messages.standLabel, { stand: opportunity.stand })
      : null,
    intl.formatMessage(messages.surface, { surface: opportunity.surface }),
    intl.formatMessage(messages.corners, { count: opportunity.angles }),
    opportunity.marques.join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}
