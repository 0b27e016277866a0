// The booth area, one encapsulated plugin: the booth page's guides and the event's floor plan
// (spec §2 pro/stand, §4), and the sales team's uploads (added calls behind the operator key).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import { floorPlanFile, listFloorPlans, putFloorPlan } from './floorPlans';
import { guideFile, listGuides, putGuide } from './guides';

export const boothPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, ctx, {
    guides: ({ caller }) => listGuides(ctx, signedIn(caller)),
    guideFile: ({ caller, params }) => guideFile(ctx, signedIn(caller), params),
    operatorPutGuide: ({ params, body }) => putGuide(ctx, params.cid, params.kind, body),
    floorPlans: ({ caller }) => listFloorPlans(ctx, signedIn(caller)),
    floorPlanFile: ({ caller, params }) => floorPlanFile(ctx, signedIn(caller), params.cid),
    operatorPutFloorPlan: ({ params, body }) => putFloorPlan(ctx, params.cid, body),
  });
};
