// The calls of spec §7 made with the user token (login sends none).
import { z } from 'zod/mini';
import { accountUpdateSchema, brandUpdateSchema, companySchema } from '../schemas/account';
import {
  invoiceSchema,
  paymentSchema,
  pendingTransferSchema,
  transactionSchema,
  transactionUpdateRequestSchema,
  transferRequestSchema,
} from '../schemas/billing';
import { campaignMemberSchema, campaignSchema } from '../schemas/campaign';
import { idSchema, okSchema } from '../schemas/common';
import {
  contactFormSchema,
  contactUpdateSchema,
  passwordChangeSchema,
  userSchema,
} from '../schemas/contact';
import { idParamsSchema } from '../schemas/operator';
import {
  rebookingOpportunitiesSchema,
  rebookingQuoteSchema,
  rebookingQuoteUpdateResponseSchema,
  rebookingQuoteUpdateSchema,
} from '../schemas/opportunity';
import type { EndpointDefinition } from './definition';
import { exhibitor } from './definition';

export const userEndpoints = {
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
} as const satisfies Record<string, EndpointDefinition>;
