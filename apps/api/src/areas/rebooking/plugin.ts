// The rebooking area, one encapsulated plugin: the exhibitor's opportunities and quotes, the change
// request and the validation (spec §4 rebooking flow, §7), and the sales team's revision of a
// quote (an added call behind the operator key).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import { rebookingOpportunities, rebookingQuote, updateRebookingQuote } from './quotes';
import { reviseQuote } from './revision';

export const rebookingPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, ctx, {
    rebookingOpportunities: ({ caller }) => rebookingOpportunities(ctx, signedIn(caller)),
    rebookingQuote: ({ caller, params }) =>
      rebookingQuote(ctx, signedIn(caller).accountId ?? '', params.id),
    rebookingQuoteUpdate: ({ caller, body }) => updateRebookingQuote(ctx, signedIn(caller), body),
    operatorReviseQuote: ({ params, body }) => reviseQuote(ctx, params.id, body),
  });
};
