// The prerendered pages' list and the browser's choice between hydrating and rendering
// (docs/performance.md "Prerendered pages").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../kit/routing/paths';
import { hydratable } from './hydrate';
import { prerenderedPageOf, prerenderedPages } from './pages';

describe('prerendered pages (docs/performance.md "Prerendered pages")', () => {
  it('are the public pages the performance requirement names, at their paths of spec §2', () => {
    expect(prerenderedPages.map((page) => page.path)).toEqual([
      routes.home.path,
      routes.proLogin.path,
      routes.guestLogin.path,
      routes.forgotPassword.path,
      routes.proRegister.path,
      routes.guestRegister.path,
      routes.firstRegistration.path,
    ]);
    // Guest-only as their routes are (spec §5): the head script sends a signed-in user on.
    for (const page of prerenderedPages) {
      const route = Object.values(routes).find((entry) => entry.path === page.path);
      expect(page.guestOnly, page.path).toBe(route?.access === 'guestOnly');
    }
  });

  it('name the modules the router loads for them, which the build preloads', () => {
    const router = readFileSync(new URL('../router.tsx', import.meta.url), 'utf8');
    for (const page of prerenderedPages) {
      for (const module of page.modules) {
        expect(router, module).toContain(`import('../${module.replace(/\.tsx?$/, '')}')`);
      }
    }
  });

  it('are found by pathname in either language, with or without the trailing slash', () => {
    expect(prerenderedPageOf('/fr/pro/login')?.path).toBe('pro/login');
    expect(prerenderedPageOf('/en/guest/register/')?.path).toBe('guest/register');
    expect(prerenderedPageOf('/fr/me/dashboard')).toBeUndefined();
  });

  it("are hydrated unless their query changes what they show (the login's redirect does not)", () => {
    expect(hydratable('')).toBe(true);
    expect(hydratable('?redirect=%2Ffr%2Fpro%2Finvoices')).toBe(true);
    expect(hydratable('?email=a%40b.test&token=abc')).toBe(false);
    expect(hydratable('?role=visiteur')).toBe(false);
  });
});
