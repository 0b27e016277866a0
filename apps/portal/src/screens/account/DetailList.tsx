// A read-only list of a record's fields (spec §2 me/informations, me/company): a description list,
// an empty value said in words rather than left blank.
import { useIntl } from 'react-intl';
import * as styles from './account.css';
import { accountMessages } from './messages';

export interface Detail {
  label: string;
  value: string | null | undefined;
}

export function DetailList({ items }: { items: readonly Detail[] }) {
  const t = useIntl().formatMessage;
  return (
    <dl className={styles.details}>
      {items.map(({ label, value }) => (
        <div key={label} className={styles.row}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.definition}>
            {value?.trim() ? value : t(accountMessages.notGiven)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
