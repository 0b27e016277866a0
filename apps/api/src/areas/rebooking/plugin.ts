// The rebooking area, one encapsulated plugin: the exhibitor's opportunities and quotes, the quote's
// PDF, the change request and the validation (spec §4 rebooking flow, §7), and the sales team's
// revision of a quote (an added call behind the operator key).
import { resolveLanguage } from '@salon/domain';
import type { Language } from '@salon/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import type { UserRow } from '../../infra/db/rows';
import type { RebookingConfig } from './config';
import {
  rebookingOpportunities,
  rebookingQuote,
  rebookingQuotePdf,
  updateRebookingQuote,
} from './quotes';
import { reviseQuote } from './revision';

/**
 * The language a quote is read in (docs/quotes.md "Languages"): the page's, which the portal sends
 * as `?lang=`, else the exhibitor's own; French by default (spec §1).
 */
function readerLanguage(request: FastifyRequest, user: UserRow): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  return resolveLanguage(typeof asked === 'string' && asked !== '' ? asked : user.langue);
}

export const rebookingPlugin: FastifyPluginAsync<{
  ctx: AppContext<BillingConfig & RebookingConfig>;
}> = async (app, { ctx }) => {
  registerEndpoints(app, ctx, {
    rebookingOpportunities: ({ caller }) => rebookingOpportunities(ctx, signedIn(caller)),
    rebookingQuote: ({ caller, params, request }) => {
      const user = signedIn(caller);
      return rebookingQuote(ctx, user.accountId, params.id, readerLanguage(request, user));
    },
    rebookingQuotePdf: ({ caller, params, request }) => {
      const user = signedIn(caller);
      return rebookingQuotePdf(ctx, user.accountId, params.id, readerLanguage(request, user));
    },
    rebookingQuoteUpdate: ({ caller, body }) => updateRebookingQuote(ctx, signedIn(caller), body),
    operatorReviseQuote: ({ params, body }) => reviseQuote(ctx, params.id, body),
  });
};
