// The signed-in user's calls and the public lists (spec §7).
import type { AppContext } from '../context';
import {
  account,
  campaignMembersOf,
  changePassword,
  contact,
  listCampaigns,
  me,
  myCampaigns,
  picklistsOf,
  updateAccount,
  updateBrand,
  updateMe,
} from '../services/me';
import { signedIn } from './types';
import type { Handlers } from './types';

type MeNames =
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

export function meHandlers(ctx: AppContext): Pick<Handlers, MeNames> {
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
