// The calls of spec §7 made with the client token (or none, for get-token and refresh-token).
import { z } from 'zod/mini';
import { searchAccountRequestSchema, searchAccountResponseSchema } from '../schemas/account';
import { publicCampaignSchema } from '../schemas/campaign';
import { academyBannerSchema } from '../schemas/showContent';
import { okSchema } from '../schemas/common';
import {
  forgotPasswordRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
} from '../schemas/contact';
import { picklistParamsSchema, picklistsResponseSchema } from '../schemas/picklist';
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
} from '../schemas/registration';
import type { EndpointDefinition } from './definition';

export const clientEndpoints = {
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
  /**
   * The academy's webinar banner of the dashboard (spec §2 me/dashboard), one per language the
   * organiser wrote it in; none when the organiser has none (added: the spec names the banner,
   * not where it comes from).
   */
  academy: {
    method: 'GET',
    path: '/academy',
    auth: 'client',
    response: z.array(academyBannerSchema),
    added: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
