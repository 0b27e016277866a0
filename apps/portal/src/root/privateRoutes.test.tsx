// Route tests of the guards (spec §5 route guards, §6 roles): which guard a path meets in the
// route tree, and where that guard sends each kind of user. Private paths that name no screen yet
// meet their prefix's guard before the not-found page.
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { guard, type Access } from '../kit/routing/paths';
import { Guard } from './Guard';
import { routeTree } from './router';

// The build defines the app version (vite.config.ts); the route tree's modules read it.
vi.hoisted(() => {
  (globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = 'test';
});

/** The access of the innermost guard a path goes through, or null when it meets none. */
function accessOf(path: string): Access | null {
  const matches = matchRoutes(routeTree, path) ?? [];
  let access: Access | null = null;
  for (const { route } of matches) {
    const element = route.element;
    if (isValidElement<{ access: Access }>(element) && element.type === Guard) {
      access = element.props.access;
    }
  }
  return access;
}

const anonymous = { status: 'anonymous' } as const;
const visitor = { status: 'authenticated', role: 'visiteur' } as const;

describe('guards on private paths, including paths with no screen yet (spec §5)', () => {
  it.each([
    ['/fr/me/dashboard', 'authenticated'],
    ['/fr/me/whatever', 'authenticated'],
    ['/fr/pro/invoices', 'exposant'],
    ['/en/pro/rebooking/2', 'exposant'],
    ['/fr/guest/contact', 'visiteur'],
  ] as const)('%s meets the %s guard', (path, access) => {
    expect(accessOf(path)).toBe(access);
  });

  it('keeps the guest-only pages under pro/ and guest/ guest-only (spec §2)', () => {
    expect(accessOf('/fr/pro/login')).toBe('guestOnly');
    expect(accessOf('/fr/guest/register')).toBe('guestOnly');
    expect(accessOf('/en/pro/init/003ABC')).toBe('guestOnly');
    expect(accessOf('/fr/pro/first-registration')).toBe('guestOnly');
  });

  it('leaves a path outside the private prefixes to the public not-found page', () => {
    expect(accessOf('/fr/nothing-here')).toBeNull();
  });

  it('sends an anonymous user on a not-yet-existing private path to login with the redirect (spec §5)', () => {
    const path = '/fr/pro/invoices';
    const access = accessOf(path);
    expect(access).not.toBeNull();
    expect(guard(access!, anonymous, 'fr', path)).toEqual({
      kind: 'redirect',
      to: '/fr?redirect=%2Ffr%2Fpro%2Finvoices',
    });
    expect(guard(accessOf('/fr/me/whatever')!, anonymous, 'fr', '/fr/me/whatever')).toEqual({
      kind: 'redirect',
      to: '/fr?redirect=%2Ffr%2Fme%2Fwhatever',
    });
  });

  it('refuses another role with access denied and the root (spec §5)', () => {
    expect(guard(accessOf('/fr/pro/whatever')!, visitor, 'fr', '/fr/pro/whatever')).toEqual({
      kind: 'redirect',
      to: '/fr',
      accessDenied: true,
    });
  });
});
