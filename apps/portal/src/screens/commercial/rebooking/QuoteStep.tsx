// The quote of an opportunity (spec §2 rebooking quote view, §3 'Quote display fields'): every
// field through the ui's quote, the discount in force with its deadline (spec §1, §4, §9), the
// payment schedule, the quote PDF, the deadlines calendar and details modals, then what the
// state allows: request a change, validate, wait for the sales team, or pay.
import {
  REBOOKING_DISCOUNT_PERCENT,
  displayedStatus,
  parisDate,
  type InstallmentWithState,
  type Language,
  type RebookingQuote,
} from '@salon/domain';
import type { RebookingContext, RebookingEvent } from '@salon/machines';
import {
  Alert,
  Button,
  QuoteView,
  formatDate,
  formatMoney,
  formatPercent,
  type QuoteDetails,
} from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatKey } from '../../../i18n/formatKey';
import { methodMessages, quoteMessages as messages } from './quoteMessages';
import { QuoteModalButtons } from './QuoteModalButtons';
import { earlyBookingSteps, quoteDiscount, toUiInstallments } from './quoteFacts';
import { DiscountTip, ScheduleTip } from './QuoteTips';
import * as styles from './rebooking.css';

function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The quote display fields of spec §3 as the ui's quote shows them. */
export function quoteDetails(
  intl: IntlShape,
  lang: Language,
  quote: RebookingQuote,
  schedule: readonly InstallmentWithState[],
  now: Date,
): QuoteDetails {
  const { opportunity, offre } = quote;
  const person = (manager: { name: string; email: string | null } | null) =>
    manager
      ? { name: manager.name, ...(manager.email ? { email: manager.email } : {}) }
      : undefined;
  const address = offre.billing_address;
  return {
    event: opportunity.event_name,
    brands: opportunity.marques,
    stand: offre.stand_label,
    status: displayedStatus(opportunity) ?? 'quoteToValidate',
    surfaceM2: opportunity.surface,
    corners: opportunity.angles,
    ...(opportunity.stand ? { boothNumber: opportunity.stand } : {}),
    billingAddress: {
      street: address.street,
      postalCode: address.postalCode,
      city: address.city,
      country: countryName(address.country, lang),
    },
    ...(offre.devis_url
      ? {
          file: {
            href: offre.devis_url,
            name: intl.formatMessage(messages.quotePdf, { event: opportunity.event_name }),
          },
        }
      : {}),
    fileManager: person(offre.file_manager),
    billingManager: person(offre.billing_manager),
    standManager: person(offre.stand_manager),
    subtotalExcludingVatCents: offre.subtotal_ht,
    discountRate: offre.discount_rate,
    globalDiscountCents: offre.global_discount,
    vatCents: offre.vat,
    totalIncludingVatCents: offre.total_ttc,
    ...(offre.payment_method
      ? { paymentMethod: intl.formatMessage(methodMessages[offre.payment_method]) }
      : {}),
    ...(opportunity.comment_rbkg ? { messageToSalesAdvisor: opportunity.comment_rbkg } : {}),
    installments: toUiInstallments(schedule, parisDate(now)),
  };
}

/** The discount the quote gets if validated in time (spec §1, §4 'Discounts', §9). */
function DiscountNotice({
  quote,
  lang,
  now,
}: {
  quote: RebookingQuote;
  lang: Language;
  now: Date;
}) {
  const intl = useIntl();
  const found = quoteDiscount(quote, now);
  if (!found) return null;
  const { discount, amount } = found;
  const values = {
    percent: formatPercent(discount.percent, lang),
    amount: formatMoney(amount, lang),
    hasDate: discount.deadline ? 'yes' : 'no',
    date: discount.deadline ? formatDate(discount.deadline, lang) : '',
  };
  return (
    <Alert tone="positive" announce="none">
      {intl.formatMessage(
        discount.kind === 'rebooking' ? messages.rebookingDiscount : messages.earlyBookingDiscount,
        values,
      )}{' '}
      <DiscountTip discount={discount} steps={earlyBookingSteps(quote.campaign, now)} lang={lang} />
    </Alert>
  );
}

/**
 * Why the quote shows as it does: reloaded (4090), just validated, being modified, or revised by
 * the sales team. A notice of an earlier step (the change request) gives way to the revised quote.
 */
export function QuoteNotice({ context }: { context: RebookingContext }) {
  const intl = useIntl();
  const status = context.quote ? displayedStatus(context.quote.opportunity) : null;
  if (context.notice === 'error.conflict') {
    return (
      <Alert tone="warning" announce="alert">
        {intl.formatMessage(messages.staleNotice)}
      </Alert>
    );
  }
  if (status === 'quoteModified') {
    return (
      <Alert tone="info" announce="none">
        {intl.formatMessage(messages.modifiedQuoteNotice)}
      </Alert>
    );
  }
  if (context.notice) {
    return (
      <Alert tone="positive" announce="status">
        {formatKey(intl, context.notice)}
      </Alert>
    );
  }
  return null;
}

export function QuoteStep({
  quote,
  context,
  schedule,
  lang,
  now,
  actions,
  send,
  children,
}: {
  quote: RebookingQuote;
  context: RebookingContext;
  schedule: readonly InstallmentWithState[];
  lang: Language;
  now: Date;
  /** The buttons under the quote, for the state shown. */
  actions?: ReactNode;
  send: (event: RebookingEvent) => void;
  /** What the state adds under the quote: the validation form, the payment, a modal. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => send({ type: 'BACK_TO_LIST' })}>
          {t(messages.backToList)}
        </Button>
        <QuoteModalButtons
          quote={quote}
          schedule={schedule}
          rebookingPercent={REBOOKING_DISCOUNT_PERCENT}
          now={now}
        />
      </div>
      <QuoteNotice context={context} />
      <DiscountNotice quote={quote} lang={lang} now={now} />
      <QuoteView
        quote={quoteDetails(intl, lang, quote, schedule, now)}
        title={t(messages.quoteHeading, { event: quote.opportunity.event_name })}
        actions={actions}
        scheduleHint={schedule.length > 0 ? <ScheduleTip schedule={schedule} lang={lang} /> : null}
      />
      {children}
    </div>
  );
}
