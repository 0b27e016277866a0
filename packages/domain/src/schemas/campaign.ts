// Campaigns (trade-show editions) and their members (spec §3).
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, percentSchema } from './common';

/** A dated switch (spec §3: end_rebooking {enable, date}). */
export const datedSwitchSchema = z.object({
  enable: z.boolean(),
  date: z.nullable(isoDateSchema),
});

/** The early-booking deadlines of spec §9, in order. */
export const earlyBookingDeadlineNames = ['first', 'second', 'last'] as const;
export type EarlyBookingDeadlineName = (typeof earlyBookingDeadlineNames)[number];

/**
 * An early-booking deadline. Spec §9 gives three deadlines (first, second, last) and no rate: each
 * campaign carries its own rate per deadline, in percent of the total excluding VAT.
 */
export const earlyBookingDeadlineSchema = z.object({
  name: z.enum(earlyBookingDeadlineNames),
  date: isoDateSchema,
  rate: percentSchema,
});
export type EarlyBookingDeadline = z.infer<typeof earlyBookingDeadlineSchema>;

/** spec §3 early_booking {enable, date}, with the deadlines of §9; `date` is the last deadline. */
export const earlyBookingSchema = z.extend(datedSwitchSchema, {
  deadlines: z.array(earlyBookingDeadlineSchema).check(z.maxLength(3)),
});

/** A campaign (spec §3). Active if now is between start_date and end_date (see rules). */
export const campaignSchema = z.object({
  id: idSchema,
  name: z.string(),
  event_name: z.string(),
  /** The show's dates as the organiser writes them, e.g. '6 – 9 mars 2027'. */
  dates: z.string(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  /** The show's own days, for the deadlines calendar. */
  event_start_date: isoDateSchema,
  event_end_date: isoDateSchema,
  venue: z.nullable(z.string()),
  website_url: z.nullable(z.string()),
  /** 1st installment, percent of the total including VAT, due at registration (spec §9). */
  acompte1: percentSchema,
  /** Optional 2nd installment, percent, due on date_acompte2 (spec §9). */
  acompte2: z.nullable(percentSchema),
  date_acompte2: z.nullable(isoDateSchema),
  date_solde: isoDateSchema,
  end_rebooking: datedSwitchSchema,
  early_booking: earlyBookingSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** list-campaigns (spec §7, response not shown): the campaigns open to registration requests. */
export const publicCampaignSchema = z.pick(campaignSchema, {
  id: true,
  name: true,
  event_name: true,
  dates: true,
  start_date: true,
  end_date: true,
  event_start_date: true,
  event_end_date: true,
  venue: true,
  website_url: true,
});
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;

/** A campaign member: a badge holder of the company for a campaign (spec §3). */
export const campaignMemberSchema = z.object({
  id: idSchema,
  name: z.string(),
  categorie_inscription: z.string(),
  badge_url: z.nullable(z.string()),
});
export type CampaignMember = z.infer<typeof campaignMemberSchema>;
