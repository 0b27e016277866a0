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
import { availableParallelism } from 'node:os';
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

/**
 * At most one argon2id computation a core at once; the others wait their turn (docs/performance.md
 * "The benchmark at scale"). Each takes its 19 MiB on a thread of libuv's pool, four by default:
 * a storm of logins held four at once on two cores, for the same throughput (the work is the
 * CPU's), 60 to 70 MB more resident memory and a longer p99.
 */
const passwordSlots = Math.max(1, availableParallelism());
let passwordsRunning = 0;
const passwordsWaiting: (() => void)[] = [];

/** How many argon2id computations run and how many wait, now (the tests read it). */
export const passwordWork = () => ({
  slots: passwordSlots,
  running: passwordsRunning,
  waiting: passwordsWaiting.length,
});

async function inPasswordSlot<T>(work: () => Promise<T>): Promise<T> {
  if (passwordsRunning >= passwordSlots) {
    await new Promise<void>((resolve) => passwordsWaiting.push(resolve));
  } else {
    passwordsRunning += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes to the next in line, or is given back.
    const next = passwordsWaiting.shift();
    if (next) next();
    else passwordsRunning -= 1;
  }
}

export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return inPasswordSlot(() => argon2.hash(password, { type: argon2.argon2id, ...cost }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await inPasswordSlot(() => argon2.verify(hash, password));
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
