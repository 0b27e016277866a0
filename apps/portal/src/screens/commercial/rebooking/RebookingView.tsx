// pro/rebooking/{etape?} (spec §2): the view of each state of the rebooking machine, pure (the
// stories render it at every state). The list (which booth), the quote with its actions and
// modals, the validation, the payment of the next installment.
import { nextUnpaidInstallment, type Payment, type PaymentMethod } from '@salon/domain';
import type { rebookingMachine } from '@salon/machines';
import {
  Alert,
  Button,
  LinkButton,
  LoadingState,
  PageHeader,
  formatDate,
  formatMoney,
} from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatKey } from '../../../i18n/formatKey';
import { useLanguage } from '../../../kit/language';
import { inState, type MachineViewProps } from '../../../kit/machineState';
import { pathTo } from '../../../kit/routing/paths';
import { Section } from '../../../kit/Section';
import { usePageTitle } from '../../../kit/usePageTitle';
import { AdjustmentConfirmation, AdjustmentModal } from './AdjustmentModals';
import { rebookingMessages as messages } from './messages';
import { OpportunityLists } from './OpportunityList';
import { quoteSchedule } from './quoteFacts';
import { QuoteStep } from './QuoteStep';
import * as styles from './rebooking.css';
import { ValidationForm } from './ValidationForm';

export interface RebookingViewProps extends MachineViewProps<typeof rebookingMachine> {
  /** GET /me/payments (spec §7): the schedule's states (spec §9). */
  payments: readonly Payment[];
  /** The day the page is read: discounts and deadlines (spec §4, §9). */
  now: Date;
  /** The show's website, where the terms are. */
  siteUrl: string;
  /**
   * Pays one installment (the payment family's `PayInstallment`: card or transfer, spec §4 steps
   * 4-5); the container gives the real one, the stories its view.
   */
  payInstallment: (props: {
    opportunityId: string;
    installment: Payment;
    /** The method chosen when the quote was validated, if any. */
    method?: PaymentMethod;
  }) => ReactNode;
}

function QuoteStates({
  state,
  context,
  send,
  payments,
  now,
  siteUrl,
  payInstallment,
}: RebookingViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = useLanguage();
  const { quote } = context;
  if (!quote) return null;
  const schedule = quoteSchedule(quote, payments, now);
  const step = { quote, context, schedule, lang, now, send };

  if (inState(state, 'quote') || state === 'adjustmentConfirmed') {
    const validating = state === 'quote.validating' || state === 'quote.sendingValidation';
    return (
      <QuoteStep
        {...step}
        actions={
          validating ? null : (
            <>
              <Button onPress={() => send({ type: 'VALIDATE' })}>
                {t(messages.validateQuote)}
              </Button>
              <Button variant="secondary" onPress={() => send({ type: 'REQUEST_CHANGE' })}>
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
  const canPay = next !== undefined && quote.opportunity.etape !== 'Annulé';
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

export function RebookingView(props: RebookingViewProps) {
  const { state, context, send } = props;
  const t = useIntl().formatMessage;
  const intl = useIntl();
  usePageTitle(t(messages.title));
  let body;
  switch (state) {
    case 'loadingList':
      body = <LoadingState label={t(messages.loadingList)} />;
      break;
    case 'listFailed':
      body = (
        <Alert
          tone="critical"
          title={t(messages.listFailedTitle)}
          actions={
            <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
              {t(messages.retry)}
            </Button>
          }
        >
          {t(messages.listFailedBody)}
        </Alert>
      );
      break;
    case 'list':
      body = <OpportunityLists sets={context.sets} onOpen={(id) => send({ type: 'SELECT', id })} />;
      break;
    case 'loadingQuote':
      body = <LoadingState label={t(messages.loadingQuote)} />;
      break;
    case 'quoteFailed':
      body = (
        <Alert
          tone="critical"
          title={t(messages.quoteFailedTitle)}
          actions={
            <>
              <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
                {t(messages.retry)}
              </Button>
              <Button variant="secondary" onPress={() => send({ type: 'BACK_TO_LIST' })}>
                {t(messages.backToList)}
              </Button>
            </>
          }
        >
          {formatKey(intl, 'error.quote_request_failed')}
        </Alert>
      );
      break;
    default:
      body = <QuoteStates {...props} />;
  }
  return (
    <>
      <PageHeader
        title={t(messages.title)}
        description={state === 'list' ? t(messages.intro) : undefined}
      />
      <div className={styles.page}>{body}</div>
    </>
  );
}
