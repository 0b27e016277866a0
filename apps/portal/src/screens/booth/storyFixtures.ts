// The booth page's story data (spec §2 pro/stand): the dashboard's fixtures of @salon/domain and
// the guides of the spring show, seen on the fixtures' day.
import type { Guide, GuideKind } from '@salon/domain';
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

const state = (data: Omit<BoothData, 'now'>): StandState =>
  standStateOf(eventsOf({ ...data, now: storyNow }));

/** The spring show's 1st installment paid (booth open, guides), the autumn one's not yet. */
export const readyState = state({
  campaigns: [springCampaign, autumnCampaign],
  opportunities: {
    rebookingOpportunities: [],
    progressOpportunities: [signedAutumn, firstInstallmentPaid],
  },
  payments: manyStages.payments,
  guides: springGuides,
});

/** Signed, the 1st installment overdue: the booth shows, locked. */
export const lockedState = state({ ...overdueFirstInstallment, guides: [] });

export const emptyState = state({ ...emptyData, guides: [] });
