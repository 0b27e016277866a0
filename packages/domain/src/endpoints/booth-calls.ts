// The booth page's guides and the single sign-on to the marketplace (spec §2 pro/stand,
// pro/sso-login; §6 exhibitor only; §7 POST /pro/sso-login-form with the user token), and the
// sales team's call that adds or replaces a guide (added, docs/api.md "Booth guides"); the event's
// floor plan, and the sales team's call that sets it (added, docs/api.md "Floor plans").
import { z } from 'zod/mini';
import {
  guideParamsSchema,
  guideSchema,
  guideUploadParamsSchema,
  guideUploadSchema,
  marketplaceSsoSchema,
} from '../schemas/booth';
import {
  floorPlanContentTypes,
  floorPlanParamsSchema,
  floorPlanSchema,
  floorPlanUploadSchema,
} from '../schemas/floorPlan';
import type { EndpointDefinition } from './definition';
import { exhibitor } from './definition';

/** A guide's upload in base64 (GUIDE_MAX_BYTES) with its JSON envelope. */
const GUIDE_UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

export const boothEndpoints = {
  /**
   * POST /pro/sso-login-form (spec §7, user token): the signed-in exhibitor asks for a short-lived
   * assertion to sign into the marketplace. No body: the user token says who it is for.
   */
  marketplaceSso: {
    method: 'POST',
    path: '/pro/sso-login-form',
    auth: 'user',
    roles: exhibitor,
    response: marketplaceSsoSchema,
  },
  /** The guides of the events whose booth the exhibitor reaches (spec §2 pro/stand, §4, §6). */
  guides: {
    method: 'GET',
    path: '/me/guides',
    auth: 'user',
    roles: exhibitor,
    response: z.array(guideSchema),
    added: true,
  },
  /** One guide's document (PDF, with its download name). */
  guideFile: {
    method: 'GET',
    path: '/me/guides/:cid/:kind/:lang',
    auth: 'user',
    roles: exhibitor,
    params: guideParamsSchema,
    response: 'binary',
    added: true,
  },
  /** The sales team adds or replaces a guide of an event, in one language. */
  operatorPutGuide: {
    method: 'POST',
    path: '/operator/campaigns/:cid/guides/:kind',
    auth: 'operator',
    params: guideUploadParamsSchema,
    request: guideUploadSchema,
    response: guideSchema,
    bodyLimit: GUIDE_UPLOAD_BODY_LIMIT,
    added: true,
  },
  /**
   * The floor plans of the events whose 1st installment the exhibitor's company paid (spec §2
   * pro/stand, §4 'Only exhibitors who paid at least the 1st installment reach the floor plan').
   */
  floorPlans: {
    method: 'GET',
    path: '/me/floor-plans',
    auth: 'user',
    roles: exhibitor,
    response: z.array(floorPlanSchema),
    added: true,
  },
  /** One event's floor plan document (PDF or image); 4220 while its 1st installment is unpaid. */
  floorPlanFile: {
    method: 'GET',
    path: '/me/floor-plans/:cid',
    auth: 'user',
    roles: exhibitor,
    params: floorPlanParamsSchema,
    response: 'binary',
    fileTypes: floorPlanContentTypes,
    added: true,
  },
  /** The sales team sets an event's floor plan: a document, or the interactive plan's address. */
  operatorPutFloorPlan: {
    method: 'POST',
    path: '/operator/campaigns/:cid/floor-plan',
    auth: 'operator',
    params: floorPlanParamsSchema,
    request: floorPlanUploadSchema,
    response: floorPlanSchema,
    bodyLimit: GUIDE_UPLOAD_BODY_LIMIT,
    added: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
