// Routes of spec §2 as data: their paths under the `{lang}` prefix, who may open them, and the
// language rules. Pure functions, so guards and redirects are tested without a browser.
import type { Language, Role } from '@salon/domain';

export const supportedLanguages: readonly Language[] = ['fr', 'en'];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Who may open a route (spec §2, §5 route guards, §6). */
export type Access = 'public' | 'guestOnly' | 'authenticated' | Role;

/** Every route of spec §2, by name, without the language prefix. */
export const routes = {
  home: { path: 'home', access: 'public' },
  forgotPassword: { path: 'forgot-password', access: 'guestOnly' },
  resetPassword: { path: 'reset-password', access: 'guestOnly' },
  emailVerification: { path: 'email-verification', access: 'guestOnly' },
  confirmRegister: { path: 'confirm-register', access: 'guestOnly' },
  proInit: { path: 'pro/init/:sfid', access: 'guestOnly' },
  guestInit: { path: 'guest/init/:sfid', access: 'guestOnly' },
  proRegister: { path: 'pro/register', access: 'guestOnly' },
  guestRegister: { path: 'guest/register', access: 'guestOnly' },
  proTmpRegister: { path: 'pro/tmp-register', access: 'guestOnly' },
  confirmRegisterTmp: { path: 'confirm-register-tmp', access: 'guestOnly' },
  firstRegistration: { path: 'pro/first-registration', access: 'guestOnly' },
  firstRegistrationMatterAndShape: {
    path: 'pro/first-registration-matter-and-shape',
    access: 'guestOnly',
  },
  confirmFirstRegister: { path: 'confirm-first-register', access: 'guestOnly' },
  confirmFirstRegisterMatterAndShape: {
    path: 'confirm-first-register-matter-and-shape',
    access: 'guestOnly',
  },
  proLogin: { path: 'pro/login', access: 'guestOnly' },
  guestLogin: { path: 'guest/login', access: 'guestOnly' },
  me: { path: 'me', access: 'authenticated' },
  dashboard: { path: 'me/dashboard', access: 'authenticated' },
  informations: { path: 'me/informations', access: 'authenticated' },
  company: { path: 'me/company', access: 'authenticated' },
  // spec §2 lists me/badges among the authenticated routes (guest menu) and spec §6 gives badges to
  // guests: any signed-in user may open it; a visitor sees their own badges there, an exhibitor is
  // sent on to pro/badges, their badges page (src/screens/badges/BadgesScreen.tsx).
  guestBadges: { path: 'me/badges', access: 'authenticated' },
  guestContact: { path: 'guest/contact', access: 'visiteur' },
  pro: { path: 'pro', access: 'exposant' },
  marketplace: { path: 'pro/marketplace', access: 'exposant' },
  proContact: { path: 'pro/contact', access: 'exposant' },
  badges: { path: 'pro/badges', access: 'exposant' },
  invoices: { path: 'pro/invoices', access: 'exposant' },
  stand: { path: 'pro/stand', access: 'exposant' },
  rebooking: { path: 'pro/rebooking/:etape?', access: 'exposant' },
  paymentValidation: { path: 'pro/payment-validation/:token?', access: 'exposant' },
  paymentConfirmation: {
    path: 'pro/payment-confirmation/:statut?/:reference?',
    access: 'exposant',
  },
  ssoLogin: { path: 'pro/sso-login/:saml?', access: 'exposant' },
} as const satisfies Record<string, { path: string; access: Access }>;

export type RouteName = keyof typeof routes;

export function isLanguage(value: string | undefined): value is Language {
  return value === 'fr' || value === 'en';
}

/**
 * The language for a URL without prefix (spec §2): English if the browser prefers English,
 * otherwise French. The first of the browser's languages decides.
 */
export function languageFromBrowser(browserLanguages: readonly string[]): Language {
  const first = browserLanguages[0]?.toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : DEFAULT_LANGUAGE;
}

/** Splits `/en/pro/login` into the language and the rest (`pro/login`). */
export function splitLanguage(pathname: string): { lang: Language | null; rest: string } {
  const [, first = '', ...others] = pathname.split('/');
  if (isLanguage(first)) return { lang: first, rest: others.join('/') };
  return { lang: null, rest: pathname.replace(/^\/+/, '') };
}

