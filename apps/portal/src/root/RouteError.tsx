import { useIntl } from 'react-intl';
import { AppProblem } from './AppProblem';
import { appMessages } from './messages';

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
