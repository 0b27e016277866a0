import { describe, expect, it } from 'vitest';
import {
  guard,
  languageFromBrowser,
  pathTo,
  redirectTarget,
  switchLanguage,
  withLanguagePrefix,
} from './paths';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('language prefix (spec §2)', () => {
  it('takes English from an English browser and French otherwise (spec §2)', () => {
    expect(languageFromBrowser(['en-GB', 'fr'])).toBe('en');
    expect(languageFromBrowser(['en'])).toBe('en');
    expect(languageFromBrowser(['de-DE', 'en'])).toBe('fr');
    expect(languageFromBrowser([])).toBe('fr');
  });

  it('redirects a URL without prefix to the same path under the language (spec §2)', () => {
    expect(withLanguagePrefix(at('/pro/login', '?redirect=%2Fme'), ['en-US'])).toBe(
      '/en/pro/login?redirect=%2Fme',
    );
    expect(withLanguagePrefix(at('/'), ['fr-FR'])).toBe('/fr');
  });

  it('rewrites the route when switching language (spec §2 Fr/En switch)', () => {
    expect(switchLanguage(at('/fr/pro/invoices', '?tab=paid', '#top'), 'en')).toBe(
      '/en/pro/invoices?tab=paid#top',
    );
  });

  it('builds paths with optional parameters (spec §2)', () => {
    expect(pathTo('fr', 'rebooking')).toBe('/fr/pro/rebooking');
    expect(pathTo('en', 'paymentConfirmation', { statut: 'success', reference: 'T 1' })).toBe(
      '/en/pro/payment-confirmation/success/T%201',
    );
    expect(() => pathTo('fr', 'proInit')).toThrow(/sfid/);
  });
});

describe('route guards (spec §5)', () => {
  const anonymous = { status: 'anonymous' } as const;
  const exhibitor = { status: 'authenticated', role: 'exposant' } as const;
  const visitor = { status: 'authenticated', role: 'visiteur' } as const;

  it('sends an authenticated user away from guest-only routes to /me (spec §5)', () => {
    expect(guard('guestOnly', exhibitor, 'fr', '/fr/pro/login')).toEqual({
      kind: 'redirect',
      to: '/fr/me/dashboard',
    });
    expect(guard('guestOnly', anonymous, 'fr', '/fr/pro/login')).toEqual({ kind: 'allow' });
  });

  it('sends a user who just signed in on the login to its redirect query, a path of the portal only (spec §2, §5)', () => {
    const login = `/fr/pro/login?redirect=${encodeURIComponent('/fr/pro/invoices?year=2026')}`;
    expect(guard('guestOnly', exhibitor, 'fr', login)).toEqual({
      kind: 'redirect',
      to: '/fr/pro/invoices?year=2026',
    });
    expect(
      guard('guestOnly', exhibitor, 'en', '/en/pro/login?redirect=https%3A%2F%2Fevil.example%2F'),
    ).toEqual({ kind: 'redirect', to: '/en/me/dashboard' });
  });

  it('moves the fragment a server redirect left on the login into its redirect query (spec §2 redirect, docs/performance.md)', () => {
    const login = `/fr/pro/login?redirect=${encodeURIComponent('/fr/me/dashboard?source=email')}`;
    expect(guard('guestOnly', anonymous, 'fr', `${login}#inscriptions`)).toEqual({
      kind: 'redirect',
      to: `/fr/pro/login?redirect=${encodeURIComponent('/fr/me/dashboard?source=email#inscriptions')}`,
    });
    // Nothing to move: no fragment, or the redirect already has its own.
    expect(guard('guestOnly', anonymous, 'fr', login)).toEqual({ kind: 'allow' });
    const whole = `/fr/pro/login?redirect=${encodeURIComponent('/fr/me#a')}#a`;
    expect(guard('guestOnly', anonymous, 'fr', whole)).toEqual({ kind: 'allow' });
  });

  it('sends an anonymous user to the root with the full path as redirect (spec §5)', () => {
    expect(guard('exposant', anonymous, 'en', '/en/pro/invoices?x=1')).toEqual({
      kind: 'redirect',
      to: '/en?redirect=%2Fen%2Fpro%2Finvoices%3Fx%3D1',
    });
  });

  it('requires an equal role, else access denied and the root (spec §5, §6)', () => {
    expect(guard('exposant', visitor, 'fr', '/fr/pro/invoices')).toEqual({
      kind: 'redirect',
      to: '/fr',
      accessDenied: true,
    });
    expect(guard('visiteur', exhibitor, 'en', '/en/guest/contact')).toEqual({
      kind: 'redirect',
      to: '/en',
      accessDenied: true,
    });
    expect(guard('exposant', exhibitor, 'fr', '/fr/pro/invoices')).toEqual({ kind: 'allow' });
    expect(guard('authenticated', visitor, 'fr', '/fr/me/company')).toEqual({ kind: 'allow' });
  });

  it('follows only this portal’s paths after login, default the dashboard (spec §2)', () => {
    expect(redirectTarget('/en/pro/invoices', 'fr')).toBe('/en/pro/invoices');
    expect(redirectTarget('/pro/invoices', 'fr')).toBe('/fr/pro/invoices');
    expect(redirectTarget('https://evil.example/', 'fr')).toBe('/fr/me/dashboard');
    expect(redirectTarget('//evil.example/', 'fr')).toBe('/fr/me/dashboard');
    expect(redirectTarget(null, 'en')).toBe('/en/me/dashboard');
  });
});
