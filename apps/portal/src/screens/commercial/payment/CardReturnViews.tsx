// The pages after the card provider (spec §2 payment-validation/{token},
// payment-confirmation/{statut}/{reference}: success, failure, pending; spec §8 'Payment
// unsuccessful (try again, contact the bank)'). Pure views: PaymentValidationScreen and
// PaymentConfirmationScreen give them their data.
import type { cardPaymentMachine } from '@salon/machines';
import { Alert, Button, LinkButton, LoadingState, PageHeader } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../kit/language';
import type { MachineViewProps } from '../../../kit/machineState';
import { pathTo } from '../../../kit/routing/paths';
import { usePageTitle } from '../../../kit/usePageTitle';
import { formatKey } from '../../../i18n/formatKey';
import { confirmationMessages as messages, confirmationTemplates } from './confirmationMessages';
import * as styles from './payment.css';

/**
 * payment-validation/{token}: the transaction is asked for (validating), or could not be (retry).
 * The confirmation states lead to the confirmation page: a loading state shows meanwhile.
 */
export function PaymentValidationView({
  state,
  context,
  send,
}: MachineViewProps<typeof cardPaymentMachine>) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.validatingTitle);
  usePageTitle(title);
  return (
    <div className={styles.panel}>
      <PageHeader title={title} />
      {state === 'validationFailed' ? (
        <Alert
          tone="critical"
          actions={
            <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(messages.validationFailed)}{' '}
          {context.feedback.formError ? formatKey(intl, context.feedback.formError) : null}
        </Alert>
      ) : (
        <LoadingState label={intl.formatMessage(messages.validating)} />
      )}
    </div>
  );
}

/**
 * failure: what the retry's place shows while the installment's state is read from the server
 * (GET /me/payments), after a reload or in a new tab.
 */
export function RetryLoading() {
  const intl = useIntl();
  return <LoadingState label={intl.formatMessage(messages.retryLoading)} />;
}

export type CardOutcome = 'success' | 'failure' | 'pending';

export interface CardOutcomeViewProps {
  outcome: CardOutcome;
  /** The transaction's reference, from the page's URL. */
  reference: string;
  /** failure: the payment offered again (PayInstallment), when the installment is known. */
  retry?: ReactNode;
  /** pending: the validation page to ask again, when the token is known. */
  checkAgainHref?: string | null;
}

const titles = {
  success: messages.successTitle,
  failure: messages.failureTitle,
  pending: messages.pendingTitle,
} as const;

/** payment-confirmation/{success|failure|pending}/{reference} for a card payment. */
export function CardOutcomeView({
  outcome,
  reference,
  retry,
  checkAgainHref,
}: CardOutcomeViewProps) {
  const intl = useIntl();
  const lang = useLanguage();
  const title = intl.formatMessage(titles[outcome]);
  usePageTitle(title);
  const next = (
    <div className={styles.actions}>
      <LinkButton href={pathTo(lang, 'invoices')} variant="secondary">
        {intl.formatMessage(messages.toInvoices)}
      </LinkButton>
      <LinkButton href={pathTo(lang, 'dashboard')} variant="tertiary">
        {intl.formatMessage(messages.toDashboard)}
      </LinkButton>
    </div>
  );
  return (
    <div className={styles.panel}>
      <PageHeader title={title} />
      <p className={styles.muted}>
        {intl.formatMessage(confirmationTemplates.reference, { reference })}
      </p>
      {outcome === 'success' ? (
        <>
          <Alert tone="positive" announce="status">
            {formatKey(intl, 'success.payment_received')}
          </Alert>
          {next}
        </>
      ) : null}
      {outcome === 'failure' ? (
        <>
          <Alert tone="critical" announce="alert">
            {formatKey(intl, 'error.payment_failed')}
          </Alert>
          {retry ?? (
            <>
              <p className={styles.paragraph}>{intl.formatMessage(messages.failureNoRetry)}</p>
              {next}
            </>
          )}
        </>
      ) : null}
      {outcome === 'pending' ? (
        <>
          <Alert tone="info" announce="status">
            {intl.formatMessage(messages.pending)}
          </Alert>
          <div className={styles.actions}>
            {checkAgainHref ? (
              <LinkButton href={checkAgainHref}>
                {intl.formatMessage(messages.checkAgain)}
              </LinkButton>
            ) : null}
            <LinkButton href={pathTo(lang, 'invoices')} variant="secondary">
              {intl.formatMessage(messages.toInvoices)}
            </LinkButton>
          </div>
        </>
      ) : null}
    </div>
  );
}
