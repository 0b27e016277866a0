import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

// The forms' kit, in two chunks of its own (docs/performance.md "Login route size"): left to
// itself the bundler splits these modules into a dozen files by the set of screens that use each
// one, and the login route loaded them all, each compressed alone. `fields`: the text fields and
// their label, description and error; `form`: the form, its validation state, its banner and the
// submit's feedback (used without text fields too: the home page's form actions, a resend button).
// Only the modules named here (no dependencies pulled in: a page that shows a dialog or a select
// keeps its chunks), and no stylesheet module, which any page may share.
const kitModules =
  (patterns: RegExp[]) =>
  (id: string): boolean =>
    !id.includes('.css') && patterns.some((pattern) => pattern.test(id.replaceAll('\\', '/')));
const fieldModules = kitModules([
  /react-aria-components\/dist\/private\/(TextField|Input|FieldError|TextArea|Autocomplete)\.mjs$/,
  /react-aria\/dist\/private\/(textfield|form|label)\//,
  /react-aria\/dist\/private\/utils\/useFormReset\.mjs$/,
  /packages\/ui\/src\/components\/(TextField|PasswordField)\//,
  /packages\/ui\/src\/components\/private\/Field\.tsx$/,
  /apps\/portal\/src\/kit\/formFields\.ts$/,
]);
const formModules = kitModules([
  /react-aria-components\/dist\/private\/Form\.mjs$/,
  /react-stately\/dist\/private\/form\//,
  /packages\/ui\/src\/components\/Form\//,
  /packages\/machines\/src\/shared\/(feedback|failure)\.ts$/,
  /apps\/portal\/src\/kit\/(useFormSubmit|formFeedback|FormBanner)\.tsx?$/,
]);

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

// The portal: a static single-page app (docs/architecture.md). In development the API runs on
// :3000 (`pnpm --filter @salon/api dev`) and Vite proxies /api to it; in production the API
// serves these files itself, or any CDN does.
/**
 * The shell's preloads of what the entry imports (the libraries', the domain's chunks), which
 * `modulePreload: false` leaves out: the entry runs only once they are in.
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'salon:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry,
        );
        const imports = entry?.type === 'chunk' ? entry.imports : [];
        return imports.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), preloadEntryImports()],
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
    // No loader that preloads a lazy chunk's imports: for each file it appends a `<link>` to the
    // page, a few milliseconds of the main thread each, some forty at a signed-in page's first
    // load, in one task (docs/performance.md "Fourth pass"). The browser requests a chunk's
    // imports itself once it has the chunk; a page's own chunks start loading at boot
    // (src/root/preload.ts), and a prerendered page lists its modules
    // (scripts/prerender.mjs). Its CSS is still loaded by Vite's loader.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one file (docs/performance.md "Login route
        // size"): left to itself the bundler splits the shared code into many small files at each
        // lazy route, and each one compressed on its own costs the login route bytes and requests.
        // The forms' kit likewise (above).
        codeSplitting: {
          groups: [
            // What the entry imports, in three files: the libraries, the domain's rules and
            // schemas (`contract`), and the app. A prerendered page runs them in turn, each in a
            // task of its own, so that none is one long task after its first paint
            // (scripts/prerender.mjs, docs/performance.md "Fourth pass").
            { name: 'libraries', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            {
              name: 'contract',
              tags: ['$initial'],
              test: /[\\/]packages[\\/]domain[\\/]/,
              priority: 1,
            },
            { name: 'app', tags: ['$initial'] },
            { name: 'fields', test: fieldModules, includeDependenciesRecursively: false },
            { name: 'form', test: formModules, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
