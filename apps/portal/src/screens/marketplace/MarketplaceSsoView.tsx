// pro/sso-login/{saml?} (spec §2: single-sign-on redirect page, 'Redirecting, please wait'): the
// exhibitor goes to the marketplace signed in. While the assertion comes (`requesting`) and while
// the browser posts it to the marketplace (`posting`), the page says it is redirecting; the form
// posts by itself, and its button is there should the browser not follow. A failure says why,
// with a retry and the way back (spec §8). Pure: the container runs the machine and submits.
import type { marketplaceSsoMachine } from '@salon/machines';
import { Alert, Button, LinkButton, PageHeader, RedirectingState } from '@salon/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { useLanguage } from '../../kit/language';
import type { MachineViewProps } from '../../kit/machineState';
import { pathTo } from '../../kit/routing/paths';
import { usePageTitle } from '../../kit/usePageTitle';
import * as styles from './marketplace.css';
import { marketplaceMessages as messages } from './messages';

export interface MarketplaceSsoViewProps extends MachineViewProps<typeof marketplaceSsoMachine> {
  /** Posts the form to the marketplace: the container submits it, the stories record it. */
  submit: (form: HTMLFormElement) => void;
}

export function MarketplaceSsoView({ state, context, send, submit }: MarketplaceSsoViewProps) {
  const intl = useIntl();
  const lang = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const failed = state === 'failed';
  usePageTitle(intl.formatMessage(failed ? messages.ssoFailedTitle : messages.redirecting));
  useEffect(() => {
    if (state === 'posting' && form.current) submit(form.current);
  }, [state, submit]);

  if (failed) {
    return (
      <>
        <PageHeader title={intl.formatMessage(messages.ssoFailedTitle)} />
        <Alert
          tone="critical"
          announce="alert"
          actions={
            <>
              <Button onPress={() => send({ type: 'RETRY' })}>
                {intl.formatMessage(messages.tryAgain)}
              </Button>
              <LinkButton href={pathTo(lang, 'marketplace')} variant="secondary">
                {intl.formatMessage(messages.back)}
              </LinkButton>
            </>
          }
        >
          {formatKey(intl, context.failure ?? 'error.generic')}
        </Alert>
      </>
    );
  }
  const sso = state === 'posting' ? context.sso : null;
  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <RedirectingState label={intl.formatMessage(messages.redirecting)} />
      {sso ? (
        <form ref={form} method="post" action={sso.url}>
          <input type="hidden" name={sso.field} value={sso.assertion} />
          <Button type="submit" variant="secondary">
            {intl.formatMessage(messages.continue)}
          </Button>
        </form>
      ) : null}
      <p className={styles.muted}>{intl.formatMessage(messages.goHint)}</p>
    </>
  );
}
