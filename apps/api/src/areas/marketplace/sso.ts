// Single sign-on to the marketplace (spec §2 pro/sso-login/{saml?}, §6 exhibitor only, §7 POST
// /pro/sso-login-form with the user token; docs/security.md "Single sign-on to the marketplace").
// The portal signs the exhibitor into the marketplace, never the reverse: the signed-in exhibitor
// asks for an assertion, the portal's page posts it to the marketplace, which checks it.
//
// The assertion: `v1.<base64url JSON claims>.<base64url HMAC-SHA256>` with the key shared with
// the marketplace (MARKETPLACE_SSO_KEY). The claims name the issuer (the portal), the audience
// (the marketplace's address), the exhibitor (id, email, name, company, language), a unique id and
// a lifetime of a minute. The marketplace accepts an assertion once, before it expires.
import { createHmac, randomUUID } from 'node:crypto';
import type { MarketplaceSso } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { MarketplaceSettings } from './config';
import { accounts } from '../../infra/db/schema';
import { safeEqual } from '../../infra/crypto';
import type { UserRow } from '../../infra/db/rows';

const VERSION = 'v1';

export const assertionClaimsSchema = z.object({
  iss: z.string(),
  aud: z.string(),
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  lang: z.enum(['fr', 'en']),
  jti: z.string().uuid(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AssertionClaims = z.infer<typeof assertionClaimsSchema>;

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(`${VERSION}.${payload}`, 'utf8').digest('base64url');
}

/** Makes an assertion from its claims (the portal's side; tests make forged and stale ones). */
export function signAssertion(key: string, claims: AssertionClaims): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${VERSION}.${payload}.${sign(key, payload)}`;
}

/** POST /pro/sso-login-form: an assertion for the signed-in exhibitor, and where to post it. */
export async function marketplaceAssertion(
  ctx: AppContext<MarketplaceSettings>,
  user: UserRow,
): Promise<MarketplaceSso> {
  const { url, key, assertionTtlSeconds } = ctx.config.marketplace;
  const [account] = user.accountId
    ? await ctx.db.read((db) =>
        db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, user.accountId!)),
      )
    : [];
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const exp = iat + assertionTtlSeconds;
  const claims: AssertionClaims = {
    iss: ctx.config.publicUrl,
    aud: url,
    sub: user.id,
    email: user.email,
    name: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email,
    company: account?.name ?? null,
    lang: user.langue === 'en' ? 'en' : 'fr',
    jti: randomUUID(),
    iat,
    exp,
  };
  return {
    url,
    field: 'assertion',
    assertion: signAssertion(key, claims),
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

export type AssertionCheck =
  | { ok: true; claims: AssertionClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'audience' | 'expired' };

/**
 * The marketplace's check of an assertion: its form, its signature (in constant time), its
 * audience and its lifetime (a few seconds of clock difference allowed). Whether it was used
 * before is the marketplace's own record (./page.ts).
 */
export function verifyAssertion(
  key: string,
  audience: string,
  assertion: string,
  now: Date,
): AssertionCheck {
  const [version, payload = '', signature = '', ...rest] = assertion.trim().split('.');
  if (version !== VERSION || rest.length > 0 || !payload || !signature) {
    return { ok: false, reason: 'malformed' };
  }
  if (!safeEqual(sign(key, payload), signature)) return { ok: false, reason: 'signature' };
  let claims: AssertionClaims;
  try {
    claims = assertionClaimsSchema.parse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.aud !== audience) return { ok: false, reason: 'audience' };
  const seconds = Math.floor(now.getTime() / 1000);
  const skew = 5;
  if (claims.exp < seconds || claims.iat > seconds + skew || claims.exp - claims.iat > 300) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, claims };
}
