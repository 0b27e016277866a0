import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { AppProblem } from './AppProblem';
import { ChunkLoadTimeout } from './lazyScreen';
import { appMessages } from './messages';

/**
 * A screen that could not load: its chunk timed out after 120 s, or the network failed or a new
 * version replaced the files (spec §7, §9). It offers a reload, which fetches the current version
 * of the portal.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  return (
    <RouteErrorView
      reason={error instanceof ChunkLoadTimeout ? 'timedOut' : 'failed'}
      onReload={() => window.location.reload()}
    />
  );
}

export function RouteErrorView({
  reason,
  onReload,
}: {
  /** timedOut: nothing arrived within 120 s; failed: the load broke off. */
  reason: 'timedOut' | 'failed';
  onReload: () => void;
}) {
  const intl = useIntl();
  return (
    <AppProblem
      title={intl.formatMessage(appMessages.chunkErrorTitle)}
      body={intl.formatMessage(
        reason === 'timedOut' ? appMessages.chunkTimeoutBody : appMessages.chunkErrorBody,
      )}
      action={intl.formatMessage(appMessages.reload)}
      onAction={onReload}
    />
  );
}
