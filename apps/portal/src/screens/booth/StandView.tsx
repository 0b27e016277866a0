// The booth page (spec §2 pro/stand): the exhibitor's booth per event, its status and timeline,
// and the floor plan and four guides of each event whose 1st installment is paid (spec §4, §6).
// Pure: the container loads the data and downloads the guides and plans.
import { Alert, LinkButton, PageHeader } from '@salon/ui';
import { useIntl } from 'react-intl';
import { EmptyStateLink } from '../../kit/EmptyStateLink';
import { useLanguage } from '../../kit/language';
import { pathTo } from '../../kit/routing/paths';
import { usePageTitle } from '../../kit/usePageTitle';
import type { EventBooths } from './boothModel';
import * as styles from './booth.css';
import { floorPlanMessages, standMessages as messages } from './messages';
import { EventPanel, type StandActions } from './StandParts';
import { LoadStatus } from '../../kit/LoadFailed';

/**
 * What the page shows: the data loading, a failed load with a retry, no registration at all,
 * every booth locked (no 1st installment paid), or the booths with at least one open.
 */
export type StandState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'empty' }
  | { status: 'locked'; events: EventBooths[] }
  | { status: 'ready'; events: EventBooths[] };

/** The page's states, for the story check (`src/stories-coverage.test.ts`): it has no machine. */
export const standStates = [
  'loading',
  'failed',
  'empty',
  'locked',
  'ready',
] as const satisfies readonly StandState['status'][];

/** The state of the page for its events: locked while no event's 1st installment is paid. */
export function standStateOf(events: EventBooths[]): StandState {
  if (events.length === 0) return { status: 'empty' };
  return events.some((event) => event.isUnlocked)
    ? { status: 'ready', events }
    : { status: 'locked', events };
}

export interface StandViewProps extends StandActions {
  state: StandState;
  onRetry: () => void;
  /** A guide failed to download. */
  guideFailed: boolean;
  /** A floor plan failed to download. */
  floorPlanFailed: boolean;
}

export function StandView({
  state,
  onRetry,
  guideFailed,
  floorPlanFailed,
  ...actions
}: StandViewProps) {
  const intl = useIntl();
  const lang = useLanguage();
  usePageTitle(intl.formatMessage(messages.title));
  return (
    <>
      <PageHeader
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <div className={styles.page}>
        <LoadStatus status={state.status} texts={messages} onRetry={onRetry} />
        {state.status === 'empty' ? (
          <EmptyStateLink
            headingLevel={2}
            title={messages.emptyTitle}
            description={messages.emptyBody}
            to="rebooking"
            action={messages.rebook}
          />
        ) : null}
        {state.status === 'locked' ? (
          <Alert
            tone="info"
            announce="none"
            title={intl.formatMessage(messages.lockedTitle)}
            actions={
              <LinkButton href={pathTo(lang, 'rebooking')}>
                {intl.formatMessage(messages.pay)}
              </LinkButton>
            }
          >
            {intl.formatMessage(messages.lockedBody)}
          </Alert>
        ) : null}
        {guideFailed ? (
          <Alert tone="critical" announce="alert">
            {intl.formatMessage(messages.guideFailed)}
          </Alert>
        ) : null}
        {floorPlanFailed ? (
          <Alert tone="critical" announce="alert">
            {intl.formatMessage(floorPlanMessages.failed)}
          </Alert>
        ) : null}
        {state.status === 'locked' || state.status === 'ready'
          ? state.events.map((event) => (
              <EventPanel key={event.campaignId} event={event} {...actions} />
            ))
          : null}
      </div>
    </>
  );
}
