// Secrets and tokens (docs/security.md): 256 bits from the CSPRNG, stored as
// SHA-256 hashes; passwords hashed with argon2id; comparisons in constant time.
import {
  createHash,
  createHmac,
  hash,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import argon2 from 'argon2';
import type { PasswordCost } from './config/security';

/** A new opaque token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new identifier for a row. */
export function newId(): string {
  return randomUUID();
}

/** SHA-256 hex of a token: what the database keeps. */
export function hashToken(token: string): string {
  // One call, no Hash object: it runs at every authenticated request (docs/performance.md "API
  // throughput"). A string is hashed as UTF-8, as before.
  return hash('sha256', token, 'hex');
}

/** Constant-time equality of two strings (different lengths compare unequal, still hashed). */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

export function hmacSha256(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the time of a password check when there is no password to check (unknown email): the
 * answer then takes as long as for an existing account (no user enumeration by timing).
 */
export async function burnPasswordCheck(password: string, cost: PasswordCost): Promise<void> {
  const key = JSON.stringify(cost);
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(key, hash);
  }
  await verifyPassword(await hash, password);
}
