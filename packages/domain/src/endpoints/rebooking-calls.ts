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
  /**
   * The quote's PDF (added: spec §3 Offre devis_url leads to it), the exhibitor's own download:
   * another company's answers 4040. In the language of `?lang=` (the portal's page), else the
   * exhibitor's (docs/quotes.md "The PDF").
   */
  rebookingQuotePdf: {
    method: 'GET',
    path: '/me/rebooking-devis-pdf/:id',
    auth: 'user',
    roles: exhibitor,
    params: idParamsSchema,
    response: 'binary',
    added: true,
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
