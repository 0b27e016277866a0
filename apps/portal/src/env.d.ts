/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_CLIENT_SECRET?: string;
  readonly VITE_API_ORIGIN?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_SHOW_WEBSITE_URL?: string;
}

/** Set by vite.config.ts from the package version and build time. */
declare const __APP_VERSION__: string;
