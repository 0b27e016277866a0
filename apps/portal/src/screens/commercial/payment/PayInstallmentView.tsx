// The pure view of paying one installment (spec §2 rebooking 'choice of card or bank transfer',
// spec §4 rebooking flow steps 4-5, spec §1 and §9 payment blackout). It shows the installment's
// amount and deadline, the blackout notice before the choice, the choice of card or transfer, and
// the states of the two payment machines; PayInstallment.tsx runs them with the real calls.
import { paymentMethodsOf } from '@salon/domain';
import type { ActivePaymentBlackout, Language, Payment } from '@salon/domain';
import type { cardPaymentMachine, transferPaymentMachine } from '@salon/machines';
import {
  Alert,
  Button,
  DateText,
  Form,
  FormActions,
  Money,
  Radio,
  RadioGroup,
  RedirectingState,
  TextLink,
  formatDate,
  formatMoney,
} from '@salon/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormBanner } from '../../../kit/FormBanner';
import { fieldId, useFormMessages } from '../../../kit/formFeedback';
import type { MachineViewProps } from '../../../kit/machineState';
import { paymentConfirmationPath } from '../../../kit/routing/paths';
import { formatKey } from '../../../i18n/formatKey';
import * as styles from './payment.css';
import { payMessages as messages, payTemplates } from './payMessages';

export type PaymentMethodChoice = 'card' | 'transfer';

export interface PayInstallmentViewProps {
  /** The installment to pay (GET /me/payments). */
  installment: Payment;
  /** The blackout window in force or coming soon (spec §1, §9), announced before the choice. */
  notice: ActivePaymentBlackout | null;
  /** The method imposed by the caller; otherwise the user chooses. */
  method?: PaymentMethodChoice;
  /** The card payment machine: ready, blackout, creating, redirecting. */
  card: MachineViewProps<typeof cardPaymentMachine>;
  /** The transfer machine: offered, requesting (then the confirmation page takes over). */
  transfer: MachineViewProps<typeof transferPaymentMachine>;
  /** The level of the component's heading in its page. */
  headingLevel?: 2 | 3;
  lang: Language;
}

/** The form's id prefix (docs/portal-kit.md "A form's feedback"). */
const FORM = 'pay';

/**
 * One installment to pay: amount, deadline, the blackout notice first when there is one, then
 * the choice of card or transfer and its button. Inside a blackout window the card is refused
 * here already (and by the API): only the transfer is offered. Once a transfer of the installment
 * was cancelled, only the card is (spec §4 rebooking flow 5, the domain's `paymentMethodsOf`).
 */
