// The booth page's guides, the single sign-on to the marketplace (spec §2 pro/stand,
// pro/sso-login; §7 POST /pro/sso-login-form) and the sales team's guide upload (added).
import type { AppContext } from '../context';
import { guideFile, listGuides, putGuide } from '../services/guides';
import { marketplaceAssertion } from '../services/sso';
import { signedIn } from './types';
import type { Handlers } from './types';

type BoothNames = 'marketplaceSso' | 'guides' | 'guideFile' | 'operatorPutGuide';

export function boothHandlers(ctx: AppContext): Pick<Handlers, BoothNames> {
  return {
    marketplaceSso: ({ caller }) => marketplaceAssertion(ctx, signedIn(caller)),
    guides: ({ caller }) => listGuides(ctx, signedIn(caller)),
    guideFile: ({ caller, params }) => guideFile(ctx, signedIn(caller), params),
    operatorPutGuide: ({ params, body }) => putGuide(ctx, params.cid, params.kind, body),
  };
}
