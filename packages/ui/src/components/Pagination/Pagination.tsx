import { uiMessages } from '../../i18n/messages';
import { useUi } from '../../i18n/UiProvider';
import { Button } from '../Button/Button';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation when a page has several ("Historique des factures payées"). */
  'aria-label'?: string;
}

/**
 * Previous and next pages of a long list (the history of paid invoices), with "Page 2 sur 5"
 * announced politely when it changes. Library-owned texts in French and English.
 */
export function Pagination({ page, pageCount, onPageChange, ...props }: PaginationProps) {
  const { messages, format } = useUi();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={props['aria-label'] ?? messages.pagination} className={styles.pagination}>
      <Button
        variant="secondary"
        size="small"
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        {messages.previousPage}
      </Button>
      <span className={styles.status} aria-live="polite">
        {format(uiMessages.pageOf, { page, total: pageCount })}
      </span>
      <Button
        variant="secondary"
        size="small"
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        {messages.nextPage}
      </Button>
    </nav>
  );
}
