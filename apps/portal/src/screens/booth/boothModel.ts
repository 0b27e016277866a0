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
  campaignId: string;
  eventName: string;
  /** The show's dates as the organiser writes them. */
  dates: string | null;
  stand: string | null;
  surface: number;
  angles: number;
  status: DisplayedStatus | null;
  timeline: BoothTimelineStep[];
  /** The event's 1st installment is paid: booth management and guides open. */
  isUnlocked: boolean;
  /** The event's guides, in the order of spec §2 (empty while locked). */
  guides: Guide[];
}

export interface BoothData {
  campaigns: readonly Campaign[];
  opportunities: RebookingOpportunities;
  payments: readonly Payment[];
  guides: readonly Guide[];
}

/** The booths, the events' order of the campaigns list, the open ones first. */
export function boothsOf({ campaigns, opportunities, payments, guides }: BoothData): Booth[] {
  const all: Opportunity[] = [
    ...opportunities.progressOpportunities,
    ...opportunities.rebookingOpportunities,
  ].filter((opportunity, index, list) => list.findIndex((o) => o.id === opportunity.id) === index);
  const booths = all.filter(isShownOnBoothPage).map((opportunity): Booth => {
    const campaign = campaigns.find((candidate) => candidate.id === opportunity.campaign_id);
    const isUnlocked = isEventBoothUnlocked(opportunity.campaign_id, all, payments);
    return {
      id: opportunity.id,
      campaignId: opportunity.campaign_id,
      eventName: opportunity.event_name,
      dates: campaign?.dates ?? null,
      stand: opportunity.stand,
      surface: opportunity.surface,
      angles: opportunity.angles,
      status: displayedStatus(opportunity),
      timeline: boothTimeline(opportunity.etape, campaign?.acompte2 != null),
      isUnlocked,
      guides: isUnlocked
        ? guides.filter((guide) => guide.campaign_id === opportunity.campaign_id)
        : [],
    };
  });
  const rank = (booth: Booth) => campaigns.findIndex((c) => c.id === booth.campaignId);
  return booths.sort((a, b) => Number(b.isUnlocked) - Number(a.isUnlocked) || rank(a) - rank(b));
}
