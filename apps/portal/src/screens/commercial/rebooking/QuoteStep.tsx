// The quote of an opportunity (spec §2 rebooking quote view, §3 'Quote display fields'): every
// field through the ui's quote (./quoteDetails), the discount in force with its deadline (spec §1,
// §4, §9), the payment schedule, the quote PDF downloaded with the user's token, the deadlines
// calendar and details modals, then what the state allows: request a change, validate, wait for
// the sales team, or pay.
import {
  REBOOKING_DISCOUNT_PERCENT,
  displayedStatus,
  quoteDocumentVersion,
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
  type QuoteFile,
} from '@salon/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatKey } from '../../../i18n/formatKey';
import { quoteMessages as messages } from './quoteMessages';
import { QuoteModalButtons } from './QuoteModalButtons';
import { quoteDetails } from './quoteDetails';
import { earlyBookingSteps, quoteDiscount } from './quoteFacts';
import { DiscountTip, ScheduleTip } from './QuoteTips';
import * as styles from './rebooking.css';

/**
 * The discount the quote gets if validated in time (spec §1, §4 'Discounts', §9), never counted
 * twice: what its totals already take off and until when, and only what a validation in time
 * would add on top of them.
 */
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
  const notice = quoteDiscount(quote, now);
  if (!notice) return null;
  const values = {
    kind: notice.kind,
    percent: formatPercent(notice.percent, lang),
    counted: formatMoney(notice.counted, lang),
    extra: formatMoney(notice.extra, lang),
    hasDate: notice.deadline ? 'yes' : 'no',
    date: notice.deadline ? formatDate(notice.deadline, lang) : '',
  } as const;
  return (
    <Alert tone="positive" announce="none">
      {intl.formatMessage(
        notice.extra > 0 ? messages.discountToWin : messages.discountCounted,
        values,
      )}{' '}
      <DiscountTip discount={notice} steps={earlyBookingSteps(quote.campaign, now)} lang={lang} />
    </Alert>
  );
}

/** The quote's PDF (devis_url): downloaded through the API client with the user's token. */
function useQuoteFile(
  quote: RebookingQuote,
  downloadQuote: (quote: RebookingQuote, fileName: string) => Promise<void>,
): QuoteFile | undefined {
  const t = useIntl().formatMessage;
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  if (!quote.offre.devis_url) return undefined;
  const download = async () => {
    setState('downloading');
    try {
      // Named by its version: a revision by the sales team is a new document (docs/quotes.md).
      await downloadQuote(
        quote,
        t(messages.quoteFileName, {
          event: quote.opportunity.event_name,
          version: quoteDocumentVersion(quote.opportunity),
        }),
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return {
    name: t(messages.quotePdf, { event: quote.opportunity.event_name }),
    onDownload: () => void download(),
    isDownloading: state === 'downloading',
    ...(state === 'failed' ? { downloadError: t(messages.quotePdfFailed) } : {}),
  };
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
  downloadQuote,
  children,
}: {
  quote: RebookingQuote;
  context: RebookingContext;
  schedule: readonly InstallmentWithState[];
  lang: Language;
  now: Date;
  /** Saves the quote's PDF (GET /me/rebooking-devis-pdf/{id}, devis_url) in the page's language. */
  downloadQuote: (quote: RebookingQuote, fileName: string) => Promise<void>;
  /** The buttons under the quote, for the state shown. */
  actions?: ReactNode;
  send: (event: RebookingEvent) => void;
  /** What the state adds under the quote: the validation form, the payment, a modal. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const file = useQuoteFile(quote, downloadQuote);
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
        quote={quoteDetails(intl, lang, quote, schedule, file)}
        title={t(messages.quoteHeading, { event: quote.opportunity.event_name })}
        actions={actions}
        scheduleHint={schedule.length > 0 ? <ScheduleTip schedule={schedule} lang={lang} /> : null}
      />
      {children}
    </div>
  );
}
