// What the booth page shows (spec §2 pro/stand), from the signed-in exhibitor's data (spec §7):
// one booth per registration not canceled, with its status, its timeline and, once the event's
// 1st installment is paid, its guides and floor plan (spec §4, §6; the rules are the domain's).
import {
  boothTimeline,
  displayedStatus,
  isDeadlinePassed,
  isEventBoothUnlocked,
  isShownOnBoothPage,
  type BoothTimelineStep,
  type Campaign,
  type DisplayedStatus,
  type FloorPlan,
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
  /** The event's floor plan once its 1st installment is paid (spec §4); null if none yet. */
  floorPlan: FloorPlan | null;
  booths: Booth[];
}

export interface BoothData {
  campaigns: readonly Campaign[];
  opportunities: RebookingOpportunities;
  payments: readonly Payment[];
  guides: readonly Guide[];
  /** The floor plans the API gives: those of the open events only (spec §4). */
  floorPlans: readonly FloorPlan[];
  /** The day the page is shown: shows already over come last. */
  now: Date;
}

/**
 * The events with a booth: the shows to come first, the open ones (1st installment paid) before
 * the locked ones, then by date; the shows already over last.
 */
export function eventsOf({
  campaigns,
  opportunities,
  payments,
  guides,
  floorPlans,
  now,
}: BoothData): EventBooths[] {
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
      floorPlan: isUnlocked
        ? (floorPlans.find((plan) => plan.campaign_id === opportunity.campaign_id) ?? null)
        : null,
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
  const campaignOf = (event: EventBooths) => campaigns.find((c) => c.id === event.campaignId);
  const isOver = (event: EventBooths) => {
    const campaign = campaignOf(event);
    return campaign ? isDeadlinePassed(campaign.event_end_date, now) : false;
  };
  const start = (event: EventBooths) => campaignOf(event)?.event_start_date ?? '';
  return [...events.values()].sort(
    (a, b) =>
      Number(isOver(a)) - Number(isOver(b)) ||
      Number(b.isUnlocked) - Number(a.isUnlocked) ||
      start(a).localeCompare(start(b)),
  );
}
