// Badges and invitations (spec §2 pro/badges, me/badges, campaign badges modal): calls the contract
// adds where spec §7 lists only GET /me/campaigns-members/{cid} (members with badge_url).
import { z } from 'zod/mini';
import {
  badgeCheckSchema,
  badgeCodeParamsSchema,
  badgeSelectionSchema,
  invitationSchema,
} from '../schemas/badges';
import { idSchema } from '../schemas/common';
import { idParamsSchema } from '../schemas/operator';
import type { EndpointDefinition } from './definition';
import { exhibitor } from './definition';

export const badgeEndpoints = {
  /** One member's badge as a PDF (any signed-in user: a visitor's own, spec §2 me/badges). */
  badgePdf: {
    method: 'GET',
    path: '/me/badge_pdf/:id',
    auth: 'user',
    params: idParamsSchema,
    response: 'binary',
    added: true,
  },
  /** The badges selected in the campaign badges modal, in one PDF (spec §2 modals). */
  badgesPdf: {
    method: 'POST',
    path: '/me/badges_pdf',
    auth: 'user',
    request: badgeSelectionSchema,
    response: 'binary',
    added: true,
  },
  /** The exhibitor's buyer and agent invitations for an event, with their use (spec §2). */
  invitations: {
    method: 'GET',
    path: '/me/invitations/:cid',
    auth: 'user',
    roles: exhibitor,
    params: z.object({ cid: idSchema }),
    response: z.array(invitationSchema),
    added: true,
  },
  /**
   * An entrance scanner checks a badge's code and records the admission (the sales team's key).
   * A POST: each scan writes an admission, which a GET must not (a prefetch or a cache would
   * admit a badge no one scanned).
   */
  operatorBadgeCheck: {
    method: 'POST',
    path: '/operator/badges/:code',
    auth: 'operator',
    params: badgeCodeParamsSchema,
    response: badgeCheckSchema,
    added: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
