// The public pages prerendered at build time (docs/performance.md "Prerendered pages"), in every
// language: their path under `/{lang}/`, the modules of their route's chunks and the catalog
// namespaces it shows (the same as their entries in ../router.tsx). The build renders them
// (scripts/prerender.mjs) and preloads those chunks in their HTML; the browser loads the
// namespaces before it hydrates them (./hydrate.ts), so no message id and no fallback shows.
import { commonNamespaces } from '../../i18n/catalogs';

export interface PrerenderedPage {
  /** The path after `/{lang}/`. */
  path: string;
  /** Guest-only (spec §5): a signed-in user goes on to their space before the page paints. */
  guestOnly: boolean;
  /**
   * The modules of the route's chunks (screen, lazy layout) under src/, as ../router.tsx imports
   * them: the build preloads their files (from its manifest).
   */
  modules: readonly string[];
  /** The catalog namespaces the page shows besides the common ones. */
  namespaces: readonly string[];
}

const login = {
  modules: ['screens/auth/LoginScreen.tsx'],
};
const register = {
  modules: ['screens/registration/RegisterScreen.tsx'],
};

export const prerenderedPages: readonly PrerenderedPage[] = [
  {
    path: 'home',
    guestOnly: false,
    modules: ['screens/auth/HomeScreen.tsx', 'layouts/SignedInLayouts.tsx'],
    namespaces: ['home', 'menu'],
  },
  { path: 'pro/login', guestOnly: true, ...login, namespaces: ['login'] },
  { path: 'guest/login', guestOnly: true, ...login, namespaces: ['login'] },
  {
    path: 'forgot-password',
    guestOnly: true,
    modules: ['screens/auth/ForgotPasswordScreen.tsx'],
    namespaces: ['forgot'],
  },
  { path: 'pro/register', guestOnly: true, ...register, namespaces: ['register', 'fields'] },
  { path: 'guest/register', guestOnly: true, ...register, namespaces: ['register', 'fields'] },
  {
    path: 'pro/first-registration',
    guestOnly: true,
    modules: ['screens/registration/FirstRegistrationScreen.tsx'],
    namespaces: ['register', 'first_reg', 'fields'],
  },
];

/** Every namespace a prerendered page shows, the common ones first. */
export function pageNamespaces(page: PrerenderedPage): string[] {
  return [...commonNamespaces, ...page.namespaces];
}

/** The prerendered page of a pathname (`/fr/pro/login`, trailing slash or not), if any. */
export function prerenderedPageOf(pathname: string): PrerenderedPage | undefined {
  const rest = pathname.replace(/\/+$/, '').split('/').slice(2).join('/');
  return prerenderedPages.find((page) => page.path === rest);
}
