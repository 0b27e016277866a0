// The prerendered public pages against the real server (docs/performance.md "Prerendered pages";
// spec §7 'the client token before anything is shown', read as: before any API call and before a
// form can be sent; spec §2 guest-only pages, §5 guards), in Chromium.
import { expect, test, type Page, type Route } from '@playwright/test';
import { demoAccounts, signInThroughApi } from './support/api.mjs';
import { text } from './support/texts';

const pages = [
  'home',
  'pro/login',
  'guest/login',
  'forgot-password',
  'pro/register',
  'guest/register',
  'pro/first-registration',
] as const;

/** Holds the portal's entry chunk until `release()`: the page stays as its HTML painted it. */
async function holdEntryChunk(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The page hydrated: it starts its app at the visitor's first action (docs/performance.md
 * "Hydrated at the first action"), here a key (Shift, which types nothing), then waits for it.
 */
const hydrated = async (page: Page) => {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
};

test.describe('prerendered public pages (docs/performance.md "Prerendered pages")', () => {
  test('what is typed and sent before the hydration is kept and sent once the client token is there (spec §7)', async ({
    page,
  }) => {
    const release = await holdEntryChunk(page);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/login')) logins.push(request.postData() ?? '');
    });
    // What the page did, said by a failure: its API answers and its console errors.
    const seen: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/')) seen.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') seen.push(`console: ${message.text()}`);
    });
    await page.goto('/fr/pro/login', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: text('fr', 'login.email') });
    const password = page.getByRole('textbox', { name: text('fr', 'login.password'), exact: true });
    // The form is there at once, from the HTML, while the app's script has not even arrived.
    await expect(email).toBeVisible();
    await email.fill(demoAccounts.exhibitor.email);
    await password.fill(demoAccounts.exhibitor.password);
    await password.press('Enter');
    // Nothing is sent without the app: no credentials in the URL, no call.
    await expect(page).toHaveURL(/\/fr\/pro\/login$/);
    expect(logins).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    );

    release();
    await hydrated(page);
    // The held submit is made once the form is live, with what was typed before.
    await expect(page, seen.join('\n')).toHaveURL(/\/fr\/me\/dashboard$/, { timeout: 30_000 });
    expect(logins, seen.join('\n')).toHaveLength(1);
    expect(logins[0]).toContain(demoAccounts.exhibitor.email);
  });

  test('a page hydrated from its HTML runs no script until the first action, having fetched its modules (docs/performance.md "Hydrated at the first action")', async ({
    page,
  }) => {
    await page.goto('/fr/pro/login');
    // The font's step comes after the modules' fetches in the head script's queue.
    await expect
      .poll(() => page.evaluate(() => document.getElementById('salon-font')?.getAttribute('media')))
      .toBe('all');
    const state = () =>
      page.evaluate(() => ({
        scripts: document.querySelectorAll('script[type="module"]').length,
        prefetched: document.querySelectorAll('link[rel="prefetch"]').length,
        hydrated: document.documentElement.hasAttribute('data-hydrated'),
      }));
    const before = await state();
    expect(before.scripts).toBe(0);
    expect(before.prefetched).toBeGreaterThan(2);
    expect(before.hydrated).toBe(false);
    // A focus (here by the keyboard) starts the app; the page is live once hydrated.
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect((await state()).scripts).toBeGreaterThan(0);
  });

  test('a click on a button before the hydration is made once the page is live (docs/performance.md "Hydrated at the first action")', async ({
    page,
  }) => {
    const release = await holdEntryChunk(page);
    await page.goto('/en/pro/login');
    const password = page.getByRole('textbox', { name: text('en', 'login.password'), exact: true });
    const show = page.getByRole('button', { name: text('en', 'ui.show_password') });
    await expect(password).toHaveAttribute('type', 'password');
    await show.click();
    // Held back: nothing happens without the app.
    await expect(password).toHaveAttribute('type', 'password');
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(show).toHaveAttribute('aria-pressed', 'true');
  });

  test('a page whose query changes it (forgot-password for visitors, spec §2) stays hidden until the app renders it, so nothing is typed into a form it replaces', async ({
    page,
  }) => {
    const release = await holdEntryChunk(page);
    await page.goto('/fr/forgot-password?role=visiteur', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: text('fr', 'forgot.email') });
    await expect(page.locator('#root')).toBeAttached();
    await expect(email).toBeHidden();
    release();
    await expect(email).toBeVisible();
    await expect(page.getByText(text('fr', 'forgot.visitor_area'))).toBeVisible();
    await email.fill('quelqu.un@example.com');
    await page.getByRole('button', { name: text('fr', 'forgot.submit') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text('fr', 'forgot.sent_title') }),
    ).toBeVisible();
  });

  test('what is typed before the hydration stays in the fields and in the form’s state (spec §7)', async ({
    page,
  }) => {
    const release = await holdEntryChunk(page);
    await page.goto('/en/guest/login', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: text('en', 'login.email') });
    const password = page.getByRole('textbox', { name: text('en', 'login.password'), exact: true });
    await email.fill(demoAccounts.visitor.email);
    await password.fill(demoAccounts.visitor.password);
    release();
    await hydrated(page);
    await expect(email).toHaveValue(demoAccounts.visitor.email);
    await expect(password).toHaveValue(demoAccounts.visitor.password);
    // The form's state has them: the login sends them.
    await page.getByRole('button', { name: text('en', 'login.submit') }).click();
    await expect(page).toHaveURL(/\/en\/me\/dashboard$/, { timeout: 30_000 });
  });

  test('every prerendered page hydrates without an error, in French and English', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const lang of ['fr', 'en'] as const) {
      for (const path of pages) {
        const response = await page.goto(`/${lang}/${path}`);
        // The server answered the page's own HTML, with its heading in it.
        const html = (await response?.text()) ?? '';
        expect(html, path).toContain('data-prerendered');
        expect(html, path).toMatch(/<h1[^>]*>[^<]/);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      }
    }
    expect(errors).toEqual([]);
  });

  test('the Latin font is fetched once, after the paint, and its rules are on once it is in (docs/performance.md "Recheck")', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    await page.goto('/fr/pro/login');
    await hydrated(page);
    // The head script's preload and the rules' face are one request, and the page uses the font.
    await expect
      .poll(() => page.evaluate(() => document.getElementById('salon-font')?.getAttribute('media')))
      .toBe('all');
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(
      await page.evaluate(
        () => [...document.fonts].filter((face) => face.status === 'loaded').length,
      ),
    ).toBeGreaterThan(0);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/\/assets\/inter-latin-wght-normal-[^/]+\.woff2$/);
    // Requested after the first paint: the paint waits for nothing but the HTML.
    const [paint, font] = await page.evaluate((url) => {
      const start = (entry?: PerformanceEntry) => entry?.startTime ?? Number.NaN;
      return [
        start(performance.getEntriesByName('first-contentful-paint')[0]),
        start(performance.getEntriesByName(url)[0]),
      ];
    }, fonts[0]!);
    expect(font).toBeGreaterThan(paint);
  });

  test('a signed-in user who opens a guest page goes to their space and never sees its form (spec §2, §5)', async ({
    page,
  }) => {
    await signInThroughApi(page.context().request, demoAccounts.exhibitor);
    // Each frame of every document: a form painted (in the page, visible) is written down.
    await page.addInitScript(() => {
      const check = () => {
        const form = document.querySelector('#root form');
        const shown =
          form !== null &&
          getComputedStyle(document.documentElement).visibility !== 'hidden' &&
          form.getBoundingClientRect().height > 0;
        if (shown && location.pathname.endsWith('/pro/login')) {
          sessionStorage.setItem('loginFormPainted', 'yes');
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/fr/pro/login');
    await expect(page).toHaveURL(/\/fr\/me\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('loginFormPainted'))).toBeNull();
  });

  test('a signed-in user who opens the home page gets its signed-in version, not the guest’s (spec §2 layouts)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInThroughApi(page.context().request, demoAccounts.exhibitor);
    await page.goto('/fr/home');
    // The home page is public: no redirect; the app renders it once the session is restored.
    await expect(page.getByRole('button', { name: text('fr', 'layout.logout') })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('prerendered pages without JavaScript (docs/performance.md "Prerendered pages")', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['fr', 'en'] as const) {
    test(`the login page has its language, title, heading and the notice, and no form (${lang})`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/pro/login`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const heading = text(lang, 'login.exhibitor_title');
      await expect(page).toHaveTitle(`${heading} — ${text(lang, 'app.title_suffix')}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The notice is a <noscript>, whose text Playwright's text locators skip: read it.
      const notice = page.locator('body > noscript');
      expect(await notice.evaluate((element) => element.textContent)).toContain(
        text(lang, 'app.noscript_sign_in'),
      );
      // A form without its script would send the password in the page's URL: it is not shown.
      await expect(page.getByRole('textbox', { name: text(lang, 'login.email') })).toBeHidden();
    });
  }
});
