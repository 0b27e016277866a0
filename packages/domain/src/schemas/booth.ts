// The booth page's guides and the single sign-on to the marketplace (spec §2 pro/stand,
// pro/marketplace, pro/sso-login/{saml?}; §6; §7 POST /pro/sso-login-form 'not shown').
import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema, languageSchema } from './common';

/**
 * The four guides of the booth page (spec §2 pro/stand: exhibitor guide, practical information,
 * theft and insurance, user guide), in the order the page lists them.
 */
export const guideKinds = [
  'exhibitor_guide',
  'practical_information',
  'theft_insurance',
  'user_guide',
] as const;
export type GuideKind = (typeof guideKinds)[number];
export const guideKindSchema = z.enum(guideKinds);

/**
 * A guide of an event as an exhibitor sees it: one document per language it exists in. A guide
 * written once (the same for both languages) has French only; the API then serves the French
 * document to an English reader (spec §1: French is the fallback).
 */
export const guideSchema = z.object({
  campaign_id: idSchema,
  kind: guideKindSchema,
  languages: z.array(languageSchema).check(z.minLength(1)),
  /** The download name of each language's document. */
  filenames: z.record(z.string(), z.string()),
  /** Size in bytes of each language's document. */
  sizes: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
  updated_at: isoDateTimeSchema,
});
export type Guide = z.infer<typeof guideSchema>;

/** GET /me/guides/:cid/:kind/:lang: the document of one guide, in one language. */
export const guideParamsSchema = z.object({
  cid: idSchema,
  kind: guideKindSchema,
  lang: languageSchema,
});
export type GuideParams = z.infer<typeof guideParamsSchema>;

/** The largest guide the sales team may upload, in bytes (a PDF of a few pages with images). */
export const GUIDE_MAX_BYTES = 8 * 1024 * 1024;
/** The document types a guide may be: PDF only, what every exhibitor can open. */
export const guideContentTypes = ['application/pdf'] as const;

/** Operator: add or replace one guide of an event, in one language (content in base64). */
export const guideUploadSchema = z.strictObject({
  language: languageSchema,
  filename: z
    .string()
    .check(z.trim(), z.minLength(5), z.maxLength(120), z.regex(/^[\w.() -]+\.pdf$/i)),
  content_type: z.enum(guideContentTypes),
  content_base64: z
    .string()
    .check(
      z.minLength(8),
      z.maxLength(Math.ceil(GUIDE_MAX_BYTES / 3) * 4),
      z.regex(/^[A-Za-z0-9+/]+={0,2}$/),
    ),
});
export type GuideUpload = z.infer<typeof guideUploadSchema>;

/** Operator call's path: the event and the guide. */
export const guideUploadParamsSchema = z.object({ cid: idSchema, kind: guideKindSchema });

/**
 * POST /pro/sso-login-form answer: a short-lived signed assertion naming the exhibitor, and the
 * marketplace's address where the page posts it (docs/security.md "Single sign-on to the
 * marketplace").
 */
export const marketplaceSsoSchema = z.object({
  /** The marketplace's sign-in address: the form's action. */
  url: z.string().check(z.url({ protocol: /^https?$/ })),
  /** The form field's name the marketplace reads. */
  field: z.literal('assertion'),
  assertion: z.string().check(z.minLength(16), z.maxLength(4096)),
  expires_at: isoDateTimeSchema,
});
export type MarketplaceSso = z.infer<typeof marketplaceSsoSchema>;
