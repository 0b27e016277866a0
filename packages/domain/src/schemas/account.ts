// Account or company (spec §3) and its updates (spec §3, §7).
import { z } from 'zod';
import { optionalString, requiredString, shouldSendBrandUpdate, urlSchema } from '../validation';
import { billingAddressSchema, brandSchema } from './contact';
import { languageSchema, productGenderSchema } from './common';

/** Every field of the account or company of spec §3. */
export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string().nullable(),
  additional_address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  industry: z.string().nullable(),
  siret: z.string().nullable(),
  tva: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  size: z.string().nullable(),
  shop: z.string().nullable(),
  brand: z.string().nullable(),
  wholesale_price: z.string().nullable(),
  retail_price: z.string().nullable(),
  manufacture_country: z.string().nullable(),
  product_category: z.string().nullable(),
  product_gender: productGenderSchema.nullable(),
  eco_responsible: z.boolean().nullable(),
  other_shows: z.string().nullable(),
  marketplace_presence: z.boolean().nullable(),
  marketplace_url: z.string().nullable(),
  marketplace_reason: z.string().nullable(),
  sf_account_id: z.string().nullable(),
  langue: languageSchema,
  billing_address: billingAddressSchema,
  brands: z.array(brandSchema),
});
export type Company = z.infer<typeof companySchema>;

/**
 * Account update (spec §3, §7 'PUT via POST /me/account'): street, city, postalCode, country,
 * langue, and tva only while the account has none (spec §5: VAT editable only if empty; the API
 * refuses a change of an existing VAT number with 'validation.vat_read_only').
 */
export const accountUpdateSchema = z.object({
  street: requiredString,
  city: requiredString,
  postalCode: requiredString,
  country: requiredString,
  langue: languageSchema,
  tva: optionalString,
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/**
 * Brand update (spec §3: token, website, instagram). Not sent when both are empty (spec §5): the
 * schema refuses it so that neither side can send or apply an empty update.
 */
export const brandUpdateSchema = z
  .object({
    token: z.string().min(1).max(128),
    website: urlSchema.optional(),
    instagram: urlSchema.optional(),
  })
  .refine((value) => shouldSendBrandUpdate(value), {
    error: 'validation.no_changes',
    path: ['website'],
  });
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;

/** A company found by the company-existence check (spec §2). */
export const accountMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  /** The SIRET's last five digits only: enough to tell two establishments apart. */
  siret_end: z.string().nullable(),
});
export type AccountMatch = z.infer<typeof accountMatchSchema>;

/** search-account (spec §7, payload not shown): a company name or SIRET, and a country. */
export const searchAccountRequestSchema = z.object({
  query: z.string().trim().min(2, { error: 'validation.required' }).max(120),
  country: optionalString,
});
export const searchAccountResponseSchema = z.object({
  accounts: z.array(accountMatchSchema).max(50),
});
export type SearchAccountResponse = z.infer<typeof searchAccountResponseSchema>;
