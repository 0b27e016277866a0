// The account area, one encapsulated plugin: the signed-in user's profile, password, company and
// brands, contact form and campaigns, and the public lists (spec §7).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import type { Handlers } from '../../core/endpoints/types';
import { campaignMembersOf, listCampaigns, myCampaigns, picklistsOf } from './campaigns';
import { account, updateAccount, updateBrand } from './company';
import type { AccountConfig } from './config';
import { contact } from './contact';
import { changePassword, me, updateMe } from './profile';

type AccountContext = AppContext<AccountConfig>;

type AccountNames =
  | 'me'
  | 'updateMe'
  | 'changePassword'
  | 'updateAccount'
  | 'updateBrand'
  | 'account'
  | 'contact'
  | 'campaigns'
  | 'campaignMembers'
  | 'picklists'
  | 'listCampaigns';

function accountHandlers(ctx: AccountContext): Pick<Handlers, AccountNames> {
  return {
    me: ({ caller }) => me(ctx, signedIn(caller)),
    updateMe: ({ caller, body }) => updateMe(ctx, signedIn(caller), body),
    changePassword: ({ caller, body }) =>
      changePassword(ctx, signedIn(caller), caller.familyId, body),
    updateAccount: ({ caller, body }) => updateAccount(ctx, signedIn(caller), body),
    updateBrand: ({ caller, body }) => updateBrand(ctx, signedIn(caller), body),
    account: ({ caller }) => account(ctx, signedIn(caller)),
    contact: ({ caller, body }) => contact(ctx, signedIn(caller), body),
    campaigns: ({ caller }) => myCampaigns(ctx, signedIn(caller)),
    campaignMembers: ({ caller, params }) => campaignMembersOf(ctx, signedIn(caller), params.cid),
    picklists: ({ params, request, caller }) =>
      picklistsOf(
        ctx,
        params.sobject,
        params.fields,
        (request.query as { lang?: string }).lang ??
          caller.user?.langue ??
          request.headers['accept-language'],
      ),
    listCampaigns: () => listCampaigns(ctx),
  };
}

export const accountPlugin: FastifyPluginAsync<{ ctx: AccountContext }> = async (app, { ctx }) => {
  registerEndpoints(app, ctx, accountHandlers(ctx));
};
