// The scale seed's shows (docs/performance.md "The scale seed"): six editions over three years,
// two a year, the last one open (its installments due and coming), the five before it held.
// Dates are relative to the seeding day, as the demo's are.
import { addDays } from '@salon/domain';
import type { CampaignRow } from '../../infra/db/rows';

/** How many days before (negative) or after the seeding day each edition's show opens. */
const EVENT_OFFSETS = [-930, -750, -565, -385, -200, 110] as const;

export function scaleCampaigns(today: string): CampaignRow[] {
  return EVENT_OFFSETS.map((offset, index) => {
    const day = (delta: number) => addDays(today, offset + delta);
    const spring = index % 2 === 0;
    const name = spring ? 'Salon Printemps' : 'Salon Automne';
    const year = day(0).slice(0, 4);
    return {
      id: `camp-scale-${index + 1}`,
      name,
      eventName: `${name} ${year}`,
      dates: `${day(0)} – ${day(3)}`,
      startDate: day(-320),
      endDate: day(3),
      eventStartDate: day(0),
      eventEndDate: day(3),
      venue: `Paris Expo Porte de Versailles, Hall ${spring ? 7 : 5}`,
      websiteUrl: `https://salon.test/${spring ? 'printemps' : 'automne'}-${year}`,
      acompte1: 30,
      acompte2: 30,
      dateAcompte2: day(-90),
      dateSolde: day(-45),
      endRebookingEnabled: false,
      endRebookingDate: null,
      earlyBookingEnabled: true,
      earlyBookingDate: day(-200),
      earlyBookingDeadlines: [
        { name: 'first', date: day(-280), rate: 8 },
        { name: 'second', date: day(-240), rate: 4 },
        { name: 'last', date: day(-200), rate: 2 },
      ],
      openForRegistration: offset > 0,
    };
  });
}
