// The portal's configuration, fixed at build time.

/**
 * The portal's public client (ARCHITECTURE.md, security decisions: its id and secret ship in the
 * bundle and grant only the public calls).
 */
export const CLIENT_ID = import.meta.env.VITE_CLIENT_ID ?? 'salon-portal';
export const CLIENT_SECRET = import.meta.env.VITE_CLIENT_SECRET ?? 'salon-portal-public';
/** The API's origin; empty: the same origin (the API serves the portal). */
export const API_ORIGIN = import.meta.env.VITE_API_ORIGIN ?? '';
/** The running version, for the app-version check (spec §4). */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? __APP_VERSION__;
/** The show's public website, linked from the top bar (spec §2). */
export const SHOW_WEBSITE_URL = import.meta.env.VITE_SHOW_WEBSITE_URL ?? 'https://www.salon.test';
