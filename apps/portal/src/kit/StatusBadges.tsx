// The statuses of one item in a row (spec §4: the statuses a list shows of an opportunity), each
// a StatusBadge of the ui library.
import { StatusBadge, type DisplayedStatus } from '@salon/ui';
import * as styles from './screen.css';

export function StatusBadges({ statuses }: { statuses: readonly DisplayedStatus[] }) {
  return (
    <span className={styles.badges}>
      {statuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </span>
  );
}
