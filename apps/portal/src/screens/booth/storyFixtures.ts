// The booth page's story data (spec §2 pro/stand): the dashboard's fixtures of @salon/domain and
// the guides of the spring show, seen on the fixtures' day.
import type { FloorPlan, Guide, GuideKind } from '@salon/domain';
import {
  autumnCampaign,
  emptyData,
  firstInstallmentPaid,
  manyStages,
  overdueFirstInstallment,
  signedAutumn,
  springCampaign,
  storyNow,
} from '@salon/domain/fixtures';
import { eventsOf, type BoothData } from './boothModel';
import type { StandState } from './StandView';
import { standStateOf } from './StandView';

const guide = (kind: GuideKind, fr: string, en: string | null, size: number): Guide => ({
  campaign_id: springCampaign.id,
  kind,
  languages: en ? ['fr', 'en'] : ['fr'],
  filenames: en ? { fr, en } : { fr },
  sizes: en ? { fr: size, en: size + 512 } : { fr: size },
  updated_at: '2026-01-10T09:00:00.000Z',
});

/** The spring show's four guides; the insurer's conditions exist in French only. */
export const springGuides: Guide[] = [
  guide('exhibitor_guide', 'guide-exposant.pdf', 'exhibitor-guide.pdf', 10_240),
  guide('practical_information', 'informations-pratiques.pdf', 'practical-information.pdf', 8_192),
  guide('theft_insurance', 'vol-et-assurance.pdf', null, 6_144),
  guide('user_guide', 'guide-utilisateur.pdf', 'user-guide.pdf', 2_411_724),
];

/** The spring show's floor plan: the hall's PDF the sales team uploaded. */
export const springPlan: FloorPlan = {
  campaign_id: springCampaign.id,
  url: null,
  filename: 'plan-hall-7.pdf',
  content_type: 'application/pdf',
  size: 14_336,
  updated_at: '2026-01-10T09:00:00.000Z',
};

/** The autumn show's floor plan: the organiser's interactive plan. */
export const autumnPlan: FloorPlan = {
  campaign_id: autumnCampaign.id,
  url: 'https://plan.example.org/automne-2026',
  filename: null,
  content_type: null,
  size: null,
  updated_at: '2026-01-10T09:00:00.000Z',
};

const state = (data: Omit<BoothData, 'now'>): StandState =>
  standStateOf(eventsOf({ ...data, now: storyNow }));

/** The spring show's 1st installment paid (booth open, guides, `floorPlans`), the autumn one's not. */
const springOpen = (floorPlans: FloorPlan[]): StandState =>
  state({
    campaigns: [springCampaign, autumnCampaign],
    opportunities: {
      rebookingOpportunities: [],
      progressOpportunities: [signedAutumn, firstInstallmentPaid],
    },
    payments: manyStages.payments,
    guides: springGuides,
    floorPlans,
  });

/** The spring show open with its hall's PDF plan, the autumn one locked. */
export const readyState = springOpen([springPlan]);

/** The spring show open, its floor plan the organiser's interactive plan. */
export const interactivePlanState = springOpen([{ ...autumnPlan, campaign_id: springCampaign.id }]);

/** The spring show open, no floor plan uploaded yet. */
export const noPlanState = springOpen([]);

/** Signed, the 1st installment overdue: the booth shows, locked. */
export const lockedState = state({ ...overdueFirstInstallment, guides: [], floorPlans: [] });

export const emptyState = state({ ...emptyData, guides: [], floorPlans: [] });
