// Signed notifications of the sandbox provider (docs/security.md "Card payments"): HMAC-SHA256
// over `timestamp.body` with the provider secret, in the header
// `x-salon-signature: t=<unix seconds>,v1=<hex>`, compared in constant time; a timestamp more than
// five minutes away is refused. Replays within the window are caught by the event id (the
// notification handler records each one).
import type { IncomingHttpHeaders } from 'node:http';
import { hmacSha256, safeEqual } from '../../../infra/crypto';
import { fail } from '../../../infra/errors';

export const SIGNATURE_HEADER = 'x-salon-signature';

export function signPayload(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmacSha256(secret, `${timestamp}.${body}`)}`;
}

/** The sandbox's key and how far its timestamp may be from the server's clock. */
export interface SandboxKey {
  secret: string;
  toleranceSeconds: number;
}

/** Refuses (1001, as a bad token) a body whose signature does not hold. */
export function verifySandboxSignature(
  key: SandboxKey,
  headers: IncomingHttpHeaders,
  rawBody: string,
  now: Date,
): void {
  const header = headers[SIGNATURE_HEADER];
  if (typeof header !== 'string') throw fail.tokenInvalid();
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) throw fail.tokenInvalid();
  const timestamp = Number(match[1]);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > key.toleranceSeconds) throw fail.tokenInvalid();
  const expected = hmacSha256(key.secret, `${timestamp}.${rawBody}`);
  if (!safeEqual(expected, match[2]!)) throw fail.tokenInvalid();
}
