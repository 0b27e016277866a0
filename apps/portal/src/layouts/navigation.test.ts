import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { buildMenu, isCurrentPath } from './menu';
import { footerLinks, loginPathFor } from '../kit/routing/links';

// The texts are checked in the stories (both languages); here the message ids stand for them.
const intl = createIntl({ locale: 'fr', messages: {}, onError: () => {} });
intl.formatMessage = ((descriptor: { id?: string }) =>
  String(descriptor.id)) as typeof intl.formatMessage;

describe('menus (spec §2 Layouts: exhibitor menu, guest menu)', () => {
  it('lists the nine exhibitor entries of spec §2 in order, each linking to its route', () => {
    const menu = buildMenu({ role: 'exposant', lang: 'fr', pathname: '/fr/me/dashboard', intl });
    expect(menu.map((item) => [item.label, item.href])).toEqual([
      ['menu.dashboard', '/fr/me/dashboard'],
      ['menu.rebooking', '/fr/pro/rebooking'],
      ['menu.invoices', '/fr/pro/invoices'],
      ['menu.stand', '/fr/pro/stand'],
      ['menu.badges', '/fr/pro/badges'],
      ['menu.marketplace', '/fr/pro/marketplace'],
      ['menu.company', '/fr/me/company'],
      ['menu.informations', '/fr/me/informations'],
      ['menu.contact', '/fr/pro/contact'],
    ]);
  });

  it('lists the four guest entries of spec §2: personal info, company, badges, contact team', () => {
    const menu = buildMenu({ role: 'visiteur', lang: 'en', pathname: '/en/me/badges', intl });
    expect(menu.map((item) => [item.label, item.href])).toEqual([
      ['menu.informations', '/en/me/informations'],
      ['menu.company', '/en/me/company'],
      ['menu.guest_badges', '/en/me/badges'],
      ['menu.guest_contact', '/en/guest/contact'],
    ]);
  });

  it('marks only the current page as current, and the pages under it (rebooking/{etape})', () => {
    const menu = buildMenu({
      role: 'exposant',
      lang: 'en',
      pathname: '/en/pro/rebooking/quote',
      intl,
    });
    expect(menu.filter((item) => item.isCurrent).map((item) => item.id)).toEqual(['rebooking']);
    expect(isCurrentPath('/fr/me/dashboard/', '/fr/me/dashboard')).toBe(true);
    expect(isCurrentPath('/fr/me/dashboards', '/fr/me/dashboard')).toBe(false);
  });

  it('marks booth and badges locked until the 1st installment is paid (spec §4, §6)', () => {
    const locked = buildMenu({
      role: 'exposant',
      lang: 'fr',
      pathname: '/fr/me/dashboard',
      intl,
      featureAccess: { boothManagement: false, badges: false },
    });
    expect(locked.filter((item) => item.isLocked).map((item) => item.id)).toEqual([
      'stand',
      'badges',
    ]);
    const open = buildMenu({
      role: 'exposant',
      lang: 'fr',
      pathname: '/fr/me/dashboard',
      intl,
      featureAccess: { boothManagement: true, badges: true },
    });
    expect(open.some((item) => item.isLocked)).toBe(false);
  });

  it('marks nothing locked while the payments are not known yet', () => {
    const menu = buildMenu({ role: 'exposant', lang: 'fr', pathname: '/fr/pro/stand', intl });
    expect(menu.some((item) => item.isLocked)).toBe(false);
  });
});

describe('footer links (spec §2 Footer links)', () => {
  it('gives the four legal pages on the show website, in the page language', () => {
    expect(footerLinks('fr', 'https://www.salon.test/', intl)).toEqual([
      {
        href: 'https://www.salon.test/fr/conditions-de-participation',
        label: 'layout.terms_of_participation',
      },
      { href: 'https://www.salon.test/fr/mentions-legales', label: 'layout.legal_notices' },
      {
        href: 'https://www.salon.test/fr/politique-de-donnees-personnelles',
        label: 'layout.personal_data_policy',
      },
      {
        href: 'https://www.salon.test/fr/reglement-general-des-manifestations',
        label: 'layout.general_rules',
      },
    ]);
    expect(footerLinks('en', 'https://www.salon.test', intl).map((link) => link.href)).toEqual([
      'https://www.salon.test/en/terms-of-participation',
      'https://www.salon.test/en/legal-notices',
      'https://www.salon.test/en/personal-data-policy',
      'https://www.salon.test/en/trade-event-general-rules',
    ]);
  });
});

describe('login page after the session ends (spec §1 separate login areas, §4 logout)', () => {
  it('sends an exhibitor to the exhibitor login and a visitor to the visitor login', () => {
    expect(loginPathFor('fr', 'exposant')).toBe('/fr/pro/login');
    expect(loginPathFor('en', 'visiteur')).toBe('/en/guest/login');
  });

  it('sends a user of unknown role to the exhibitor login, the root of spec §2', () => {
    expect(loginPathFor('fr', null)).toBe('/fr/pro/login');
  });

  it('keeps the page to come back to in the redirect query (spec §5)', () => {
    expect(loginPathFor('fr', 'visiteur', '/fr/me/badges?x=1')).toBe(
      '/fr/guest/login?redirect=%2Ffr%2Fme%2Fbadges%3Fx%3D1',
    );
  });
});
