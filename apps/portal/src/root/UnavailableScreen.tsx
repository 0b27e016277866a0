import { useIntl } from 'react-intl';
import { AppProblem } from './AppProblem';
import { appMessages } from './messages';
import { useSessionActor } from '../kit/ServicesContext';

/** The server could not be reached at start-up (spec §7): the session retries on demand. */
export function UnavailableScreen() {
  const session = useSessionActor();
  return <UnavailableView onRetry={() => session.send({ type: 'RETRY' })} />;
}

export function UnavailableView({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <AppProblem
      title={intl.formatMessage(appMessages.unavailableTitle)}
      body={intl.formatMessage(appMessages.unavailableBody)}
      action={intl.formatMessage(appMessages.retry)}
      onAction={onRetry}
    />
  );
}
