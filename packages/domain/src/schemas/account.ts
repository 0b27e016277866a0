// Account or company (spec §3) and its updates (spec §3, §7).
import { z } from 'zod/mini';
import { optionalString, requiredString, shouldSendBrandUpdate, urlSchema } from '../validation';
import { languageSchema, productGenderSchema } from './common';

/** A brand of the company, identified by its token (spec §3). */
export const brandSchema = z.object({
  token: z.string(),
  name: z.string(),
  website: z.nullable(z.string()),
  instagram: z.nullable(z.string()),
});
export type Brand = z.infer<typeof brandSchema>;

/** Billing address (spec §3, `user.account.billing_address`). */
export const billingAddressSchema = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** Every field of the account or company of spec §3. */
export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.nullable(z.string()),
  additional_address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  country: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  siret: z.nullable(z.string()),
  tva: z.nullable(z.string()),
  website: z.nullable(z.string()),
  instagram: z.nullable(z.string()),
  size: z.nullable(z.string()),
  shop: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  wholesale_price: z.nullable(z.string()),
  retail_price: z.nullable(z.string()),
  manufacture_country: z.nullable(z.string()),
  product_category: z.nullable(z.string()),
  product_gender: z.nullable(productGenderSchema),
  eco_responsible: z.nullable(z.boolean()),
  other_shows: z.nullable(z.string()),
  marketplace_presence: z.nullable(z.boolean()),
  marketplace_url: z.nullable(z.string()),
  marketplace_reason: z.nullable(z.string()),
  sf_account_id: z.nullable(z.string()),
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
    token: z.string().check(z.minLength(1), z.maxLength(128)),
    website: z.optional(urlSchema),
    instagram: z.optional(urlSchema),
  })
  .check(
    z.refine((value) => shouldSendBrandUpdate(value), {
      error: 'validation.no_changes',
      path: ['website'],
    }),
  );
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;

/** A company found by the company-existence check (spec §2). */
export const accountMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  country: z.nullable(z.string()),
  /** The SIRET's last five digits only: enough to tell two establishments apart. */
  siret_end: z.nullable(z.string()),
});
export type AccountMatch = z.infer<typeof accountMatchSchema>;

/** search-account (spec §7, payload not shown): a company name or SIRET, and a country. */
export const searchAccountRequestSchema = z.object({
  query: z
    .string()
    .check(z.trim(), z.minLength(2, { error: 'validation.required' }), z.maxLength(120)),
  country: optionalString,
});
export const searchAccountResponseSchema = z.object({
  accounts: z.array(accountMatchSchema).check(z.maxLength(50)),
});
export type SearchAccountResponse = z.infer<typeof searchAccountResponseSchema>;
