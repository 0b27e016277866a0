// The operator area (added calls behind the operator key, X-Operator-Key): the overview of what
// waits for the sales team and the pages of its lists (docs/api.md "Paging"), one encapsulated
// plugin.
import { overviewPageCalls } from '@salon/domain';
import type { OverviewList } from '@salon/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { registerEndpoints } from '../../core/endpoints/register';
import type { Handlers } from '../../core/endpoints/types';
import { overview, overviewPage } from './overview';

type PageCall = (typeof overviewPageCalls)[OverviewList];

export const operatorPlugin: FastifyPluginAsync<{ ctx: AppContext<BillingConfig> }> = async (
  app,
  { ctx },
) => {
  const pages = Object.fromEntries(
    (Object.entries(overviewPageCalls) as [OverviewList, PageCall][]).map(([list, name]) => [
      name,
      ({ query }: { query: { cursor?: string; limit?: number } }) => overviewPage(ctx, list, query),
    ]),
  ) as unknown as Pick<Handlers, PageCall>;
  registerEndpoints(app, ctx, {
    operatorOverview: ({ query }) => overview(ctx, query),
    ...pages,
  });
};
