// Signed notifications of the payment provider (docs/security.md): HMAC-SHA256
// over `timestamp.body` with the provider secret, in the header
// `x-salon-signature: t=<unix seconds>,v1=<hex>`, compared in constant time; a timestamp more than
// five minutes away is refused. Replays within the window are caught by the event id (the
// notification handler records each one).
import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from '../context';
import { fail } from '../errors';
import { hmacSha256, safeEqual } from '../auth/crypto';

export const SIGNATURE_HEADER = 'x-salon-signature';

export function signPayload(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmacSha256(secret, `${timestamp}.${body}`)}`;
}

export function verifyProviderSignature(
  ctx: AppContext,
  headers: IncomingHttpHeaders,
  rawBody: string,
): void {
  const header = headers[SIGNATURE_HEADER];
  if (typeof header !== 'string') throw fail.tokenInvalid();
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) throw fail.tokenInvalid();
  const timestamp = Number(match[1]);
  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > ctx.config.payment.toleranceSeconds) {
    throw fail.tokenInvalid();
  }
  const expected = hmacSha256(ctx.config.payment.secret, `${timestamp}.${rawBody}`);
  if (!safeEqual(expected, match[2]!)) throw fail.tokenInvalid();
}
