import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

// The portal: a static single-page app (docs/architecture.md). In development the API runs on
// :3000 (`pnpm --filter @salon/api dev`) and Vite proxies /api to it; in production the API
// serves these files itself, or any CDN does.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    // The app-version check compares it with the stored one (spec §4): each build is a version.
    __APP_VERSION__: JSON.stringify(`${version}+${new Date().toISOString()}`),
  },
  resolve: {
    // The catalogs are compiled to AST (formatjs compile --ast), so the ICU parser is not needed
    // in the browser: react-intl's documented 'no-parser' build keeps it out of the bundle.
    alias: {
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The size check reads it to find what the login route loads (scripts/size.mjs).
    manifest: true,
    // Every browser the es2022 target runs in supports <link rel="modulepreload">, but Safari
    // before 17: there the preload is skipped and the chunk loads when imported. No polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one file (docs/performance.md "Login route
        // size"): left to itself the bundler splits the shared code into many small files at each
        // lazy route, and each one compressed on its own costs the login route bytes and requests.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