/** Builds `/{lang}/{path}` with parameters filled; optional parameters left out are dropped. */
export function pathTo(
  lang: Language,
  name: RouteName,
  params: Record<string, string | undefined> = {},
): string {
  const filled = routes[name].path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const key = segment.replace(/^:/, '').replace(/\?$/, '');
      const value = params[key];
      if (value === undefined || value === '') {
        if (segment.endsWith('?')) return null;
        throw new Error(`Missing route parameter ${key} for ${name}`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return `/${lang}/${filled}`;
}

/**
 * The Fr/En switch rewrites the route (spec §2): same path, query and hash, other prefix.
 * The first-registration Matter and Shape page forces English and keeps it.
 */
export function switchLanguage(
  location: { pathname: string; search: string; hash: string },
  to: Language,
): string {
  const { rest } = splitLanguage(location.pathname);
  return `/${to}${rest ? `/${rest}` : ''}${location.search}${location.hash}`;
}

/** Where a prefix-less URL goes (spec §2): the same path under the browser's language. */
export function withLanguagePrefix(
  location: { pathname: string; search: string; hash: string },
  browserLanguages: readonly string[],
): string {
  return switchLanguage(location, languageFromBrowser(browserLanguages));
}

/** The session as the guards see it. */
export type GuardSession = { status: 'anonymous' } | { status: 'authenticated'; role: Role };

/** What a guard decides (spec §5 route guards). */
export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; accessDenied?: boolean };

/**
 * Spec §5: guest-only routes redirect an authenticated user to /me; authenticated routes send an
 * unauthenticated user to the root with a redirect parameter holding the full path; a route with
 * a role requires an equal role, otherwise the access-denied flag is set and the user goes to the
 * root (for a signed-in user the root is /me, their home, since the login is guest-only).
 */
export function guard(
  access: Access,
  session: GuardSession,
  lang: Language,
  fullPath: string,
): GuardDecision {
  if (access === 'public') return { kind: 'allow' };
  if (access === 'guestOnly') {
    const folded = session.status === 'anonymous' ? fragmentFoldedIntoRedirect(fullPath) : null;
    if (folded) return { kind: 'redirect', to: folded };
    // Signing in on a guest-only page (the login) makes this guard send the user on: to the
    // page's `redirect` query when it has one, so the guard and the login go to the same place
    // (spec §2 'Login takes an optional redirect query; the default destination is the dashboard').
    return session.status === 'authenticated'
      ? { kind: 'redirect', to: redirectTarget(redirectQuery(fullPath), lang) }
      : { kind: 'allow' };
  }
  if (session.status === 'anonymous') {
    return { kind: 'redirect', to: `/${lang}?redirect=${encodeURIComponent(fullPath)}` };
  }
  if (access === 'authenticated' || access === session.role) return { kind: 'allow' };
  // Spec §5: another role sets the access-denied flag and goes to the root (which takes a
  // signed-in user on to the dashboard, where the alert shows).
  return { kind: 'redirect', to: `/${lang}`, accessDenied: true };
}

/**
 * A login opened by the server's redirect of a private link (docs/performance.md "Private links
 * without a session") carries the link's fragment on its own URL, since a browser keeps the
 * fragment across a redirect and the server never sees it: `/fr/pro/login?redirect=/fr/me#x`.
 * The same login with the fragment moved into `redirect`, so the user lands on the whole link
 * (spec §2 redirect), or null when there is nothing to move.
 */
function fragmentFoldedIntoRedirect(fullPath: string): string | null {
  const [withQuery = '', fragment] = fullPath.split(/#(.*)/s);
  const [pathname = '', query] = withQuery.split(/\?(.*)/s);
  if (!fragment || query === undefined) return null;
  const params = new URLSearchParams(query);
  const redirect = params.get('redirect');
  if (!redirect || redirect.includes('#')) return null;
  params.set('redirect', `${redirect}#${fragment}`);
  return `${pathname}?${params.toString()}`;
}

/** The `redirect` query of a path with its query (`/fr/pro/login?redirect=...`), if any. */
function redirectQuery(fullPath: string): string | null {
  const query = fullPath.split('#')[0]?.split('?')[1];
  return query === undefined ? null : new URLSearchParams(query).get('redirect');
}

/** Whether a redirect is a path of this portal, never another origin (open-redirect guard). */
export function isPortalPath(redirect: string | null | undefined): redirect is string {
  return (
    !!redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.includes('\\')
  );
}

/**
 * The destination after login (spec §2: optional redirect query, default the dashboard). Only
 * paths of this portal are followed, never another origin (open-redirect guard).
 */
export function redirectTarget(redirect: string | null | undefined, lang: Language): string {
  if (isPortalPath(redirect)) {
    const { lang: target } = splitLanguage(redirect);
    return target ? redirect : `/${lang}${redirect}`;
  }
  return pathTo(lang, 'dashboard');
}

/**
 * The `{statut}` of payment-confirmation/{statut}/{reference} (spec §2: success, failure, pending
 * transfer), written once here. `pending` is a card payment the provider has not confirmed yet
 * (the API marks it paid on the provider's signed notification only, docs/api.md).
 */
export const paymentConfirmationStatuses = {
  success: 'success',
  failure: 'failure',
  pending: 'pending',
  pendingTransfer: 'pending-transfer',
} as const;

export type PaymentConfirmationStatus = keyof typeof paymentConfirmationStatuses;

/** The status a `{statut}` slug names, or null for an unknown one. */
export function paymentConfirmationStatusOf(
  slug: string | undefined,
): PaymentConfirmationStatus | null {
  const entry = Object.entries(paymentConfirmationStatuses).find(([, value]) => value === slug);
  return entry ? (entry[0] as PaymentConfirmationStatus) : null;
}

/** pro/payment-confirmation/{statut}/{reference} in a language. */
export function paymentConfirmationPath(
  lang: Language,
  status: PaymentConfirmationStatus,
  reference: string,
): string {
  return pathTo(lang, 'paymentConfirmation', {
    statut: paymentConfirmationStatuses[status],
    reference,
  });
}
