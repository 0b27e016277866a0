// The operator area (added calls behind the operator key, X-Operator-Key): the overview of what
// waits for the sales team, one encapsulated plugin.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { registerEndpoints } from '../../core/endpoints/register';
import { overview } from './overview';

export const operatorPlugin: FastifyPluginAsync<{ ctx: AppContext<BillingConfig> }> = async (
  app,
  { ctx },
) => {
  registerEndpoints(app, ctx, { operatorOverview: () => overview(ctx) });
};
