// What the booth page shows (spec §2 pro/stand), from the signed-in exhibitor's data (spec §7):
// one booth per registration not canceled, with its status, its timeline and, once the event's
// 1st installment is paid, its guides (spec §4, §6; the rules are the domain's).
import {
  boothTimeline,
  displayedStatus,
  isEventBoothUnlocked,
  isShownOnBoothPage,
  type BoothTimelineStep,
  type Campaign,
  type DisplayedStatus,
  type Guide,
  type Opportunity,
  type Payment,
  type RebookingOpportunities,
} from '@salon/domain';

export interface Booth {
  id: string;
  stand: string | null;
  surface: number;
  angles: number;
  status: DisplayedStatus | null;
  timeline: BoothTimelineStep[];
}

/** One event of the page: its booths, and its guides once its 1st installment is paid. */
export interface EventBooths {
  campaignId: string;
  eventName: string;
  /** The show's dates as the organiser writes them. */
  dates: string | null;
  /** The event's 1st installment is paid: booth management and guides open (spec §4, §6). */
  isUnlocked: boolean;
  /** The event's guides, in the order of spec §2 (empty while locked). */
  guides: Guide[];
  booths: Booth[];
}

export interface BoothData {
  campaigns: readonly Campaign[];
  opportunities: RebookingOpportunities;
  payments: readonly Payment[];
  guides: readonly Guide[];
}

/** The events with a booth, the open ones first, then in the order of the campaigns list. */
export function eventsOf({ campaigns, opportunities, payments, guides }: BoothData): EventBooths[] {
  const all: Opportunity[] = [
    ...opportunities.progressOpportunities,
    ...opportunities.rebookingOpportunities,
  ].filter((opportunity, index, list) => list.findIndex((o) => o.id === opportunity.id) === index);
  const events = new Map<string, EventBooths>();
  for (const opportunity of all.filter(isShownOnBoothPage)) {
    const campaign = campaigns.find((candidate) => candidate.id === opportunity.campaign_id);
    const isUnlocked = isEventBoothUnlocked(opportunity.campaign_id, all, payments);
    const event = events.get(opportunity.campaign_id) ?? {
      campaignId: opportunity.campaign_id,
      eventName: opportunity.event_name,
      dates: campaign?.dates ?? null,
      isUnlocked,
      guides: isUnlocked
        ? guides.filter((guide) => guide.campaign_id === opportunity.campaign_id)
        : [],
      booths: [],
    };
    event.booths.push({
      id: opportunity.id,
      stand: opportunity.stand,
      surface: opportunity.surface,
      angles: opportunity.angles,
      status: displayedStatus(opportunity),
      timeline: boothTimeline(opportunity.etape, campaign?.acompte2 != null),
    });
    events.set(opportunity.campaign_id, event);
  }
  const rank = (event: EventBooths) => campaigns.findIndex((c) => c.id === event.campaignId);
  return [...events.values()].sort(
    (a, b) => Number(b.isUnlocked) - Number(a.isUnlocked) || rank(a) - rank(b),
  );
}
