// The states of a page that shows one signed-in resource (docs/server-data.md): loading, failed
// with a retry (the global alert is already up, spec §7), and the loaded data, which stay on
// screen while a background reload runs (stale, announced politely).
import { LoadingState } from '@salon/ui';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { LoadFailed } from '../../kit/LoadFailed';

/** What such a page shows: its states, for the stories (docs/testing.md "Stories"). */
export const resourcePageStates = ['loading', 'failed', 'ready', 'stale'] as const;
export type ResourcePageState = (typeof resourcePageStates)[number];

export type ResourceView<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready' | 'stale'; data: T };

export interface PageStatusTexts {
  loading: MessageDescriptor;
  failed: MessageDescriptor;
  failedHelp: MessageDescriptor;
  retry: MessageDescriptor;
  refreshing: MessageDescriptor;
}

export function PageStatus<T>({
  view,
  texts,
  onRetry,
  children,
}: {
  view: ResourceView<T>;
  texts: PageStatusTexts;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const t = useIntl().formatMessage;
  if (view.status === 'loading') return <LoadingState label={t(texts.loading)} />;
  if (view.status === 'failed') {
    return (
      <LoadFailed
        announce="none"
        title={t(texts.failed)}
        retryLabel={t(texts.retry)}
        onRetry={onRetry}
      >
        {t(texts.failedHelp)}
      </LoadFailed>
    );
  }
  return (
    <>
      {view.status === 'stale' ? <LoadingState label={t(texts.refreshing)} /> : null}
      {children(view.data)}
    </>
  );
}

/** The view of a resource from its query (docs/server-data.md "How a screen loads"). */
export function resourceView<T>(query: {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
}): ResourceView<T> {
  if (query.data !== undefined) {
    return { status: query.isFetching ? 'stale' : 'ready', data: query.data };
  }
  return { status: query.isError ? 'failed' : 'loading' };
}
