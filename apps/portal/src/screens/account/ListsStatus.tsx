// The picklists a modal form needs (spec §3, §7 GET /picklists): while they load, a polite status;
// when they fail, the form's own error with a retry (docs/server-data.md: no global alert).
import { LoadingState } from '@salon/ui';
import { useIntl } from 'react-intl';
import type { PicklistsState } from '../../kit/data/usePicklists';
import { LoadFailed } from '../../kit/LoadFailed';
import { accountMessages as messages } from './messages';

export function ListsStatus({ lists }: { lists: PicklistsState<string> }) {
  const t = useIntl().formatMessage;
  if (lists.status === 'loading') return <LoadingState label={t(messages.listsLoading)} />;
  if (lists.status === 'failed') {
    return (
      <LoadFailed retryLabel={t(messages.retry)} onRetry={lists.retry}>
        {t(messages.listsFailed)}
      </LoadFailed>
    );
  }
  return null;
}
