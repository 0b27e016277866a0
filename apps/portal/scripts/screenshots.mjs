// The screenshot walk-through of the public screens (docs/testing.md): both languages, phone and
// desktop widths, produced by this script and looked at, so that a layout defect is seen.
//
//   pnpm build && pnpm --filter @salon/portal screenshots [--only=login,home]
//
// Starts the e2e server (the built API serving the built portal, a fresh seeded database) on its
// own port, visits every public screen at 375 px and 1280 px in French and in English, reaching
// the states that need data through the real product (a reset token and verification links from
// the development mailbox, a sign-in for the dashboards), and writes full-page PNGs plus an index
// (index.html to look at them side by side, index.md) to the repository's `screenshots/out/` (ignored by git). The
// index notes each page's final URL and any console error. Exits non-zero when a screen could
// not be pictured. Chromium: CHROME_PATH, else the one the repository finds.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import {
  createVerifiedVisitor,
  demoAccounts,
  emailLink,
  pathOf,
  registerVisitor,
  requestPasswordReset,
  signInThroughApi,
  uniqueEmail,
} from '../e2e/support/api.mjs';
import { startE2eServer } from '../e2e/startServer.mjs';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The root .gitignore ignores `screenshots/out/` at the repository's root.
const outDir = path.resolve(portalDir, '../../screenshots/out');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3213);
const only = (process.argv.find((arg) => arg.startsWith('--only='))?.slice(7) ?? '')
  .split(',')
  .filter(Boolean);

const languages = ['fr', 'en'];
const widths = [
  { name: 'phone', width: 375, height: 812, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false, hasTouch: false },
];
const PASSWORD = 'Walkthrough-2026!';

/** `/{lang}/...` with another language: links from emails carry the recipient's language. */
function inLanguage(pathAndQuery, lang) {
  return pathAndQuery.replace(/^\/(fr|en)(?=\/|$)/, `/${lang}`);
}

/** The page has settled: one h1 shown (every page has exactly one), fonts loaded, no request. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The page's height has stopped changing (data loaded, lazy parts drawn): a full-page picture
 * measures the page once, when it starts.
 */
async function steadyHeight(page) {
  let last = -1;
  let steady = 0;
  for (let tries = 0; tries < 40 && steady < 3; tries += 1) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    steady = height === last ? steady + 1 : 0;
    last = height;
    await page.waitForTimeout(150);
  }
}

/**
 * The screens, in the order of spec §2. `path(lang, data)` opens the screen; `act(page, context)`
 * brings it to the state pictured; `role` signs in first (demo exhibitor or visitor).
 */
