import { Alert, Button } from '@salon/ui';
import { useIntl } from 'react-intl';
import { appMessages } from './messages';
import { useSessionActor } from './ServicesContext';

/** The client token could not be fetched (spec §7): nothing works without it; retry. */
export function UnavailableScreen() {
  const intl = useIntl();
  const session = useSessionActor();
  return (
    <main style={{ maxWidth: 640, margin: '64px auto', padding: '0 16px' }}>
      <h1>{intl.formatMessage(appMessages.unavailableTitle)}</h1>
      <Alert tone="critical">{intl.formatMessage(appMessages.unavailableBody)}</Alert>
      <p>
        <Button onPress={() => session.send({ type: 'RETRY' })}>
          {intl.formatMessage(appMessages.retry)}
        </Button>
      </p>
    </main>
  );
}
