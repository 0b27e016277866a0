import { Alert, Button } from '@salon/ui';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { appMessages } from './messages';

/**
 * A screen that could not load: its chunk timed out after 120 s or the network failed (spec §7,
 * §9). It offers a reload, which fetches the current version of the portal.
 */
export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  return (
    <main style={{ maxWidth: 640, margin: '64px auto', padding: '0 16px' }}>
      <h1>{intl.formatMessage(appMessages.chunkErrorTitle)}</h1>
      <Alert tone="critical">{intl.formatMessage(appMessages.chunkErrorBody)}</Alert>
      <p>
        <Button onPress={() => window.location.reload()}>
          {intl.formatMessage(appMessages.reload)}
        </Button>
      </p>
    </main>
  );
}
