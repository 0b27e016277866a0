// pro/badges and me/badges (spec §2): the events from GET /me/campaigns, then the chosen event's
// members (GET /me/campaigns-members/{cid}) and, for an exhibitor, its invitations
// (GET /me/invitations/{cid}), through the server data (docs/server-data.md). An exhibitor's event
// is locked until a registration for it has its 1st installment paid (`campaignFeatureAccess`,
// spec §4, §6): the page says so without calling, and the API refuses too.
import {
  campaignFeatureAccess,
  parisDate,
  type Campaign,
  type CampaignMember,
  type Opportunity,
  type Payment,
} from '@salon/domain';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useLanguage } from '../../kit/language';
import { pathTo } from '../../kit/routing/paths';
import { useApi, useSession } from '../../kit/ServicesContext';
import { useServerApi, useServerQuery, useUserResources } from '../../kit/data/useServerData';
import { serverQueries } from '../../kit/data/serverData';
import { BadgesView, type BadgesAudience, type BadgesEvent, type BadgesState } from './BadgesView';
import type { BadgeDownload } from './BadgesParts';
import { saveFile } from '../../kit/saveFile';
import { badgeFileName } from './downloadFile';
import { loadEventPicker } from './parts';

/** The event shown first: the next one to come, else the latest past one. */
function firstEvent(campaigns: readonly Campaign[], today: string): Campaign | undefined {
  return campaigns.find((campaign) => campaign.event_end_date >= today) ?? campaigns.at(-1);
}

function useBadges(audience: BadgesAudience) {
  const api = useServerApi();
  const exhibitor = audience === 'exhibitor';
  const resources = useUserResources(
    exhibitor ? (['campaigns', 'opportunities', 'payments'] as const) : (['campaigns'] as const),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [today] = useState(() => parisDate(new Date()));

  let campaigns: readonly Campaign[] = [];
  let opportunities: Opportunity[] = [];
  let payments: Payment[] = [];
  if (resources.status === 'loaded') {
    const data = resources.data as {
      campaigns: Campaign[];
      opportunities?: {
        rebookingOpportunities: Opportunity[];
        progressOpportunities: Opportunity[];
      };
      payments?: Payment[];
    };
    opportunities = data.opportunities
      ? [...data.opportunities.rebookingOpportunities, ...data.opportunities.progressOpportunities]
      : [];
    payments = data.payments ?? [];
    // An exhibitor's badges are those of the events it registered for.
    campaigns = exhibitor
      ? data.campaigns.filter((campaign) =>
          opportunities.some((opportunity) => opportunity.campaign_id === campaign.id),
        )
      : data.campaigns;
  }
  const selected =
    campaigns.find((campaign) => campaign.id === chosen) ?? firstEvent(campaigns, today);
  const locked =
    exhibitor && selected !== undefined
      ? !campaignFeatureAccess(selected.id, opportunities, payments).badges
      : false;
  const enabled = selected !== undefined && !locked;
  const cid = selected?.id ?? '';
  const members = useServerQuery({ ...serverQueries.members(api, cid), enabled });
  const invitations = useServerQuery({
    ...serverQueries.invitations(api, cid),
    enabled: enabled && exhibitor,
  });

  let state: BadgesState;
  if (resources.status !== 'loaded') state = { status: resources.status };
  else if (!selected) state = { status: 'noEvents' };
  else {
    const event: BadgesEvent = { campaigns, selected };
    const invitationList = exhibitor ? invitations.data : [];
    if (locked) state = { status: 'locked', event };
    else if (members.data && invitationList) {
      state =
        members.data.length === 0
          ? { status: 'empty', event, invitations: invitationList }
          : { status: 'ready', event, members: members.data, invitations: invitationList };
    } else if (members.isError || invitations.isError) state = { status: 'eventFailed', event };
    else state = { status: 'eventLoading', event };
  }
  const retry = () => {
    resources.retry();
    if (members.isError) void members.refetch();
    if (invitations.isError) void invitations.refetch();
  };
  return { state, select: setChosen, retry, campaignId: cid };
}

function BadgesPage({ audience }: { audience: BadgesAudience }) {
  const api = useApi();
  const { state, select, retry, campaignId } = useBadges(audience);
  const [download, setDownload] = useState<BadgeDownload>({ pendingId: null, failed: false });
  // The event picker's chunk loads beside the events, so it is there when they are.
  useEffect(() => void loadEventPicker().catch(() => undefined), []);

  const onDownload = (member: CampaignMember) => {
    if (download.pendingId) return;
    setDownload({ pendingId: member.id, failed: false });
    api.call('badgePdf', { params: { id: member.id }, silent: true }).then(
      (file) => {
        saveFile(file, badgeFileName(member.name));
        setDownload({ pendingId: null, failed: false });
      },
      () => setDownload({ pendingId: null, failed: true }),
    );
  };
  const downloadSelection = async (ids: string[]) => {
    const file = await api.call('badgesPdf', { body: { cid: campaignId, ids }, silent: true });
    const event = state.status === 'ready' ? state.event.selected.event_name : 'salon';
    saveFile(file, badgeFileName(`${event} ${ids.length}`));
  };
  return (
    <BadgesView
      audience={audience}
      state={state}
      download={download}
      onSelectEvent={(id) => {
        select(id);
        setDownload({ pendingId: null, failed: false });
      }}
      onDownload={onDownload}
      downloadSelection={downloadSelection}
      onRetry={retry}
    />
  );
}

/** pro/badges (spec §2 exhibitor-only routes). */
export function ProBadgesScreen() {
  return <BadgesPage audience="exhibitor" />;
}

/**
 * me/badges (spec §2 authenticated routes, guest menu): any signed-in user may open it (spec §6
 * 'Guest: ... badges'; the route sits under me/). A visitor sees their own badges; an exhibitor's
 * badges page is pro/badges, where this one sends them.
 */
export function GuestBadgesScreen() {
  const session = useSession();
  const lang = useLanguage();
  if (session.status === 'authenticated' && session.user.role === 'exposant') {
    return <Navigate to={pathTo(lang, 'badges')} replace />;
  }
  return <BadgesPage audience="visitor" />;
}
