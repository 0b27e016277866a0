// The marketplace area, one encapsulated plugin: the exhibitor's single sign-on to the B2B
// marketplace (spec §2 pro/sso-login; §7 POST /pro/sso-login-form) and, without MARKETPLACE_URL
// outside production, the built-in marketplace page that stands in for it (docs/security.md
// "Single sign-on to the marketplace").
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import type { MarketplaceSettings } from './config';
import { registerBuiltInMarketplace } from './page';
import { marketplaceAssertion } from './sso';

export const marketplacePlugin: FastifyPluginAsync<{
  ctx: AppContext<MarketplaceSettings>;
}> = async (app, { ctx }) => {
  registerEndpoints(app, ctx, {
    marketplaceSso: ({ caller }) => marketplaceAssertion(ctx, signedIn(caller)),
  });
  if (ctx.config.marketplace.builtIn) registerBuiltInMarketplace(app, ctx);
};
