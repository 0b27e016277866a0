// Shared wire types of the contract (spec §3, §7).
import { z } from 'zod/mini';
import { languages } from '../messages/types';
import { hasAtMostDecimals } from '../rules/money';
import { choiceSchema } from '../validation';

/** Account types sent at login and registration (spec §6). */
export const roles = ['exposant', 'visiteur'] as const;
export const roleSchema = choiceSchema(roles);
export type Role = (typeof roles)[number];

export const languageSchema = choiceSchema(languages);

/** Salutation (spec §3: Ms, Mrs, Mr). */
export const salutations = ['Ms', 'Mrs', 'Mr'] as const;
export const salutationSchema = choiceSchema(salutations);
export type Salutation = (typeof salutations)[number];

/** Contact role options (spec §3, §6). */
export const contactRoles = [
  'Agent',
  'Decision maker',
  'Executive',
  'Service provider',
  'Other',
] as const;
export const contactRoleSchema = choiceSchema(contactRoles);
export type ContactRole = (typeof contactRoles)[number];

/** Gender of products (spec §3). */
export const productGenders = ['Woman', 'Man', 'Child', 'Mixed', 'Both'] as const;
export const productGenderSchema = choiceSchema(productGenders);

/** A calendar date, `YYYY-MM-DD`, read in Europe/Paris (docs/architecture.md "Dates"). */
export const isoDateSchema = z.iso.date({ error: 'validation.invalid' });
/** An instant, ISO 8601 with offset (docs/architecture.md "Dates"). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'validation.invalid' });

/**
 * Money: an integer number of euro cents, in the safe integer range (docs/architecture.md "Money").
 */
export const centsSchema = z.number().check(z.int());
/**
 * A percentage, 0 to 100, up to two decimals (installment percentages, discount rates): the
 * amounts are computed from it exactly, to the cent (rules/money.ts `percentOf`).
 */
export const percentSchema = z.number().check(
  z.gte(0),
  z.lte(100),
  z.refine((value) => hasAtMostDecimals(value, 2), { error: 'validation.percent_decimals' }),
);

/** An opaque identifier. */
export const idSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** A token carried by a link or a step (email link, registration, payment return): opaque. */
export const linkTokenSchema = z.string().check(z.minLength(1), z.maxLength(256));

/** Success envelope of every call (docs/api.md: `{ data }`). */
export function dataEnvelope<T extends z.core.$ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Answer of calls whose only result is that they worked. */
export const okSchema = z.object({ success: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;