const screens = [
  { id: 'home', title: 'Home: choose visitor or exhibitor', path: (lang) => `/${lang}/home` },
  { id: 'pro-login', title: 'Exhibitor login', path: (lang) => `/${lang}/pro/login` },
  { id: 'guest-login', title: 'Visitor login', path: (lang) => `/${lang}/guest/login` },
  { id: 'forgot-password', title: 'Forgot password', path: (lang) => `/${lang}/forgot-password` },
  {
    id: 'reset-password',
    title: 'Reset password, with a token from the mailbox',
    path: (lang, data) => inLanguage(pathOf(data.resetLink), lang),
  },
  {
    id: 'reset-password-invalid',
    title: 'Reset password, a link without a valid token',
    path: (lang) => `/${lang}/reset-password?token=not-a-valid-token`,
  },
  {
    id: 'email-verification-success',
    title: 'Email verification: a fresh link verifies (success, then the login after 1 s)',
    // Each language and width gets a fresh link, so each picture is the first verification.
    path: (lang, data, shot) => inLanguage(pathOf(data.verificationLinks[shot]), lang),
    ready: async (page) => {
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  },
  {
    id: 'email-verification-invalid',
    title: 'Email verification: an unknown token (invalid)',
    path: (lang) =>
      `/${lang}/email-verification?token=not-a-valid-token&email=${encodeURIComponent('nobody@salon.test')}`,
  },
  { id: 'pro-register', title: 'Registration, exhibitor', path: (lang) => `/${lang}/pro/register` },
  {
    id: 'guest-register',
    title: 'Registration, visitor',
    path: (lang) => `/${lang}/guest/register`,
  },
  {
    id: 'tmp-register',
    title: 'Temporary registration',
    path: (lang) => `/${lang}/pro/tmp-register`,
  },
  {
    id: 'first-registration',
    title: 'First-registration request',
    path: (lang) => `/${lang}/pro/first-registration`,
  },
  {
    id: 'first-registration-matter-and-shape',
    title: 'First-registration request, Matter and Shape (forces English)',
    path: (lang) => `/${lang}/pro/first-registration-matter-and-shape`,
  },
  {
    id: 'confirm-register',
    title: 'Registration confirmation',
    path: (lang) => `/${lang}/confirm-register`,
  },
  {
    id: 'confirm-register-tmp',
    title: 'Temporary registration confirmation',
    path: (lang) => `/${lang}/confirm-register-tmp`,
  },
  {
    id: 'confirm-first-register',
    title: 'First-registration confirmation',
    path: (lang) => `/${lang}/confirm-first-register`,
  },
  {
    id: 'confirm-first-register-matter-and-shape',
    title: 'First-registration confirmation, Matter and Shape',
    path: (lang) => `/${lang}/confirm-first-register-matter-and-shape`,
  },
  { id: 'not-found', title: 'Not found', path: (lang) => `/${lang}/no-such-page` },
  {
    id: 'dashboard-exhibitor',
    title: 'Dashboard, exhibitor (demo account)',
    role: 'exhibitor',
    path: (lang) => `/${lang}/me/dashboard`,
  },
  {
    id: 'stand',
    title: 'Booth page with its guides (demo exhibitor)',
    role: 'exhibitor',
    path: (lang) => `/${lang}/pro/stand`,
  },
  {
    id: 'marketplace',
    title: 'Marketplace presentation (demo exhibitor)',
    role: 'exhibitor',
    path: (lang) => `/${lang}/pro/marketplace`,
  },
  // pro/sso-login is not pictured here: it posts to the marketplace at once (its stories show
  // each of its states).
  {
    id: 'dashboard-visitor',
    title: 'Dashboard, visitor (demo account)',
    role: 'visitor',
    path: (lang) => `/${lang}/me/dashboard`,
  },
  {
    id: 'badges-exhibitor',
    title: 'Badges and invitations, exhibitor (demo account)',
    role: 'exhibitor',
    path: (lang) => `/${lang}/pro/badges`,
  },
  {
    id: 'badges-visitor',
    title: 'Badges, visitor (demo account)',
    role: 'visitor',
    path: (lang) => `/${lang}/me/badges`,
  },
  {
    id: 'rebooking-list',
    title: 'Rebooking: which booth (demo exhibitor)',
    role: 'exhibitor',
    path: (lang) => `/${lang}/pro/rebooking`,
  },
  {
    id: 'rebooking-quote',
    title: 'Rebooking: the quote to validate (demo exhibitor)',
    role: 'exhibitor',
    path: (lang) => `/${lang}/pro/rebooking`,
    // The first booth of the rebooking set: its quote (pro/rebooking/devis?opportunite=).
    act: async (page) => {
      await page.getByRole('region').first().getByRole('button').first().click();
      await page.waitForURL(/\/pro\/rebooking\/devis\?opportunite=/);
      await page.getByRole('article').waitFor({ state: 'visible' });
    },
  },
].filter((screen) => only.length === 0 || only.includes(screen.id));

/** Data the screens need, made through the real API before the walk. */
async function prepare(api) {
  const data = { verificationLinks: {} };
  if (screens.some((screen) => screen.id === 'reset-password')) {
    const email = uniqueEmail('walkthrough-reset');
    await createVerifiedVisitor(api, { email, password: PASSWORD });
    data.resetLink = await requestPasswordReset(api, email, 'visiteur');
  }
  if (screens.some((screen) => screen.id === 'email-verification-success')) {
    for (const lang of languages) {
      for (const width of widths) {
        const email = uniqueEmail(`walkthrough-verify-${lang}-${width.name}`);
        await registerVisitor(api, { email, password: PASSWORD, langue: lang });
        data.verificationLinks[`${lang}-${width.name}`] = await emailLink(
          api,
          email,
          'verification',
        );
      }
    }
  }
  return data;
}

const executablePath = findChromium();
if (!executablePath) {
  console.error('No Chromium found: set CHROME_PATH (Debian: apt-get install chromium).');
  process.exit(1);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const server = await startE2eServer({ port });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const results = [];
try {
  const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  const data = await prepare(api);
  await api.dispose();

  for (const width of widths) {
    // One browser context per width and per signed-in role, as a user's browser would be.
    const contexts = new Map();
    const contextFor = async (role) => {
      const key = role ?? 'anonymous';
      if (!contexts.has(key)) {
        const context = await browser.newContext({
          baseURL: server.baseUrl,
          viewport: { width: width.width, height: width.height },
          isMobile: width.isMobile,
          hasTouch: width.hasTouch,
          locale: 'fr-FR',
          timezoneId: 'Europe/Paris',
          reducedMotion: 'reduce',
        });
        if (role) await signInThroughApi(context.request, demoAccounts[role]);
        contexts.set(key, context);
      }
      return contexts.get(key);
    };

    for (const screen of screens) {
      for (const lang of languages) {
        const shot = `${lang}-${width.name}`;
        const file = `${screen.id}-${lang}-${width.width}.png`;
        const result = { screen, lang, width: width.width, file, errors: [], url: null };
        results.push(result);
        const page = await (await contextFor(screen.role)).newPage();
        page.on('console', (message) => {
          if (message.type() === 'error') result.errors.push(message.text());
        });
        page.on('pageerror', (error) => result.errors.push(String(error)));
        try {
          await page.goto(screen.path(lang, data, shot));
          await (screen.ready ?? settle)(page);
          if (screen.act) await screen.act(page, { lang, data, width });
          if (!screen.ready) await steadyHeight(page);
          result.url = new URL(page.url()).pathname + new URL(page.url()).search;
          await page.screenshot({ path: path.join(outDir, file), fullPage: true });
          console.log(`ok    ${file}  ${result.url}`);
        } catch (error) {
          result.failed = String(error?.message ?? error).split('\n')[0];
          result.url = new URL(page.url()).pathname;
          await page
            .screenshot({ path: path.join(outDir, file), fullPage: true })
            .catch(() => undefined);
          console.log(`FAIL  ${file}  ${result.url}: ${result.failed}`);
        } finally {
          await page.close();
        }
      }
    }
    for (const context of contexts.values()) await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

// --- The index ------------------------------------------------------------------------------
const escape = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
const sections = screens.map((screen) => {
  const cells = results
    .filter((result) => result.screen === screen)
    .map(
      (result) => `<figure>
<figcaption>${result.lang} · ${result.width} px · <code>${escape(result.url ?? '')}</code>${
        result.failed ? ` · <strong>FAILED: ${escape(result.failed)}</strong>` : ''
      }${result.errors.length ? `<br>console: ${result.errors.map(escape).join('<br>')}` : ''}</figcaption>
<a href="${result.file}"><img src="${result.file}" alt="${escape(screen.title)}, ${result.lang}, ${result.width} px" loading="lazy"></a>
</figure>`,
    )
    .join('\n');
  return `<section><h2 id="${screen.id}">${escape(screen.title)}</h2>\n<div class="row">${cells}</div></section>`;
});
writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Salon portal: screenshot walk-through</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem; }
.row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; } figcaption { font-size: 0.8rem; max-width: 40rem; }
img { border: 1px solid #999; max-height: 900px; }
</style></head><body><main>
<h1>Screenshot walk-through (${new Date().toISOString()})</h1>
<p>Each public screen at 375 px and 1280 px, in French and English. Full-page pictures.</p>
${sections.join('\n')}
</main></body></html>\n`,
);
writeFileSync(
  path.join(outDir, 'index.md'),
  `# Screenshot walk-through\n\n${new Date().toISOString()}\n\n| screen | lang | width | file | final URL | notes |\n|---|---|---|---|---|---|\n${results
    .map(
      (result) =>
        `| ${result.screen.id} | ${result.lang} | ${result.width} | ${result.file} | \`${result.url ?? ''}\` | ${[
          result.failed ? `FAILED: ${result.failed}` : '',
          ...result.errors.map((error) => `console: ${error}`),
        ]
          .join('; ')
          .replace(/\|/g, '\\|')} |`,
    )
    .join('\n')}\n`,
);

const failed = results.filter((result) => result.failed);
console.log(
  `\n${results.length - failed.length} of ${results.length} pictures in ${path.relative(process.cwd(), outDir)} (index.html, index.md)`,
);
process.exitCode = failed.length > 0 ? 1 : 0;
