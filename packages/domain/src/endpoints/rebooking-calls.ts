// The exhibitor's rebooking opportunities and quotes (spec §2 pro/rebooking, §4 rebooking flow,
// spec §7).
import { idParamsSchema } from '../schemas/operator';
import {
  rebookingOpportunitiesSchema,
  rebookingQuoteSchema,
  rebookingQuoteUpdateResponseSchema,
  rebookingQuoteUpdateSchema,
} from '../schemas/opportunity';
import type { EndpointDefinition } from './definition';
import { exhibitor } from './definition';

export const rebookingEndpoints = {
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
} as const satisfies Record<string, EndpointDefinition>;
