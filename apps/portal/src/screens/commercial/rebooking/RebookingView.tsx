// pro/rebooking/{etape?} (spec §2): the view of each state of the rebooking machine, pure (the
// stories render it at every state). The list (which booth), then the quote's states
// (./QuoteStates.tsx, in a chunk of its own): the quote with its actions and modals, the
// validation, the payment of the next installment.
import type { Payment, PaymentMethod, RebookingQuote } from '@salon/domain';
import type { rebookingMachine } from '@salon/machines';
import { Alert, Button, LoadingState, PageHeader } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatKey } from '../../../i18n/formatKey';
import type { MachineViewProps } from '../../../kit/machineState';
import { usePageTitle } from '../../../kit/usePageTitle';
import { rebookingMessages as messages } from './messages';
import { OpportunityLists } from './OpportunityList';
import { QuoteStates } from './parts';
import * as styles from './rebooking.css';

export interface RebookingViewProps extends MachineViewProps<typeof rebookingMachine> {
  /** GET /me/payments (spec §7): the schedule's states (spec §9). */
  payments: readonly Payment[];
  /** The day the page is read: discounts and deadlines (spec §4, §9). */
  now: Date;
  /** The show's website, where the terms are. */
  siteUrl: string;
  /**
   * Saves the quote's PDF under `fileName` (devis_url: GET /me/rebooking-devis-pdf/{id} with the
   * user's token, in the page's language); rejects when the download fails.
   */
  downloadQuote: (quote: RebookingQuote, fileName: string) => Promise<void>;
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
