// Contact and auth state (spec §3, §7).
import { z } from 'zod/mini';
import {
  currentPasswordSchema,
  emailSchema,
  optionalString,
  requiredString,
  withNewPassword,
} from '../validation';
import { companySchema } from './account';
import {
  contactRoleSchema,
  languageSchema,
  linkTokenSchema,
  roleSchema,
  salutationSchema,
} from './common';

/**
 * The contact of the signed-in user (spec §3, `user.contact`). `fonction` is a value of the
 * Contact Fonction__c picklist (spec §3: it comes from the server).
 */
export const contactSchema = z.object({
  salutation: z.nullable(salutationSchema),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.string(),
  fonction: z.nullable(z.string()),
  langue: languageSchema,
  job: z.optional(z.nullable(z.string())),
  department: z.optional(z.nullable(z.string())),
  contact_role: z.optional(z.nullable(contactRoleSchema)),
});
export type Contact = z.infer<typeof contactSchema>;

/** The company of the signed-in user (spec §3, `user.account`). */
export const userAccountSchema = z.pick(companySchema, {
  name: true,
  tva: true,
  siret: true,
  langue: true,
  billing_address: true,
  brands: true,
});
export type UserAccount = z.infer<typeof userAccountSchema>;

/**
 * The user as the API returns it at login and on GET /me (spec §3 auth state). Tokens travel beside
 * it in the login answer; the refresh token of the portal never appears in a body
 * (docs/security.md).
 */
export const userSchema = z.object({
  id: z.string(),
  role: roleSchema,
  contact: contactSchema,
  account: z.nullable(userAccountSchema),
});
export type User = z.infer<typeof userSchema>;

/** Tokens (spec §3: access_token, refresh_token, expires_in in seconds). */
export const tokensSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().check(z.int(), z.positive()),
  /** Only for clients that cannot keep an HttpOnly cookie; never sent to the portal. */
  refresh_token: z.optional(z.string()),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** The client (public) token answer of get-token (spec §7). */
export const clientTokenSchema = z.omit(tokensSchema, { refresh_token: true });
export type ClientToken = z.infer<typeof clientTokenSchema>;

/** get-token form (spec §7: client id and secret). */
export const getTokenRequestSchema = z.object({
  client_id: z.string().check(z.minLength(1)),
  client_secret: z.string().check(z.minLength(1)),
  grant_type: z.optional(z.literal('client_credentials')),
});

/**
 * refresh-token form (spec §7: refresh_token, client id, secret). For the portal the refresh token
 * comes from its HttpOnly cookie, so the field is optional here (docs/security.md).
 */
export const refreshTokenRequestSchema = z.object({
  refresh_token: z.optional(z.string()),
  client_id: z.string().check(z.minLength(1)),
  client_secret: z.string().check(z.minLength(1)),
});

/** Login form (spec §3: email, password, role; §7: plus client id and secret). */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  role: roleSchema,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const loginRequestSchema = z.extend(loginFormSchema, {
  client_id: z.string().check(z.minLength(1)),
  client_secret: z.string().check(z.minLength(1)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login answer: the user and the tokens (spec §7 'returns data with user and tokens'). */
export const loginResponseSchema = z.object({ user: userSchema, tokens: tokensSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Contact update (spec §3, §7 'PUT via POST /me'): phone, mobile, salutation; exhibitors change
 * mobile and fonction (spec §2 'exhibitors may change job function and mobile'). The API applies
 * only the fields of the caller's role (`contactUpdateFields`).
 */
export const contactUpdateSchema = z.object({
  salutation: z.optional(salutationSchema),
  phone: optionalString,
  mobile: optionalString,
  fonction: optionalString,
});
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

/** Which contact fields each role may change (spec §3, §7). */
export const contactUpdateFields = {
  exposant: ['mobile', 'fonction'],
  visiteur: ['phone', 'mobile', 'salutation'],
} as const satisfies Record<'exposant' | 'visiteur', readonly (keyof ContactUpdate)[]>;

/** Password change (spec §3: oldpassword, password, password_confirmation). */
export const passwordChangeSchema = withNewPassword({ oldpassword: currentPasswordSchema });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Forgot password (spec §2, §7 'payload not shown'): the email and the role's login area. */
export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  role: roleSchema,
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** Reset password (spec §2 'token in query'; payload not shown): token and the new password. */
export const resetPasswordRequestSchema = withNewPassword({ token: linkTokenSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = z.object({ role: roleSchema, email: z.string() });

/** Email verification (spec §7: email, token). */
export const verifyEmailRequestSchema = z.object({
  email: emailSchema,
  token: linkTokenSchema,
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
/** 'Already processed counts as success' (spec §4): the answer says which. */
export const verifyEmailResponseSchema = z.object({
  status: z.enum(['verified', 'already_verified']),
  role: roleSchema,
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** Resend the verification email (spec §7: email, token, redirect_url to the login page). */
export const resendVerificationRequestSchema = z.object({
  email: emailSchema,
  token: z.optional(z.string().check(z.maxLength(256))),
  redirect_url: z.optional(z.string().check(z.maxLength(2048))),
});

/** Contact form (spec §2, §3): subject among six, message. */
export const contactSubjects = [
  'commercial',
  'exhibitor_account',
  'billing',
  'booth',
  'badges',
  'other',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];
export const contactFormSchema = z.object({
  subject: z.enum(contactSubjects, { error: 'validation.mandatory' }),
  message: z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(5000, { error: 'validation.too_long' }),
    ),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** Contact details asked at registration (spec §3 Contact). */
export const registrationContactSchema = z.object({
  salutation: salutationSchema,
  lastname: requiredString,
  firstname: requiredString,
  phone: requiredString,
  mobile: optionalString,
  email: emailSchema,
  fonction: optionalString,
  job: optionalString,
  department: optionalString,
  contact_role: z.optional(contactRoleSchema),
  langue: z.optional(languageSchema),
});
export type RegistrationContact = z.infer<typeof registrationContactSchema>;
