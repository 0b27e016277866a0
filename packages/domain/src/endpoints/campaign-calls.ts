// The user calls of the shows the user takes part in and their members (spec §2 dashboard,
// badges; spec §7).
import { z } from 'zod/mini';
import { campaignMemberSchema, campaignSchema } from '../schemas/campaign';
import { idSchema } from '../schemas/common';
import type { EndpointDefinition } from './definition';

export const campaignEndpoints = {
  campaigns: {
    method: 'GET',
    path: '/me/campaigns',
    auth: 'user',
    response: z.array(campaignSchema),
  },
  campaignMembers: {
    method: 'GET',
    path: '/me/campaigns-members/:cid',
    auth: 'user',
    params: z.object({ cid: idSchema }),
    response: z.array(campaignMemberSchema),
  },
} as const satisfies Record<string, EndpointDefinition>;
