import { describe, expect, it } from 'vitest';
import { accessManifest } from './access';

describe('the paths that need a session, for the server (spec §2, §5 route guards)', () => {
  it('names me, pro and guest as private, with the logins and registrations open under them', () => {
    const manifest = accessManifest();
    expect(manifest.privatePrefixes).toEqual(['guest', 'me', 'pro']);
    expect(manifest.open).toEqual([
      'guest/init/:sfid',
      'guest/login',
      'guest/register',
      'pro/first-registration',
      'pro/first-registration-matter-and-shape',
      'pro/init/:sfid',
      'pro/login',
      'pro/register',
      'pro/tmp-register',
    ]);
    expect(manifest.login).toBe('pro/login');
  });
});
