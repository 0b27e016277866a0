// Badges and invitations (spec §2 pro/badges, me/badges; spec §3 campaign member).
import { z } from 'zod/mini';
import { MAX_BADGES_PER_FILE, invitationKinds } from '../rules/badges';
import { idSchema, isoDateTimeSchema } from './common';

/** The badges of one event chosen in the campaign badges modal, drawn in one file (spec §2). */
export const badgeSelectionSchema = z.object({
  cid: idSchema,
  ids: z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_BADGES_PER_FILE)),
});
export type BadgeSelection = z.infer<typeof badgeSelectionSchema>;

/**
 * One kind of invitation of an exhibitor for an event (spec §2 'buyer invitations, agent
 * invitations ... redirects to a ticketing platform'): the link to the ticketing platform carrying
 * the signed invitation code, and how many invitees registered with it.
 */
export const invitationSchema = z.object({
  kind: z.enum(invitationKinds),
  url: z.string(),
  used: z.number().check(z.int(), z.nonnegative()),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** How many earlier admissions a scan's answer lists, newest first. */
export const MAX_EARLIER_ADMISSIONS = 20;

/**
 * A badge code read by an entrance scanner, once verified, and the admission the scan recorded.
 * Re-entry is allowed and logged: a badge scanned before says so (`already_admitted`) with the
 * instants of its earlier admissions, newest first (at most MAX_EARLIER_ADMISSIONS), so the gate
 * sees a copied badge used twice.
 */
export const badgeCheckSchema = z.object({
  member_id: idSchema,
  campaign_id: idSchema,
  event_name: z.string(),
  name: z.string(),
  categorie_inscription: z.string(),
  /** This scan's admission. */
  admitted_at: isoDateTimeSchema,
  already_admitted: z.boolean(),
  /** Every admission of the badge, this one included. */
  admissions: z.number().check(z.int(), z.positive()),
  earlier_admissions: z.array(isoDateTimeSchema),
});
export type BadgeCheck = z.infer<typeof badgeCheckSchema>;

export const badgeCodeParamsSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(512)),
});
