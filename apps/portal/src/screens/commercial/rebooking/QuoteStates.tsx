// The quote's states of the rebooking flow (spec §2 pro/rebooking/{etape?}, §4 rebooking flow):
// the quote with its actions and modals, the validation, the wait for the sales team, the payment
// of the next installment. In a chunk of its own (./parts.ts), loaded as soon as the flow shows,
// beside its first data: the list, the flow's first step, does not need it (docs/performance.md
// "Signed-in routes").
import { isCanceled, nextUnpaidInstallment } from '@salon/domain';
import { Alert, Button, LinkButton, formatDate, formatMoney } from '@salon/ui';
import { useIntl } from 'react-intl';
import { formatKey } from '../../../i18n/formatKey';
import { loadOnIntent } from '../../../kit/chunks';
import { useLanguage } from '../../../kit/language';
import { inState } from '../../../kit/machineState';
import { pathTo } from '../../../kit/routing/paths';
import { Section } from '../../../kit/Section';
import { quoteMessages as messages } from './quoteMessages';
import {
  AdjustmentConfirmation,
  AdjustmentModal,
  loadAdjustment,
  loadValidation,
  ValidationForm,
} from './parts';
import { quoteSchedule } from './quoteFacts';
import { QuoteStep } from './QuoteStep';
import * as styles from './rebooking.css';
import type { RebookingViewProps } from './RebookingView';

export function QuoteStates({
  state,
  context,
  send,
  payments,
  now,
  siteUrl,
  payInstallment,
  downloadQuote,
}: RebookingViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = useLanguage();
  const { quote } = context;
  if (!quote) return null;
  const schedule = quoteSchedule(quote, payments, now);
  const step = { quote, context, schedule, lang, now, send, downloadQuote };

  if (inState(state, 'quote') || state === 'adjustmentConfirmed') {
    const validating = state === 'quote.validating' || state === 'quote.sendingValidation';
    return (
      <QuoteStep
        {...step}
        actions={
          validating ? null : (
            <>
              <Button {...loadOnIntent(loadValidation)} onPress={() => send({ type: 'VALIDATE' })}>
                {t(messages.validateQuote)}
              </Button>
              <Button
                variant="secondary"
                {...loadOnIntent(loadAdjustment)}
                onPress={() => send({ type: 'REQUEST_CHANGE' })}
              >
                {t(messages.requestChange)}
              </Button>
            </>
          )
        }
      >
        {validating ? (
          <ValidationForm
            context={context}
            send={send}
            isSending={state === 'quote.sendingValidation'}
            lang={lang}
            siteUrl={siteUrl}
          />
        ) : null}
        {state === 'quote.adjusting' || state === 'quote.sendingAdjustment' ? (
          <AdjustmentModal
            context={context}
            send={send}
            isSending={state === 'quote.sendingAdjustment'}
          />
        ) : null}
        {state === 'adjustmentConfirmed' ? <AdjustmentConfirmation send={send} /> : null}
      </QuoteStep>
    );
  }

  if (state === 'pendingReview') {
    return (
      <QuoteStep {...step}>
        <Alert
          tone="info"
          title={t(messages.pendingReviewTitle)}
          announce="none"
          actions={
            <Button variant="secondary" onPress={() => send({ type: 'REFRESH' })}>
              {t(messages.refresh)}
            </Button>
          }
        >
          {t(messages.pendingReviewBody)}
        </Alert>
      </QuoteStep>
    );
  }

  const next = nextUnpaidInstallment(schedule);
  const canPay = next !== undefined && !isCanceled(quote.opportunity.etape);
  if (state === 'payment') {
    const method = context.validation.payment_method || quote.offre.payment_method;
    // The installment as GET /me/payments keeps it, once the validated quote has its schedule.
    const installment = canPay
      ? payments.find(
          (payment) =>
            payment.opportunity_id === quote.opportunity.id && payment.kind === next.kind,
        )
      : undefined;
    return (
      <QuoteStep {...step}>
        <Section id="rebooking-payment" heading={t(messages.paymentTitle)}>
          {installment ? (
            payInstallment({
              opportunityId: quote.opportunity.id,
              installment,
              ...(method ? { method } : {}),
            })
          ) : canPay ? (
            <>
              <p className={styles.paragraph}>
                {t(messages.nextInstallment, {
                  installment: formatKey(intl, `installment.${next.kind}`),
                  amount: formatMoney(next.amount, lang),
                  hasDate: next.deadline ? 'yes' : 'no',
                  date: next.deadline ? formatDate(next.deadline, lang) : '',
                })}
              </p>
              <div className={styles.actions}>
                <LinkButton href={pathTo(lang, 'invoices')}>{t(messages.payOnInvoices)}</LinkButton>
              </div>
            </>
          ) : (
            <p className={styles.paragraph}>{t(messages.nothingToPay)}</p>
          )}
        </Section>
      </QuoteStep>
    );
  }

  // registered: signed, paid or canceled, read only; the next installment can be paid.
  return (
    <QuoteStep
      {...step}
      actions={
        canPay ? (
          <Button onPress={() => send({ type: 'PAY' })}>{t(messages.payInstallment)}</Button>
        ) : null
      }
    />
  );
}
