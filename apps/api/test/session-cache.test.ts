// The session cache (docs/security.md "Sessions"): a bearer token checked a moment ago is reused
// for SESSION_CACHE_MS in this instance; every transaction that ends empties it, so a logout or a
// password change is seen at once on the instance that made it, and at most SESSION_CACHE_MS later
// on another instance of the same database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../src/infra/session-cache';
import type { CheckedToken } from '../src/infra/session-cache';
import { DEMO_ACCOUNTS, databaseKinds, startTestApp } from './helpers';
import type { TestApp } from './helpers';

const [exhibitor] = DEMO_ACCOUNTS;

function checked(expiresAt: Date, familyId = 'family-1'): CheckedToken {
  return { token: { kind: 'access', clientId: 'portal', familyId, expiresAt }, user: null };
}

describe('the session cache (docs/security.md "Sessions")', () => {
  const now = new Date('2026-03-01T09:00:00Z');
  const later = new Date('2026-03-01T09:15:00Z');

  it('reuses a check for its time to live only', () => {
    let clock = 0;
    const cache = new SessionCache(1000, 10, () => clock);
    cache.store('hash', checked(later), cache.generation(), clock);
    clock = 999;
    expect(cache.get('hash', now)?.token.familyId).toBe('family-1');
    clock = 1000;
    expect(cache.get('hash', now)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a token past its expiry on the server’s clock (docs/security.md)', () => {
    const cache = new SessionCache(60_000, 10, () => 0);
    cache.store('hash', checked(later), cache.generation(), 0);
    expect(cache.get('hash', later)).toBeUndefined();
  });

  it('forgets everything at clear and refuses a check read before it (a logout racing a call)', () => {
    const cache = new SessionCache(60_000, 10, () => 0);
    cache.store('kept', checked(later), cache.generation(), 0);
    const readBefore = cache.generation();
    cache.clear();
    expect(cache.get('kept', now)).toBeUndefined();
    // The call read the token before the logout committed: its answer is not stored.
    cache.store('raced', checked(later), readBefore, 0);
    expect(cache.get('raced', now)).toBeUndefined();
    cache.store('raced', checked(later), cache.generation(), 0);
    expect(cache.get('raced', now)).toBeDefined();
  });

  it('reads a token once for the calls that miss together, then serves the cached check', async () => {
    const cache = new SessionCache(1000, 10, () => 0);
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return checked(later);
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cache.load('hash', now, read)),
    );
    expect(reads).toBe(1);
    expect(answers.every((answer) => answer?.token.familyId === 'family-1')).toBe(true);
    await cache.load('hash', now, read);
    expect(reads).toBe(1);
  });

  it('reads a busy token again past half its time to live, answering from the cache meanwhile', async () => {
    let clock = 0;
    const cache = new SessionCache(1000, 10, () => clock);
    let reads = 0;
    let live: CheckedToken | undefined = checked(later);
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return live;
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    await cache.load('hash', now, read);
    clock = 499;
    await cache.load('hash', now, read);
    expect(reads).toBe(1);
    // Past half the time to live: answered at once from the entry, one read starts behind it.
    clock = 600;
    const answers = await Promise.all([
      cache.load('hash', now, read),
      cache.load('hash', now, read),
    ]);
    expect(answers.map((answer) => answer?.token.familyId)).toEqual(['family-1', 'family-1']);
    expect(reads).toBe(2);
    await settle();
    // The new read is kept from when it started: still served a second after the first one.
    clock = 1100;
    expect(cache.get('hash', now)).toBeDefined();
    // Revoked on another instance: the read ahead finds nothing and the entry goes at once.
    live = undefined;
    await cache.load('hash', now, read);
    expect(reads).toBe(3);
    await settle();
    expect(cache.get('hash', now)).toBeUndefined();
  });

  it('shares no read that began before a clear, and stores none (a logout racing calls)', async () => {
    const cache = new SessionCache(60_000, 10, () => 0);
    let reads = 0;
    const read = async () => {
      reads += 1;
      const family = `family-${reads}`;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return checked(later, family);
    };
    const before = cache.load('hash', now, read);
    cache.clear();
    const after = cache.load('hash', now, read);
    expect((await before)?.token.familyId).toBe('family-1');
    expect((await after)?.token.familyId).toBe('family-2');
    expect(reads).toBe(2);
    expect(cache.get('hash', now)?.token.familyId).toBe('family-2');
  });

  it('holds at most its size, dropping the oldest check first', () => {
    const cache = new SessionCache(60_000, 2, () => 0);
    for (const hash of ['a', 'b', 'c']) cache.store(hash, checked(later), cache.generation(), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('c', now)).toBeDefined();
  });
});

describe.each(databaseKinds)(
  'revocation with the session cache on %s (docs/security.md)',
  (kind) => {
    let t: TestApp;
    let other: TestApp | undefined;
    let password: string = exhibitor.password;
    beforeAll(async () => {
      t = await startTestApp(kind, { seed: true, config: { sessionCacheMs: 60_000 } });
    });
    afterAll(async () => {
      await other?.app.close();
      await t?.close();
    });

    it('refuses at once, on this instance, the other sessions a password change ends (spec §3)', async () => {
      const kept = await t.login(exhibitor.email, password, 'exposant');
      const ended = await t.login(exhibitor.email, password, 'exposant');
      // Both tokens were just checked: the cache holds them.
      expect((await t.call('me', { token: ended })).status).toBe(200);
      expect((await t.call('me', { token: kept })).status).toBe(200);
      const changed = await t.call('changePassword', {
        token: kept,
        body: {
          oldpassword: password,
          password: 'Autre-Mot-2026!',
          password_confirmation: 'Autre-Mot-2026!',
        },
      });
      expect(changed.status).toBe(200);
      password = 'Autre-Mot-2026!';
      expect((await t.call('me', { token: ended })).status).toBe(401);
      expect((await t.call('me', { token: kept })).status).toBe(200);
    });

    it('sees a logout made on another instance once SESSION_CACHE_MS has passed', async () => {
      other = await startTestApp(kind, {
        config: { sessionCacheMs: 300 },
        sharing: { database: t.database, connection: 'another' },
      });
      const token = await t.login(exhibitor.email, password, 'exposant');
      expect((await other.call('me', { token })).status).toBe(200);
      expect((await t.call('logout', { token })).status).toBe(200);
      expect((await t.call('me', { token })).status).toBe(401);
      // On PGlite the second instance shares this process's database and sees the logout at once;
      // on a server, its cache may answer from the check made before, for 300 ms at most.
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await other.call('me', { token })).status).toBe(401);
    });
  },
);
