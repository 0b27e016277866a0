// Registration, account initialisation and the first-registration request (spec §2, §3, §5, §7).
import { z } from 'zod/mini';
import {
  checkCompanyOrAccount,
  emailSchema,
  optionalString,
  requiredString,
  siretSchema,
  surfaceSchema,
  termsAcceptedSchema,
  urlSchema,
  withNewPassword,
} from '../validation';
import { idSchema, linkTokenSchema, productGenderSchema, roleSchema } from './common';
import { registrationContactSchema } from './contact';

/**
 * init-register (spec §7: email, first, role). The first step of registration and of the
 * account-initialisation links pro/init/{sfid} and guest/init/{sfid} (spec §2). Reading of the
 * spec's `first`: the contact's first name; `sfid`, when the page was opened from an init link, is
 * the CRM contact id whose details prefill the form.
 */
export const initRegisterRequestSchema = z.object({
  email: emailSchema,
  first: requiredString,
  role: roleSchema,
  sfid: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});
export type InitRegisterRequest = z.infer<typeof initRegisterRequestSchema>;
export const initRegisterResponseSchema = z.object({
  /** Carries the registration from step to step; expires with the registration. */
  registration_token: z.string(),
  /** Known details of the contact (from the CRM for an init link), to prefill the form. */
  prefill: z.partial(registrationContactSchema),
});
export type InitRegisterResponse = z.infer<typeof initRegisterResponseSchema>;

/** Company details of a registration: an existing account picked, or new company details. */
export const registrationCompanySchema = z.object({
  name: optionalString,
  street: optionalString,
  additional_address: optionalString,
  city: optionalString,
  postalCode: optionalString,
  country: optionalString,
  industry: optionalString,
  tva: optionalString,
  siret: z.optional(siretSchema),
  website: z.optional(urlSchema),
  instagram: z.optional(urlSchema),
  size: optionalString,
  shop: optionalString,
  brand: optionalString,
  wholesale_price: optionalString,
  retail_price: optionalString,
  manufacture_country: optionalString,
  product_category: optionalString,
  product_gender: z.optional(productGenderSchema),
  eco_responsible: z.optional(z.boolean()),
  other_shows: optionalString,
  marketplace_presence: z.optional(z.boolean()),
  marketplace_url: z.optional(urlSchema),
  marketplace_reason: optionalString,
});
export type RegistrationCompany = z.infer<typeof registrationCompanySchema>;

/** valid-infos-register (spec §7, payload not shown): the contact, and the company or account. */
export const validInfosRegisterRequestSchema = z
  .object({
    registration_token: linkTokenSchema,
    contact: registrationContactSchema,
    account_id: z.optional(idSchema),
    company: z.optional(registrationCompanySchema),
  })
  .check(
    z.superRefine((value, ctx) => {
      // Visitors (role visiteur) register with a company name only; the full company rule of
      // spec §5 is checked by the API for exhibitors, whose role the registration token carries.
      if (!value.account_id && !value.company?.name) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.account_required',
          path: ['account_id'],
        });
      }
    }),
  );
export type ValidInfosRegisterRequest = z.infer<typeof validInfosRegisterRequestSchema>;

/** valid-pwd-register (spec §7, payload not shown): the password, its confirmation, the terms. */
export const validPwdRegisterRequestSchema = withNewPassword(
  { registration_token: linkTokenSchema },
  { terms: termsAcceptedSchema },
);
export type ValidPwdRegisterRequest = z.infer<typeof validPwdRegisterRequestSchema>;
/** Registration done: a verification email went to this address (spec §2 confirm-register). */
export const registrationDoneSchema = z.object({ email: z.string(), role: roleSchema });
export type RegistrationDone = z.infer<typeof registrationDoneSchema>;

/**
 * valid-tmp-register (spec §2 pro/tmp-register, §7 payload not shown): a temporary exhibitor
 * registration in one step, for an exhibitor invited to a show before their company is set up.
 */
export const validTmpRegisterRequestSchema = withNewPassword(
  {
    contact: registrationContactSchema,
    company_name: requiredString,
    campaign_id: z.optional(idSchema),
  },
  { terms: termsAcceptedSchema },
);
export type ValidTmpRegisterRequest = z.infer<typeof validTmpRegisterRequestSchema>;

/** sf/check-contact (spec §7, §8 'first check'): is there a contact for this email? */
export const checkContactRequestSchema = z.object({ email: emailSchema, role: roleSchema });
export const checkContactResponseSchema = z.object({
  /** `account`: log in; `no_portal_account`: use forgot password to initialise access (spec §8). */
  status: z.enum(['account', 'no_portal_account']),
});
export type CheckContactResponse = z.infer<typeof checkContactResponseSchema>;

/** The first-registration form's variants (spec §2: the Matter and Shape one forces English). */
export const firstRegistrationVariants = ['default', 'matter_and_shape'] as const;

/** Minimum desired surface in m² when no parameter is given (spec §9: 'value not shown'). */
export const DEFAULT_MIN_SURFACE_M2 = 9;

/**
 * first-register (spec §2 'Registration request', §5): company details, commercial information,
 * main activity, further information, about you, events of interest, specific request, desired
 * surface area, optional contact with a sales representative, terms.
 */
export function firstRegistrationRequestSchema(minSurface = DEFAULT_MIN_SURFACE_M2) {
  return z
    .object({
      variant: z._default(z.enum(firstRegistrationVariants), 'default'),
      account_id: z.optional(idSchema),
      company: registrationCompanySchema,
      main_activity: requiredString,
      further_information: optionalString,
      contact: z.extend(registrationContactSchema, {
        who_are_you: optionalString,
      }),
      events_of_interest: z
        .array(idSchema)
        .check(z.minLength(1, { error: 'validation.mandatory' }), z.maxLength(20)),
      specific_request: z.optional(
        z.string().check(z.trim(), z.maxLength(5000, { error: 'validation.too_long' })),
      ),
      desired_surface: surfaceSchema(minSurface),
      sales_contact: z._default(z.boolean(), false),
      sales_representative: optionalString,
      terms: termsAcceptedSchema,
    })
    .check(
      z.superRefine((value, ctx) =>
        checkCompanyOrAccount({ account_id: value.account_id, company: value.company }, ctx),
      ),
    );
}
export type FirstRegistrationRequest = z.infer<ReturnType<typeof firstRegistrationRequestSchema>>;
export const firstRegistrationResponseSchema = z.object({
  request_id: z.string(),
  /** Spec §1: a reply is promised within 72 hours. */
  reply_within_hours: z.literal(72),
});
