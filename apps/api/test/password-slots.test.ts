// Password hashing under a storm of logins (docs/security.md "Timing", docs/performance.md "The
// benchmark at scale"): at most one argon2id computation a core runs at once, the others wait
// their turn and still get their true answer; nothing is left running or waiting afterwards.
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordWork, verifyPassword } from '../src/infra/crypto';

// A small cost: the queue is what is checked, not argon2's strength.
const cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

describe('argon2id one a core at once (docs/performance.md "The benchmark at scale")', () => {
  it('runs as many checks as cores, queues the rest, and answers each rightly', async () => {
    const hash = await hashPassword('Correct-Horse-9!', cost);
    const { slots } = passwordWork();
    const checks = Array.from({ length: slots * 3 }, (_, index) =>
      verifyPassword(hash, index % 2 === 0 ? 'Correct-Horse-9!' : 'Wrong-Horse-9!'),
    );
    expect(passwordWork()).toMatchObject({ running: slots, waiting: slots * 2 });
    const answers = await Promise.all(checks);
    expect(answers).toEqual(checks.map((_, index) => index % 2 === 0));
    expect(passwordWork()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('gives the slot back when a check fails on a malformed hash', async () => {
    const answers = await Promise.all([
      verifyPassword('not-an-argon2-hash', 'x'),
      verifyPassword('$argon2id$v=19$broken', 'x'),
    ]);
    expect(answers).toEqual([false, false]);
    expect(passwordWork()).toMatchObject({ running: 0, waiting: 0 });
  });
});
