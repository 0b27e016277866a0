// The endpoint table: every call of spec §7 as data, plus the calls the contract adds where the
// spec says 'not shown' (card payment start, transfer cancellation, operator actions). The API
// server registers its routes from it and the portal's client builds its calls from it, so the
// two cannot drift (ARCHITECTURE.md, 'How data flows').
import { z } from 'zod/mini';
import {
  companySchema,
  accountUpdateSchema,
  brandUpdateSchema,
  searchAccountRequestSchema,
  searchAccountResponseSchema,
} from './schemas/account';
import {
  cardPaymentRequestSchema,
  cardPaymentResponseSchema,
  invoiceSchema,
  paymentSchema,
  paymentNotificationSchema,
  pendingTransferSchema,
  transactionSchema,
  transactionUpdateRequestSchema,
  transferCancelRequestSchema,
  transferRequestSchema,
} from './schemas/billing';
import { campaignMemberSchema, campaignSchema, publicCampaignSchema } from './schemas/campaign';
import { idSchema, okSchema } from './schemas/common';
import type { Role } from './schemas/common';
import {
  clientTokenSchema,
  contactFormSchema,
  contactUpdateSchema,
  forgotPasswordRequestSchema,
  getTokenRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  passwordChangeSchema,
  refreshTokenRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  tokensSchema,
  userSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from './schemas/contact';
import {
  contactActivationSchema,
  firstRegistrationDecisionSchema,
  firstRegistrationSummarySchema,
  idParamsSchema,
  inactiveContactSchema,
  operatorOverviewSchema,
  quoteRevisionSchema,
  transferReceivedSchema,
} from './schemas/operator';
import {
  rebookingOpportunitiesSchema,
  rebookingQuoteSchema,
  rebookingQuoteUpdateResponseSchema,
  rebookingQuoteUpdateSchema,
} from './schemas/opportunity';
import { picklistParamsSchema, picklistsResponseSchema } from './schemas/picklist';
import {
  checkContactRequestSchema,
  checkContactResponseSchema,
  firstRegistrationRequestSchema,
  firstRegistrationResponseSchema,
  initRegisterRequestSchema,
  initRegisterResponseSchema,
  registrationDoneSchema,
  validInfosRegisterRequestSchema,
  validPwdRegisterRequestSchema,
  validTmpRegisterRequestSchema,
} from './schemas/registration';

/** API base path (spec §7: the provider's API version 1). */
export const API_BASE_PATH = '/api/v1';

/**
 * A cookie the server sets beside the HttpOnly refresh-token cookie, with the same lifetime, and
 * clears with it (ARCHITECTURE.md security decisions). It holds no secret, only `1`: the portal
 * reads it to know whether a session may be restored, so an anonymous visit makes no refresh
 * call that can only fail (spec §4 Session: restore or anonymous).
 */
export const SESSION_HINT_COOKIE = 'salon_session';

/**
 * Which token a call needs (spec §7): `none` (login sends no header), `client` (the public client
 * token), `user` (the signed-in user's token), `operator` (the sales team's key, added),
 * `provider` (a payment provider's signed notification, added).
 */
export type TokenKind = 'none' | 'client' | 'user' | 'operator' | 'provider';

export interface EndpointDefinition {
  readonly method: 'GET' | 'POST';
  /** Path under API_BASE_PATH; parameters as `:name`. */
  readonly path: string;
  readonly auth: TokenKind;
  /** Roles allowed, for user calls limited to a role (spec §6); the API answers 403 otherwise. */
  readonly roles?: readonly Role[];
  /** Body encoding: spec §7 gives get-token and refresh-token as forms. */
  readonly body?: 'json' | 'form';
  readonly params?: z.ZodMiniType;
  readonly request?: z.ZodMiniType;
  /** The `data` of the answer, or 'binary' for a file (invoice PDF). */
  readonly response: z.ZodMiniType | 'binary';
  /** Limited per IP and per account; over the limit the API answers 429 (ARCHITECTURE.md). */
  readonly rateLimited?: boolean;
  /** Not in spec §7: added by this contract where the spec says 'not shown'. */
  readonly added?: boolean;
}

const exhibitor = ['exposant'] as const satisfies readonly Role[];

export const endpoints = {
  // --- With the client token (spec §7) -----------------------------------------------------
  getToken: {
    method: 'POST',
    path: '/get-token',
    auth: 'none',
    body: 'form',
    request: getTokenRequestSchema,
    response: clientTokenSchema,
  },
  refreshToken: {
    method: 'POST',
    path: '/refresh-token',
    auth: 'none',
    body: 'form',
    request: refreshTokenRequestSchema,
    response: tokensSchema,
  },
  initRegister: {
    method: 'POST',
    path: '/init-register',
    auth: 'client',
    request: initRegisterRequestSchema,
    response: initRegisterResponseSchema,
    rateLimited: true,
  },
  validInfosRegister: {
    method: 'POST',
    path: '/valid-infos-register',
    auth: 'client',
    request: validInfosRegisterRequestSchema,
    response: okSchema,
    rateLimited: true,
  },
  validPwdRegister: {
    method: 'POST',
    path: '/valid-pwd-register',
    auth: 'client',
    request: validPwdRegisterRequestSchema,
    response: registrationDoneSchema,
    rateLimited: true,
  },
  validTmpRegister: {
    method: 'POST',
    path: '/valid-tmp-register',
    auth: 'client',
    request: validTmpRegisterRequestSchema,
    response: registrationDoneSchema,
    rateLimited: true,
  },
  firstRegister: {
    method: 'POST',
    path: '/first-register',
    auth: 'client',
    request: firstRegistrationRequestSchema(),
    response: firstRegistrationResponseSchema,
    rateLimited: true,
  },
  searchAccount: {
    method: 'POST',
    path: '/search-account',
    auth: 'client',
    request: searchAccountRequestSchema,
    response: searchAccountResponseSchema,
    rateLimited: true,
  },
  checkContact: {
    method: 'POST',
    path: '/sf/check-contact',
    auth: 'client',
    request: checkContactRequestSchema,
    response: checkContactResponseSchema,
    rateLimited: true,
  },
  forgotPassword: {
    method: 'POST',
    path: '/forgot-password',
    auth: 'client',
    request: forgotPasswordRequestSchema,
    response: okSchema,
    rateLimited: true,
  },
  resetPassword: {
    method: 'POST',
    path: '/reset-password',
    auth: 'client',
    request: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
    rateLimited: true,
  },
  verifyEmail: {
    method: 'POST',
    path: '/verified-email',
    auth: 'client',
    request: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
    rateLimited: true,
  },
  resendVerificationEmail: {
    method: 'POST',
    path: '/resend-verified-email',
    auth: 'client',
    request: resendVerificationRequestSchema,
    response: okSchema,
    rateLimited: true,
  },
  picklists: {
    method: 'GET',
    path: '/picklists/:sobject/:fields',
    auth: 'client',
    params: picklistParamsSchema,
    response: picklistsResponseSchema,
  },
  listCampaigns: {
    method: 'GET',
    path: '/list-campaigns',
    auth: 'client',
    response: z.array(publicCampaignSchema),
  },

  // --- With the user token (spec §7) -------------------------------------------------------
  login: {
    method: 'POST',
    path: '/login',
    auth: 'none',
    request: loginRequestSchema,
    response: loginResponseSchema,
    rateLimited: true,
  },
  ssoLogin: {
    method: 'POST',
    path: '/pro/sso-login-form',
    auth: 'client',
    request: z.object({ saml: z.string().check(z.minLength(1), z.maxLength(8192)) }),
    response: loginResponseSchema,
    rateLimited: true,
  },
  logout: { method: 'POST', path: '/logout', auth: 'user', response: okSchema },
  me: { method: 'GET', path: '/me', auth: 'user', response: userSchema },
  updateMe: {
    method: 'POST',
    path: '/me',
    auth: 'user',
    request: contactUpdateSchema,
    response: userSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/me/password',
    auth: 'user',
    request: passwordChangeSchema,
    response: okSchema,
    rateLimited: true,
  },
  updateAccount: {
    method: 'POST',
    path: '/me/account',
    auth: 'user',
    request: accountUpdateSchema,
    response: companySchema,
  },
  updateBrand: {
    method: 'POST',
    path: '/me/brand',
    auth: 'user',
    request: brandUpdateSchema,
    response: companySchema,
  },
  account: { method: 'GET', path: '/me/account', auth: 'user', response: companySchema },
  contact: {
    method: 'POST',
    path: '/me/contact',
    auth: 'user',
    request: contactFormSchema,
    response: okSchema,
    rateLimited: true,
  },
  campaigns: {
    method: 'GET',
    path: '/me/campaigns',
    auth: 'user',
    response: z.array(campaignSchema),
  },
  campaignMembers: {
    method: 'GET',
    path: '/me/campaigns-members/:cid',
    auth: 'user',
    params: z.object({ cid: idSchema }),
    response: z.array(campaignMemberSchema),
  },
  invoices: {
    method: 'GET',
    path: '/me/invoices',
    auth: 'user',
    roles: exhibitor,
    response: z.array(invoiceSchema),
  },
  invoicePdf: {
    method: 'GET',
    path: '/me/invoice_pdf/:id',
    auth: 'user',
    roles: exhibitor,
    params: idParamsSchema,
    response: 'binary',
  },
  payments: {
    method: 'GET',
    path: '/me/payments',
    auth: 'user',
    roles: exhibitor,
    response: z.array(paymentSchema),
  },
  rebookingOpportunities: {
    method: 'POST',
    path: '/me/rebooking-opportunities',
    auth: 'user',
    roles: exhibitor,
    response: rebookingOpportunitiesSchema,
  },
  rebookingQuote: {
    method: 'GET',
    path: '/me/rebooking-devis/:id',
    auth: 'user',
    roles: exhibitor,
    params: idParamsSchema,
    response: rebookingQuoteSchema,
  },
  rebookingQuoteUpdate: {
    method: 'POST',
    path: '/me/rebooking-devis-update',
    auth: 'user',
    roles: exhibitor,
    request: rebookingQuoteUpdateSchema,
    response: rebookingQuoteUpdateResponseSchema,
  },
  transactionUpdate: {
    method: 'POST',
    path: '/transaction-update',
    auth: 'user',
    roles: exhibitor,
    request: transactionUpdateRequestSchema,
    response: transactionSchema,
  },
  transactionUpdateTransfer: {
    method: 'POST',
    path: '/transaction-update-transfer',
    auth: 'user',
    roles: exhibitor,
    request: transferRequestSchema,
    response: pendingTransferSchema,
  },

  // --- Added by the contract (spec §7 'not shown') -----------------------------------------
  cardPayment: {
    method: 'POST',
    path: '/transaction-create',
    auth: 'user',
    roles: exhibitor,
    request: cardPaymentRequestSchema,
    response: cardPaymentResponseSchema,
    added: true,
  },
  transferCancel: {
    method: 'POST',
    path: '/transaction-cancel-transfer',
    auth: 'user',
    roles: exhibitor,
    request: transferCancelRequestSchema,
    response: pendingTransferSchema,
    added: true,
  },
  paymentNotification: {
    method: 'POST',
    path: '/payments/notification',
    auth: 'provider',
    request: paymentNotificationSchema,
    response: okSchema,
    added: true,
  },
  operatorOverview: {
    method: 'GET',
    path: '/operator/overview',
    auth: 'operator',
    response: operatorOverviewSchema,
    added: true,
  },
  operatorActivateContact: {
    method: 'POST',
    path: '/operator/contacts/:id/activate',
    auth: 'operator',
    params: idParamsSchema,
    request: contactActivationSchema,
    response: inactiveContactSchema,
    added: true,
  },
  operatorFirstRegistrations: {
    method: 'GET',
    path: '/operator/first-registrations',
    auth: 'operator',
    response: z.array(firstRegistrationSummarySchema),
    added: true,
  },
  operatorFirstRegistrationDecision: {
    method: 'POST',
    path: '/operator/first-registrations/:id/decision',
    auth: 'operator',
    params: idParamsSchema,
    request: firstRegistrationDecisionSchema,
    response: firstRegistrationSummarySchema,
    added: true,
  },
  operatorReviseQuote: {
    method: 'POST',
    path: '/operator/opportunities/:id/revise-quote',
    auth: 'operator',
    params: idParamsSchema,
    request: quoteRevisionSchema,
    response: rebookingQuoteSchema,
    added: true,
  },
  operatorTransferReceived: {
    method: 'POST',
    path: '/operator/transfers/:id/received',
    auth: 'operator',
    params: idParamsSchema,
    request: transferReceivedSchema,
    response: pendingTransferSchema,
    added: true,
  },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type RequestOf<E> = E extends { request: infer S extends z.ZodMiniType } ? z.input<S> : undefined;
type ParamsOf<E> = E extends { params: infer S extends z.ZodMiniType } ? z.input<S> : undefined;
type ResponseOf<E> = E extends { response: infer S extends z.ZodMiniType } ? z.output<S> : Blob;

/** What a call sends in its body (before parsing). */
export type EndpointRequest<N extends EndpointName> = RequestOf<Endpoints[N]>;
/** Its path parameters. */
export type EndpointParams<N extends EndpointName> = ParamsOf<Endpoints[N]>;
/** What its answer's `data` holds once parsed. */
export type EndpointResponse<N extends EndpointName> = ResponseOf<Endpoints[N]>;

/** Fills the `:name` parameters of a path, URI-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
