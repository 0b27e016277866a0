// The quote's two information modals (spec §2 'Modal forms'): the deadlines calendar, and the
// opportunity details with the timeline of its stages. In their own chunk, opened from the quote's
// buttons (./QuoteModalButtons.tsx, docs/performance.md "Signed-in routes").
import { parisDate, type InstallmentWithState, type RebookingQuote } from '@salon/domain';
import { Modal, Timeline, formatDate, formatPercent } from '@salon/ui';
import type { TimelineStep } from '@salon/ui';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { formatKey } from '../../../i18n/formatKey';
import { useLanguage } from '../../../kit/language';
import { standSummary } from './OpportunityList';
import { quoteMessages as messages } from './quoteMessages';
import {
  calendarEntries,
  firstInstallmentTermDays,
  isPast,
  stageSteps,
  type CalendarEntry,
  type StageStepId,
} from './quoteFacts';
import * as styles from './rebooking.css';

const stepMessages = {
  quote: messages.stepQuote,
  signed: messages.stepSigned,
  first: messages.stepFirst,
  second: messages.stepSecond,
  paid: messages.stepPaid,
  canceled: messages.stepCanceled,
} satisfies Record<StageStepId, MessageDescriptor>;

function entryLabel(intl: IntlShape, lang: 'fr' | 'en', entry: CalendarEntry): string {
  switch (entry.kind) {
    case 'rebooking':
      return intl.formatMessage(messages.deadlineRebooking, {
        percent: formatPercent(entry.percent, lang),
      });
    case 'earlyBooking':
      return intl.formatMessage(messages.deadlineEarlyBooking, {
        percent: formatPercent(entry.percent, lang),
      });
    case 'installment':
      return intl.formatMessage(messages.deadlineInstallment, {
        installment: formatKey(intl, `installment.${entry.installment}`),
        percent: formatPercent(entry.percent, lang),
      });
    case 'show':
      return intl.formatMessage(messages.deadlineShow);
  }
}

/** Open, and what closes it: the quote's button holds it. */
export interface QuoteModalState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export interface DeadlineCalendarProps {
  quote: RebookingQuote;
  schedule: readonly InstallmentWithState[];
  rebookingPercent: number;
  now: Date;
}

/** The deadlines, past ones done, the next one current (spec §9 deadlines). */
export function DeadlineCalendar({
  quote,
  schedule,
  rebookingPercent,
  now,
  isOpen,
  onOpenChange,
}: DeadlineCalendarProps & QuoteModalState) {
  const intl = useIntl();
  const lang = useLanguage();
  const entries = calendarEntries(quote, schedule, rebookingPercent);
  const firstComing = entries.findIndex((entry) => !isPast(entry.date, now));
  const steps: TimelineStep[] = entries.map((entry, index) => ({
    id: entry.id,
    label: entryLabel(intl, lang, entry),
    state: index === firstComing ? 'current' : isPast(entry.date, now) ? 'done' : 'upcoming',
    ...(entry.date
      ? { date: entry.date }
      : {
          description: intl.formatMessage(messages.deadlineFirstUnsigned, {
            days: firstInstallmentTermDays,
          }),
        }),
  }));
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.calendarTitle)}
    >
      <Timeline
        steps={steps}
        aria-label={intl.formatMessage(messages.calendarLabel, {
          event: quote.opportunity.event_name,
        })}
      />
    </Modal>
  );
}

/** The opportunity: its stand, what was asked of the sales team, and its stages (spec §3, §4). */
export function OpportunityDetails({
  quote,
  isOpen,
  onOpenChange,
}: { quote: RebookingQuote } & QuoteModalState) {
  const intl = useIntl();
  const lang = useLanguage();
  const { opportunity } = quote;
  const changes = [
    opportunity.surface_rbkg ? intl.formatMessage(messages.changeSurface) : null,
    opportunity.angles_rbkg ? intl.formatMessage(messages.changeCorners) : null,
    opportunity.account_rbkg ? intl.formatMessage(messages.changeAccount) : null,
    opportunity.comment_rbkg,
  ].filter((text): text is string => Boolean(text));
  const steps: TimelineStep[] = stageSteps(quote).map((step) => ({
    id: step.id,
    label: intl.formatMessage(stepMessages[step.id]),
    state: step.state,
  }));
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.detailsTitle, { event: opportunity.event_name })}
    >
      <div className={styles.stack}>
        <p className={styles.paragraph}>{standSummary(intl, opportunity)}</p>
        {opportunity.marques.length > 0 ? (
          <p className={styles.paragraph}>
            {intl.formatMessage(messages.brands, { brands: opportunity.marques.join(', ') })}
          </p>
        ) : null}
        {changes.length > 0 ? (
          <p className={styles.paragraph}>
            {intl.formatMessage(messages.requestedChanges, { changes: changes.join(' · ') })}
          </p>
        ) : null}
        <p className={styles.muted}>
          {intl.formatMessage(messages.lastUpdate, {
            date: formatDate(parisDate(opportunity.updated_at), lang),
          })}
        </p>
        <Timeline steps={steps} aria-label={intl.formatMessage(messages.timelineLabel)} />
      </div>
    </Modal>
  );
}
