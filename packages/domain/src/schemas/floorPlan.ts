// The floor plan of an event (spec §4 'Only exhibitors who paid at least the 1st installment reach
// the floor plan'): a document the sales team uploads (a PDF or an image, like the booth guides) or
// the address of the organiser's interactive plan. One per event.
import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';

/** The largest floor plan the sales team may upload, in bytes (the guides' limit). */
export const FLOOR_PLAN_MAX_BYTES = 8 * 1024 * 1024;
/** What a floor plan document may be: PDF, PNG or JPEG, what every browser opens. */
export const floorPlanContentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type FloorPlanContentType = (typeof floorPlanContentTypes)[number];

const planUrlSchema = z.string().check(z.maxLength(2000), z.url({ protocol: /^https$/ }));

/**
 * The floor plan as an exhibitor sees it: the organiser's interactive plan (`url`), or a document
 * (its download name, type and size). Only the events whose 1st installment is paid are listed.
 */
export const floorPlanSchema = z.object({
  campaign_id: idSchema,
  /** The organiser's interactive plan, opened in a new tab; null for a document. */
  url: z.nullable(planUrlSchema),
  /** The document's download name, type and size in bytes; null for an interactive plan. */
  filename: z.nullable(z.string()),
  content_type: z.nullable(z.enum(floorPlanContentTypes)),
  size: z.nullable(z.number().check(z.int(), z.nonnegative())),
  updated_at: isoDateTimeSchema,
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

/** GET /me/floor-plans/:cid: the document of one event's floor plan. */
export const floorPlanParamsSchema = z.object({ cid: idSchema });

/**
 * Operator: sets an event's floor plan, replacing the one before: either the interactive plan's
 * address (`url`), or a document (`filename`, `content_type`, `content_base64`).
 */
export const floorPlanUploadSchema = z.union([
  z.strictObject({ url: planUrlSchema }),
  z.strictObject({
    filename: z
      .string()
      .check(z.trim(), z.minLength(5), z.maxLength(120), z.regex(/^[\w.() -]+\.(pdf|png|jpe?g)$/i)),
    content_type: z.enum(floorPlanContentTypes),
    content_base64: z
      .string()
      .check(
        z.minLength(8),
        z.maxLength(Math.ceil(FLOOR_PLAN_MAX_BYTES / 3) * 4),
        z.regex(/^[A-Za-z0-9+/]+={0,2}$/),
      ),
  }),
]);
export type FloorPlanUpload = z.infer<typeof floorPlanUploadSchema>;
