// What the organiser publishes for every page (added calls, docs/api.md "Organiser settings"): the
// academy's webinar banner of the dashboard (spec §2 me/dashboard) and the payment blackout
// windows (spec §1, §9), both from the API's configuration, so the organiser changes them without
// rebuilding the portal.
import { z } from 'zod/mini';
import { isoDateSchema, languageSchema } from './common';

/**
 * The academy's webinar banner in one language (spec §2 me/dashboard 'academy webinar banner'):
 * the link to the webinars and the banner's text, as the organiser writes them.
 */
export const academyBannerSchema = z.object({
  language: languageSchema,
  url: z.string(),
  text: z.string(),
});
export type AcademyBanner = z.infer<typeof academyBannerSchema>;

/** A payment blackout window as the API publishes it: two Paris calendar days, both included. */
export const paymentBlackoutSchema = z.object({ start: isoDateSchema, end: isoDateSchema });
