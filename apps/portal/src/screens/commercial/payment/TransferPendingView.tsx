// payment-confirmation/pending-transfer/{reference} (spec §2 'pending transfer', spec §4 rebooking
// flow step 5): the bank details and the unique reference to quote, the proof of transfer to send
// (PDF, PNG or JPEG, at most 10 MB, checked by content), the SEPA QR code a banking app scans
// (EPC069-12, drawn by the API: docs/payments.md "SEPA QR code"), the cancellation (the
// installment is then paid by card only), and what follows once the sales team received the
// transfer. A pure view of the transfer machine: TransferPending.tsx runs it with the real calls.
import { printedIban } from '@salon/domain';
import type { transferPaymentMachine } from '@salon/machines';
import {
  Alert,
  type AlertProps,
  Button,
  ConfirmationDialog,
  LinkButton,
  Money,
  PageHeader,
  formatMoney,
} from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormBanner } from '../../../kit/FormBanner';
import { fieldId, useFormMessages } from '../../../kit/formFeedback';
import { useLanguage } from '../../../kit/language';
import { inState, type MachineViewProps } from '../../../kit/machineState';
import { pathTo } from '../../../kit/routing/paths';
import { usePageTitle } from '../../../kit/usePageTitle';
import { formatKey } from '../../../i18n/formatKey';
import { confirmationMessages as messages, confirmationTemplates } from './confirmationMessages';
import * as styles from './payment.css';
import { payMessages } from './payMessages';
import { ProofField } from './ProofField';

export interface TransferPendingViewProps extends MachineViewProps<typeof transferPaymentMachine> {
  /** canceled: the card payment of the same installment (PayInstallment with method card). */
  payByCard: ReactNode;
}

const FORM = 'transfer';

/** The page once the transfer is settled: its title, the outcome (said politely), the way on. */
function Settled({
  title,
  tone,
  outcome,
  children,
}: {
  title: string;
  tone: AlertProps['tone'];
  outcome: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.panel}>
      <PageHeader title={title} />
      <Alert tone={tone} announce="status">
        {outcome}
      </Alert>
      {children}
    </div>
  );
}

export function TransferPendingView({ state, context, send, payByCard }: TransferPendingViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = useLanguage();
  const title = t(messages.transferTitle);
  usePageTitle(title);
  const feedback = useFormMessages(FORM, context.feedback);
  const transfer = context.transfer;
  const proofName =
    state === 'awaiting.proofSent' ? context.sentProofName : (transfer?.proof?.name ?? null);

  if (state === 'canceled') {
    return (
      <Settled title={title} tone="info" outcome={formatKey(intl, 'success.transfer_canceled')}>
        {payByCard}
      </Settled>
    );
  }
  if (state === 'received') {
    return (
      <Settled title={title} tone="positive" outcome={formatKey(intl, 'success.payment_received')}>
        <LinkButton href={pathTo(lang, 'invoices')} variant="secondary">
          {t(messages.toInvoices)}
        </LinkButton>
      </Settled>
    );
  }

  const pendingLabel =
    state === 'awaiting.checkingProof'
      ? t(messages.proofChecking)
      : state === 'awaiting.uploadingProof'
        ? t(messages.proofUploading)
        : null;
  return (
    <div className={styles.panel}>
      <PageHeader title={title} />
      <Alert tone="info" announce="none">
        {formatKey(intl, 'success.transfer_pending')}
      </Alert>
      <FormBanner message={inState(state, 'awaiting') ? feedback.banner : null} focusKey={0} />
      {transfer ? (
        <section className={styles.section} aria-labelledby={fieldId(FORM, 'bank')}>
          <h2 id={fieldId(FORM, 'bank')} className={styles.subheading}>
            {t(messages.bankDetails)}
          </h2>
          <div className={styles.bankDetails}>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t(messages.referenceLabel)}</dt>
              <dd className={styles.value}>
                <span className={styles.reference}>{transfer.reference}</span>
              </dd>
              <dt className={styles.term}>{t(payMessages.amount)}</dt>
              <dd className={styles.value}>
                <Money cents={transfer.amount} />
              </dd>
              <dt className={styles.term}>{t(messages.holder)}</dt>
              <dd className={styles.value}>{transfer.bank.holder}</dd>
              <dt className={styles.term}>{t(messages.iban)}</dt>
              <dd className={styles.value}>{printedIban(transfer.bank.iban)}</dd>
              <dt className={styles.term}>{t(messages.bic)}</dt>
              <dd className={styles.value}>{transfer.bank.bic}</dd>
              <dt className={styles.term}>{t(messages.bank)}</dt>
              <dd className={styles.value}>{transfer.bank.bank}</dd>
            </dl>
            {transfer.sepa_qr ? (
              <figure className={styles.qrFigure}>
                <img
                  className={styles.qrImage}
                  src={transfer.sepa_qr.image}
                  alt={t(confirmationTemplates.qrAlt, {
                    amount: formatMoney(transfer.amount, lang),
                    reference: transfer.reference,
                  })}
                />
                <figcaption className={styles.muted}>{t(messages.qrHelp)}</figcaption>
              </figure>
            ) : null}
          </div>
          <p className={styles.muted}>{t(messages.referenceHelp)}</p>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby={fieldId(FORM, 'proof-title')}>
        <h2 id={fieldId(FORM, 'proof-title')} className={styles.subheading}>
          {t(messages.proofTitle)}
        </h2>
        {proofName ? (
          <Alert tone="positive" announce={state === 'awaiting.proofSent' ? 'status' : 'none'}>
            {t(confirmationTemplates.proofSent, { name: proofName })}
          </Alert>
        ) : null}
        <ProofField
          id={fieldId(FORM, 'proof')}
          label={t(proofName ? messages.proofReplace : messages.proofLabel)}
          errorMessage={feedback.message('proof')}
          pendingLabel={pendingLabel}
          onSelect={(file) => send({ type: 'ATTACH_PROOF', file })}
        />
      </section>
      <div className={styles.actions}>
        <Button variant="critical" onPress={() => send({ type: 'CANCEL_TRANSFER' })}>
          {t(messages.cancelTransfer)}
        </Button>
      </div>
      <ConfirmationDialog
        isOpen={state === 'confirmingCancel' || state === 'cancelling'}
        onOpenChange={(open) => {
          if (!open && state === 'confirmingCancel') send({ type: 'KEEP_TRANSFER' });
        }}
        title={t(messages.cancelTitle)}
        confirmLabel={t(messages.cancelTransfer)}
        cancelLabel={t(messages.keepTransfer)}
        tone="critical"
        isPending={state === 'cancelling'}
        onConfirm={() => send({ type: 'CONFIRM_CANCEL' })}
      >
        {t(messages.cancelBody)}
      </ConfirmationDialog>
    </div>
  );
}
