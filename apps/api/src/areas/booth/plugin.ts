// The booth area, one encapsulated plugin: the booth page's guides (spec §2 pro/stand) and the
// sales team's guide upload (an added call behind the operator key).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import { guideFile, listGuides, putGuide } from './guides';

export const boothPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, ctx, {
    guides: ({ caller }) => listGuides(ctx, signedIn(caller)),
    guideFile: ({ caller, params }) => guideFile(ctx, signedIn(caller), params),
    operatorPutGuide: ({ params, body }) => putGuide(ctx, params.cid, params.kind, body),
  });
};
