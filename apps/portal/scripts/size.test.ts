// The size check's list of signed-in routes (docs/performance.md "Login route size": each
// signed-in route within 60 kB gzip on top of the login route), read from src/root/router.tsx.
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_ROUTE_BUDGET_KB, signedInRoutes } from './size.mjs';

describe('signed-in routes measured by scripts/size.mjs (docs/performance.md)', () => {
  const routes = signedInRoutes();

  it('finds every signed-in screen of the router, each route once, and no guest page', () => {
    expect(SIGNED_IN_ROUTE_BUDGET_KB).toBe(60);
    const modules = routes.map((route) => route.module);
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/screens/dashboard/DashboardScreen.tsx',
        'src/screens/commercial/rebooking/RebookingScreen.tsx',
        'src/screens/commercial/invoices/InvoicesScreen.tsx',
        'src/screens/commercial/payment/PaymentValidationScreen.tsx',
        'src/screens/commercial/payment/PaymentConfirmationScreen.tsx',
        'src/screens/account/InformationsScreen.tsx',
        'src/screens/account/CompanyScreen.tsx',
        'src/screens/badges/BadgesScreen.tsx',
        'src/screens/booth/StandScreen.tsx',
        'src/screens/marketplace/MarketplaceScreen.tsx',
        'src/screens/contact/ContactScreen.tsx',
      ]),
    );
    // One row per screen and parts of the table: the exhibitor's badges load more than a visitor's.
    const names = routes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(modules.some((module) => /auth|registration|notFound/.test(module))).toBe(false);
  });

  it('reads the parts of the endpoint table a route names (src/kit/api/endpointGroups.ts)', () => {
    const byName = new Map(routes.map((route) => [route.name, route.endpoints]));
    expect(byName.get('ContactScreen')).toEqual(['account']);
    expect(byName.get('ProBadgesScreen')).toEqual(['campaign', 'badge', 'rebooking', 'billing']);
    expect(byName.get('GuestBadgesScreen')).toEqual(['campaign', 'badge']);
  });

  it('expands the rule namespaces a route names (src/i18n/namespaces.json)', () => {
    const stand = routes.find((route) => route.name === 'StandScreen');
    expect(stand?.namespaces).toEqual(expect.arrayContaining(['stand', 'status', 'installment']));
  });
});
