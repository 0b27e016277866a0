// The demo's campaigns (spec §3, §9; docs/api.md "Demo data"): two editions open, one past, their
// dates relative to the seeding day so every screen has something to show.
import type { Executor } from '../infra/db/client';
import { campaigns } from '../infra/db/schema';

export const DEMO_CAMPAIGNS = {
  spring: 'camp-printemps',
  autumn: 'camp-automne',
  past: 'camp-precedent',
} as const;

/** A Paris calendar day `offset` days from the seeding day. */
type Day = (offset: number) => string;

/** The spring edition: open, early-booking deadlines ahead, two installments before the balance. */
const spring = (day: Day) => ({
  id: DEMO_CAMPAIGNS.spring,
  name: 'Salon Printemps',
  eventName: `Salon Printemps ${day(120).slice(0, 4)}`,
  dates: `${day(120)} – ${day(123)}`,
  startDate: day(-90),
  endDate: day(123),
  eventStartDate: day(120),
  eventEndDate: day(123),
  venue: 'Paris Expo Porte de Versailles, Hall 7',
  websiteUrl: 'https://salon.test/printemps',
  acompte1: 30,
  acompte2: 30,
  dateAcompte2: day(40),
  dateSolde: day(90),
  endRebookingEnabled: true,
  endRebookingDate: day(25),
  earlyBookingEnabled: true,
  earlyBookingDate: day(50),
  earlyBookingDeadlines: [
    { name: 'first', date: day(10), rate: 10 },
    { name: 'second', date: day(30), rate: 5 },
    { name: 'last', date: day(50), rate: 2 },
  ],
  openForRegistration: true,
});

/** The autumn edition: open, one installment before the balance. */
const autumn = (day: Day) => ({
  id: DEMO_CAMPAIGNS.autumn,
  name: 'Salon Automne',
  eventName: `Salon Automne ${day(270).slice(0, 4)}`,
  dates: `${day(270)} – ${day(272)}`,
  startDate: day(-10),
  endDate: day(272),
  eventStartDate: day(270),
  eventEndDate: day(272),
  venue: 'Paris Expo Porte de Versailles, Hall 5',
  websiteUrl: 'https://salon.test/automne',
  acompte1: 50,
  acompte2: null,
  dateAcompte2: null,
  dateSolde: day(200),
  endRebookingEnabled: false,
  endRebookingDate: null,
  earlyBookingEnabled: true,
  earlyBookingDate: day(120),
  earlyBookingDeadlines: [
    { name: 'first', date: day(45), rate: 8 },
    { name: 'second', date: day(90), rate: 4 },
    { name: 'last', date: day(120), rate: 2 },
  ],
  openForRegistration: true,
});

/** The past edition (winter): closed to registration. */
const past = (day: Day) => ({
  id: DEMO_CAMPAIGNS.past,
  name: 'Salon Hiver',
  eventName: `Salon Hiver ${day(-40).slice(0, 4)}`,
  dates: `${day(-40)} – ${day(-38)}`,
  startDate: day(-300),
  endDate: day(-38),
  eventStartDate: day(-40),
  eventEndDate: day(-38),
  venue: 'Paris Expo Porte de Versailles, Hall 7',
  websiteUrl: 'https://salon.test/hiver',
  acompte1: 30,
  acompte2: 30,
  dateAcompte2: day(-150),
  dateSolde: day(-80),
  endRebookingEnabled: false,
  endRebookingDate: null,
  earlyBookingEnabled: false,
  earlyBookingDate: null,
  earlyBookingDeadlines: [],
  openForRegistration: false,
});

export async function seedCampaigns(tx: Executor, day: Day): Promise<void> {
  await tx.insert(campaigns).values([spring(day), autumn(day), past(day)]);
}
