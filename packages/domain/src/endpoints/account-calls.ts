// The user calls of the account pages and the contact form (spec §2 me/informations, me/company,
// contact; spec §7).
import { accountUpdateSchema, brandUpdateSchema, companySchema } from '../schemas/account';
import { okSchema } from '../schemas/common';
import {
  contactFormSchema,
  contactUpdateSchema,
  passwordChangeSchema,
  userSchema,
} from '../schemas/contact';
import type { EndpointDefinition } from './definition';

export const accountEndpoints = {
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
} as const satisfies Record<string, EndpointDefinition>;
