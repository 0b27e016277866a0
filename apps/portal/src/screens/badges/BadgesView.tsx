// The badges page (spec §2 pro/badges, me/badges): per event, the exhibitor's staff badges, buyer
// invitations and agent invitations (locked until the event's 1st installment is paid, spec §4,
// §6), or the visitor's own badges; each badge downloads as a PDF, and the campaign badges modal
// downloads a selection in one file (spec §2 modals).
import { groupBadges, type Campaign, type CampaignMember, type Invitation } from '@salon/domain';
import { Alert, Button, EmptyState, LoadingState, PageHeader } from '@salon/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { loadOnIntent } from '../../kit/chunks';
import { EmptyStateLink } from '../../kit/EmptyStateLink';
import { usePageTitle } from '../../kit/usePageTitle';
import * as styles from './Badges.css';
import { BadgeList, Invitations, type BadgeDownload } from './BadgesParts';
import { badgesMessages as messages } from './messages';
import { CampaignBadgesDialog, EventPicker, loadCampaignBadges } from './parts';

export type BadgesAudience = 'exhibitor' | 'visitor';

/** The events to choose from and the one shown. */
export interface BadgesEvent {
  campaigns: readonly Campaign[];
  selected: Campaign;
}

/**
 * What the page shows: the events load (`loading`, `failed`, `noEvents`), then the chosen event's
 * badges: `locked` (exhibitor, 1st installment not paid), `eventLoading`, `eventFailed`, `empty`
 * or `ready` (with the exhibitor's invitations).
 */
export type BadgesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'noEvents' }
  | { status: 'locked'; event: BadgesEvent }
  | { status: 'eventLoading'; event: BadgesEvent }
  | { status: 'eventFailed'; event: BadgesEvent }
  | { status: 'empty'; event: BadgesEvent; invitations: readonly Invitation[] }
  | {
      status: 'ready';
      event: BadgesEvent;
      members: readonly CampaignMember[];
      invitations: readonly Invitation[];
    };

/** The page's states, for the story check (`src/stories-coverage.test.ts`): it has no machine. */
export const badgesStates = [
  'loading',
  'failed',
  'noEvents',
  'locked',
  'eventLoading',
  'eventFailed',
  'empty',
  'ready',
] as const satisfies readonly BadgesState['status'][];

export interface BadgesViewProps {
  audience: BadgesAudience;
  state: BadgesState;
  download: BadgeDownload;
  onSelectEvent: (campaignId: string) => void;
  onDownload: (member: CampaignMember) => void;
  /** Downloads several badges of the shown event in one file (the campaign badges modal). */
  downloadSelection: (ids: string[]) => Promise<void>;
  onRetry: () => void;
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      tone="critical"
      title={intl.formatMessage(messages.failedTitle)}
      announce="none"
      actions={
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      }
    >
      {intl.formatMessage(messages.failedBody)}
    </Alert>
  );
}

function EventBadges(props: BadgesViewProps & { state: Extract<BadgesState, { event: unknown }> }) {
  const { audience, state, download, onDownload, downloadSelection, onRetry } = props;
  const intl = useIntl();
  const [modalOpen, setModalOpen] = useState(false);
  switch (state.status) {
    case 'locked':
      return (
        <EmptyStateLink
          headingLevel={2}
          title={messages.lockedTitle}
          description={messages.lockedBody}
          to="rebooking"
          action={messages.lockedAction}
        />
      );
    case 'eventLoading':
      return <LoadingState label={intl.formatMessage(messages.eventLoading)} />;
    case 'eventFailed':
      return <Failed onRetry={onRetry} />;
    case 'empty':
      return (
        <>
          <EmptyState
            headingLevel={2}
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(
              audience === 'exhibitor' ? messages.emptyProBody : messages.emptyGuestBody,
            )}
          />
          {state.invitations.length > 0 ? <Invitations invitations={state.invitations} /> : null}
        </>
      );
    case 'ready': {
      const groups = groupBadges(state.members);
      return (
        <>
          {download.failed ? (
            <Alert tone="critical" announce="alert">
              {intl.formatMessage(messages.downloadFailed)}
            </Alert>
          ) : null}
          {state.members.length > 1 ? (
            <div className={styles.toolbar}>
              <Button
                variant="primary"
                {...loadOnIntent(loadCampaignBadges)}
                onPress={() => setModalOpen(true)}
              >
                {intl.formatMessage(messages.chooseBadges)}
              </Button>
            </div>
          ) : null}
          {modalOpen ? (
            <CampaignBadgesDialog
              event={state.event.selected.event_name}
              members={state.members}
              isOpen={modalOpen}
              onOpenChange={setModalOpen}
              downloadSelection={downloadSelection}
            />
          ) : null}
          {audience === 'exhibitor' ? (
            <>
              {(['staff', 'buyer', 'agent'] as const).map((group) => (
                <BadgeList
                  key={group}
                  group={group}
                  members={group === 'staff' ? [...groups.staff, ...groups.visitor] : groups[group]}
                  download={download}
                  onDownload={onDownload}
                />
              ))}
              {state.invitations.length > 0 ? (
                <Invitations invitations={state.invitations} />
              ) : null}
            </>
          ) : (
            <BadgeList
              group="visitor"
              members={state.members}
              download={download}
              onDownload={onDownload}
            />
          )}
        </>
      );
    }
  }
}

export function BadgesView(props: BadgesViewProps) {
  const { audience, state, onSelectEvent, onRetry } = props;
  const intl = useIntl();
  const title = intl.formatMessage(
    audience === 'exhibitor' ? messages.proTitle : messages.guestTitle,
  );
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        description={intl.formatMessage(
          audience === 'exhibitor' ? messages.proIntro : messages.guestIntro,
        )}
      />
      {state.status === 'loading' ? (
        <LoadingState label={intl.formatMessage(messages.loading)} />
      ) : state.status === 'failed' ? (
        <Failed onRetry={onRetry} />
      ) : state.status === 'noEvents' ? (
        <EmptyState
          headingLevel={2}
          title={intl.formatMessage(messages.noEventsTitle)}
          description={intl.formatMessage(messages.noEventsBody)}
        />
      ) : (
        <>
          <EventPicker event={state.event} onSelectEvent={onSelectEvent} />
          <EventBadges {...props} state={state} />
        </>
      )}
    </div>
  );
}