export function PayInstallmentView({
  installment,
  notice,
  method: askedMethod,
  card,
  transfer,
  headingLevel = 2,
  lang,
}: PayInstallmentViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const cardOnly = !paymentMethodsOf(installment).includes('transfer');
  const method = cardOnly ? 'card' : askedMethod;
  const [chosen, setChosen] = useState<PaymentMethodChoice | null>(method ?? null);
  const [submits, setSubmits] = useState(0);
  const [missingChoice, setMissingChoice] = useState(false);
  const cardFeedback = useFormMessages(FORM, card.context.feedback);
  const transferFeedback = useFormMessages(FORM, transfer.context.feedback);
  const Heading = `h${headingLevel}` as const;
  const installmentName = formatKey(intl, `installment.${installment.kind}`);
  const amount = formatMoney(installment.amount, lang);
  const inBlackout = card.state === 'blackout';
  const selected = method ?? chosen;
  const busy = card.state === 'creating' || transfer.state === 'requesting';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmits((count) => count + 1);
    if (selected === null || (selected === 'card' && inBlackout)) {
      setMissingChoice(true);
      return;
    }
    setMissingChoice(false);
    if (selected === 'card') card.send({ type: 'PAY' });
    else transfer.send({ type: 'REQUEST' });
  };

  const banner = selected === 'transfer' ? transferFeedback.banner : cardFeedback.banner;

  return (
    <section className={styles.panel} aria-labelledby={fieldId(FORM, 'title')}>
      <Heading id={fieldId(FORM, 'title')} className={styles.heading}>
        {t(payTemplates.title, { installment: installmentName })}
      </Heading>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t(messages.event)}</dt>
        <dd className={styles.value}>{installment.event}</dd>
        <dt className={styles.term}>{t(messages.amount)}</dt>
        <dd className={styles.value}>
          <Money cents={installment.amount} />
        </dd>
        <dt className={styles.term}>{t(messages.deadline)}</dt>
        <dd className={styles.value}>
          <DateText date={installment.due_date} />
        </dd>
      </dl>
      {notice ? <BlackoutNotice notice={notice} inForce={inBlackout} lang={lang} /> : null}
      {installment.status === 'paid' ? (
        <Alert tone="positive" announce="none">
          {t(messages.paid)}
        </Alert>
      ) : installment.status === 'processing' ? (
        <Alert tone="info" announce="none">
          {t(messages.processing)}
        </Alert>
      ) : installment.status === 'pending_transfer' ? (
        <Alert
          tone="info"
          announce="none"
          actions={
            installment.transfer_reference ? (
              <TextLink
                href={paymentConfirmationPath(
                  lang,
                  'pendingTransfer',
                  installment.transfer_reference,
                )}
              >
                {t(messages.transferDetails)}
              </TextLink>
            ) : null
          }
        >
          {t(payTemplates.pendingTransfer, { reference: installment.transfer_reference ?? '' })}
        </Alert>
      ) : card.state === 'redirecting' ? (
        <RedirectingState label={t(messages.redirecting)} />
      ) : (
        <Form onSubmit={onSubmit} aria-labelledby={fieldId(FORM, 'title')}>
          <FormBanner message={inBlackout ? null : banner} focusKey={submits} />
          {method ? null : (
            <RadioGroup
              id={fieldId(FORM, 'method')}
              label={t(messages.method)}
              value={chosen}
              onChange={(value) => {
                setChosen(value as PaymentMethodChoice);
                setMissingChoice(false);
              }}
              isRequired
              isInvalid={missingChoice}
              errorMessage={missingChoice ? t(messages.chooseMethod) : undefined}
            >
              <Radio value="card" isDisabled={inBlackout}>
                <span className={styles.choiceName}>{t(messages.card)}</span>{' '}
                <span className={styles.choiceHelp}>
                  {t(inBlackout ? messages.cardUnavailable : messages.cardHelp)}
                </span>
              </Radio>
              <Radio value="transfer">
                <span className={styles.choiceName}>{t(messages.transfer)}</span>{' '}
                <span className={styles.choiceHelp}>{t(messages.transferHelp)}</span>
              </Radio>
            </RadioGroup>
          )}
          {cardOnly ? <p className={styles.paragraph}>{t(messages.cardOnly)}</p> : null}
          {method === 'card' && inBlackout ? (
            <p className={styles.paragraph}>{t(messages.cardUnavailable)}</p>
          ) : null}
          {method === 'transfer' ? (
            <p className={styles.muted}>{t(messages.transferHelp)}</p>
          ) : null}
          {method === 'card' && !inBlackout ? (
            <p className={styles.muted}>{t(messages.cardHelp)}</p>
          ) : null}
          <FormActions>
            <Button type="submit" isPending={busy} isDisabled={method === 'card' && inBlackout}>
              {t(
                selected === 'transfer'
                  ? payTemplates.payByTransfer
                  : selected === 'card'
                    ? payTemplates.payByCard
                    : payTemplates.pay,
                { amount },
              )}
            </Button>
          </FormActions>
        </Form>
      )}
    </section>
  );
}

/** 'Online payments are unavailable from … to …' (spec §1, §9), shown before the choice. */
function BlackoutNotice({
  notice,
  inForce,
  lang,
}: {
  notice: ActivePaymentBlackout;
  inForce: boolean;
  lang: Language;
}) {
  const intl = useIntl();
  return (
    <Alert
      tone={inForce ? 'warning' : 'info'}
      announce="none"
      title={intl.formatMessage(inForce ? messages.noticeTitle : messages.upcomingTitle)}
    >
      {formatKey(intl, 'notice.payment_blackout', {
        start: formatDate(notice.start, lang),
        end: formatDate(notice.end, lang),
      })}
    </Alert>
  );
}
