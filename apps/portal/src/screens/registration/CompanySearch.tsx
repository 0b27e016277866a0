// The company-existence check of the registration forms (spec §2 register, §7 search-account):
// the search as one types, the companies found, and the company picked.
import { type AccountMatch } from '@salon/domain';
import { Button, TextField } from '@salon/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { searchMessages } from './messages';
import * as styles from './registration.css';

/** One company found by the company-existence check, as a line of the list (spec §2). */
function matchPlace(account: AccountMatch): string {
  return [[account.postalCode, account.city].filter(Boolean).join(' '), account.country]
    .filter(Boolean)
    .join(', ');
}

/**
 * The company-existence check (spec §2: 'a list to pick from', spec §8 'No results for your
 * search'): a search by name or SIRET, the matches each with a labelled pick button, and the way
 * out to fill in the company when it is not listed.
 */
export function CompanySearch({
  id,
  initialQuery,
  searchedQuery,
  matches,
  searched,
  isSearching,
  errorMessage,
  onSearch,
  onPick,
  onEnterCompany,
  enterLabel,
}: {
  id: string;
  initialQuery: string;
  /** The query whose results are shown. */
  searchedQuery: string;
  matches: AccountMatch[];
  searched: boolean;
  isSearching: boolean;
  errorMessage?: string;
  onSearch: (query: string) => void;
  onPick: (account: AccountMatch) => void;
  onEnterCompany?: () => void;
  enterLabel?: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [query, setQuery] = useState(initialQuery);
  const search = () => onSearch(query);
  return (
    <>
      <div className={styles.searchRow}>
        <TextField
          id={id}
          className={styles.searchField}
          label={t(searchMessages.label)}
          description={t(searchMessages.hint)}
          type="search"
          autoComplete="organization"
          isInvalid={errorMessage !== undefined}
          errorMessage={errorMessage}
          value={query}
          onChange={setQuery}
          onKeyDown={(event) => {
            // Enter searches; it must not submit the surrounding form.
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
        />
        {/* The search's progress is the live text below, not a pending button: a pending
            button announces itself again when the answer comes, over the results. */}
        <Button variant="secondary" onPress={search}>
          {t(searchMessages.button)}
        </Button>
      </div>
      <div aria-live="polite">
        {isSearching ? <p className={styles.text}>{t(searchMessages.searching)}</p> : null}
        {!isSearching && searched && matches.length === 0 ? (
          <p className={styles.text}>{formatKey(intl, 'error.no_results')}</p>
        ) : null}
        {!isSearching && matches.length > 0 ? (
          <p className={styles.text}>
            {t(searchMessages.results, { count: matches.length, query: searchedQuery })}
          </p>
        ) : null}
      </div>
      {!isSearching && matches.length > 0 ? (
        <ul className={styles.matches}>
          {matches.map((account) => (
            <li key={account.id} className={styles.match}>
              <span>
                <MatchSummary account={account} />
              </span>
              <Button
                variant="secondary"
                size="small"
                aria-label={t(searchMessages.pickLabel, { name: account.name })}
                onPress={() => onPick(account)}
              >
                {t(searchMessages.pick)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {onEnterCompany ? (
        <div>
          <Button variant="tertiary" onPress={onEnterCompany}>
            {enterLabel ??
              t(searched ? searchMessages.enterCompany : searchMessages.enterWithoutSearch)}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** A company of the list: its name, then where it is and the end of its SIRET (spec §2). */
function MatchSummary({ account }: { account: AccountMatch }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <span className={styles.matchName}>{account.name}</span>
      <span className={styles.matchDetails}>
        {t(searchMessages.matchDetails, {
          place: matchPlace(account),
          siretEnd: account.siret_end ?? 'none',
        })}
      </span>
    </>
  );
}

/** The company picked from the list, with the way back to the search (spec §2). */
export function PickedCompany({
  account,
  onChange,
  note,
}: {
  account: AccountMatch;
  onChange: () => void;
  note?: ReactNode;
}) {
  const t = useIntl().formatMessage;
  return (
    <div className={styles.picked}>
      <p className={styles.readOnlyLabel}>{t(searchMessages.picked)}</p>
      <p className={styles.text}>
        <MatchSummary account={account} />
      </p>
      {note ? <p className={styles.matchDetails}>{note}</p> : null}
      <div>
        <Button variant="secondary" size="small" onPress={onChange}>
          {t(searchMessages.change)}
        </Button>
      </div>
    </div>
  );
}
