// pro/sso-login-form (spec §2 sso-login/{saml?}, §7 'not shown'). Design: the organiser's identity
// provider (the marketplace, the ticketing platform) sends the exhibitor to the portal with a
// signed ticket in place of a SAML response: `base64url(JSON {email, exp}).hex(HMAC-SHA256)`
// with the shared SSO_SECRET, valid at most five minutes. The API checks it in constant time and
// opens a session for that exhibitor, as a login would. Without SSO_SECRET, SSO is off (4220).
import { normalizeEmail } from '@salon/domain';
import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { clients, usedSsoTickets, users } from '../db/schema';
import { fail } from '../errors';
import { hashToken, hmacSha256, safeEqual } from '../auth/crypto';
import { loadUser, openSession } from './auth';

const ticketSchema = z.object({ email: z.string().min(3).max(254), exp: z.number().int() });

/** Makes a ticket, as the identity provider does (tests, the operator's tooling). */
export function signSsoTicket(secret: string, email: string, exp: number): string {
  const payload = Buffer.from(JSON.stringify({ email, exp })).toString('base64url');
  return `${payload}.${hmacSha256(secret, payload)}`;
}

export async function ssoLogin(ctx: AppContext, ticket: string, clientId: string | null) {
  const secret = ctx.config.ssoSecret;
  if (!secret) throw fail.businessRule('error.business_rule');
  const [payload = '', signature = '', ...rest] = ticket.trim().split('.');
  if (rest.length > 0 || !/^[0-9a-f]{64}$/.test(signature)) throw fail.incorrectIdentifiers();
  if (!safeEqual(hmacSha256(secret, payload), signature)) throw fail.incorrectIdentifiers();
  let claims: z.infer<typeof ticketSchema>;
  try {
    claims = ticketSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw fail.incorrectIdentifiers();
  }
  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  if (claims.exp < nowSeconds || claims.exp > nowSeconds + 300) throw fail.incorrectIdentifiers();

  return ctx.db.tx(async (tx) => {
    // Each ticket opens one session (docs/security.md "SSO tickets"): its hash is kept until it
    // expires, and a second use, even a concurrent one, finds it there.
    await tx.delete(usedSsoTickets).where(lt(usedSsoTickets.expiresAt, ctx.now()));
    const claimed = await tx
      .insert(usedSsoTickets)
      .values({
        hash: hashToken(`${payload}.${signature}`),
        expiresAt: new Date(claims.exp * 1000),
      })
      .onConflictDoNothing()
      .returning({ hash: usedSsoTickets.hash });
    if (claimed.length === 0) throw fail.incorrectIdentifiers();
    const [client] = await tx
      .select()
      .from(clients)
      .where(eq(clients.id, clientId ?? ''));
    if (!client) throw fail.tokenInvalid();
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(claims.email)));
    if (!user || user.role !== 'exposant') throw fail.incorrectIdentifiers();
    if (!user.active) throw fail.accountNotUsable('error.contact_inactive');
    // The identity provider vouches for the address.
    const verified = user.emailVerifiedAt
      ? user
      : ((
          await tx
            .update(users)
            .set({ emailVerifiedAt: ctx.now() })
            .where(eq(users.id, user.id))
            .returning()
        )[0] ?? user);
    const issued = await openSession(ctx, tx, client.id, user.id);
    return { client, user: await loadUser(tx, verified), tokens: issued };
  });
}
