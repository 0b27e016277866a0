// The quote's buttons that open its information modals (spec §2 'Modal forms'): the opportunity
// details and the deadlines calendar. The modals are in their own chunk (./parts.ts), loaded when
// the user points at, focuses or presses a button; the loading state shows until it is in.
import type { InstallmentWithState, RebookingQuote } from '@salon/domain';
import { Button } from '@salon/ui';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { loadOnIntent } from '../../../kit/chunks';
import { quoteMessages as messages } from './quoteMessages';
import { DeadlineCalendar, loadQuoteModals, OpportunityDetails } from './parts';

function ModalButton({
  label,
  children,
}: {
  label: MessageDescriptor;
  /** The modal, given its state. */
  children: (isOpen: boolean, onOpenChange: (isOpen: boolean) => void) => ReactNode;
}) {
  const t = useIntl().formatMessage;
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" {...loadOnIntent(loadQuoteModals)} onPress={() => setOpen(true)}>
        {t(label)}
      </Button>
      {isOpen ? children(isOpen, setOpen) : null}
    </>
  );
}

export function QuoteModalButtons({
  quote,
  schedule,
  rebookingPercent,
  now,
}: {
  quote: RebookingQuote;
  schedule: readonly InstallmentWithState[];
  rebookingPercent: number;
  now: Date;
}) {
  return (
    <>
      <ModalButton label={messages.detailsButton}>
        {(isOpen, onOpenChange) => (
          <OpportunityDetails quote={quote} isOpen={isOpen} onOpenChange={onOpenChange} />
        )}
      </ModalButton>
      <ModalButton label={messages.calendarButton}>
        {(isOpen, onOpenChange) => (
          <DeadlineCalendar
            quote={quote}
            schedule={schedule}
            rebookingPercent={rebookingPercent}
            now={now}
            isOpen={isOpen}
            onOpenChange={onOpenChange}
          />
        )}
      </ModalButton>
    </>
  );
}
