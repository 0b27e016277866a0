import { globalAlertMessageKeys } from '@salon/domain';
import { GlobalAlerts, type GlobalAlertKind } from '@salon/ui';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { formatKey } from '../i18n/formatKey';
import { useSessionActor } from '../kit/ServicesContext';

const kinds = {
  sessionExpired: 'sessionExpired',
  unauthorised: 'unauthorisedAction',
  accessDenied: 'accessDenied',
  tooManyRequests: 'tooManyRequests',
  generic: 'generic',
} as const satisfies Record<keyof typeof globalAlertMessageKeys, GlobalAlertKind>;

type AlertState = keyof typeof kinds;

/** The global alerts of spec §2 and §7, as the session machine's alert region holds them. */
export function SessionAlerts() {
  const session = useSessionActor();
  const intl = useIntl();
  const alert = useSelector(session, (snapshot) => {
    const value = snapshot.value as { alert: AlertState | 'none' };
    return value.alert;
  });
  const alerts =
    alert === 'none'
      ? []
      : [
          {
            id: alert,
            kind: kinds[alert],
            message: formatKey(intl, globalAlertMessageKeys[alert]),
          },
        ];
  return <GlobalAlerts alerts={alerts} onDismiss={() => session.send({ type: 'DISMISS_ALERT' })} />;
}
