// The organiser's built app in Chromium (see organiser.mjs): served from its `dist`, in French and
// in English, it must show the organiser's theme, the library's texts from its catalog, a field
// error tied to its input, a modal that traps focus and gives it back, links that use the
// organiser's router, and no axe violation (WCAG 2.2 AA). Screenshots are left in the app's
// directory.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../../../../scripts/chromium.mjs';

const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A static server of the built app on a free port; a path without extension gets the app. */
async function serve(root) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(root, path.extname(pathname) ? pathname : 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { server, url: `http://127.0.0.1:${port}/` };
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** axe-core, installed by the app, injected in the page: WCAG 2.0 to 2.2, A and AA. */
async function axeViolations(page, axeSource) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** The focused element's position in the open dialog (0: the dialog itself), -1 outside it. */
function focusInDialog(page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog || !document.activeElement) return -1;
    return [dialog, ...dialog.querySelectorAll('*')].indexOf(document.activeElement);
  });
}

const labels = {
  fr: {
    send: 'Envoyer',
    company: 'Raison sociale',
    edit: 'Modifier mon stand',
    total: '6 480,00 €',
  },
  en: { send: 'Send', company: 'Company name', edit: 'Change my stand', total: '€6,480.00' },
};

async function checkLocale(page, url, locale, appDir, axeSource) {
  const done = [];
  const t = labels[locale];
  const catalog = JSON.parse(
    readFileSync(path.join(appDir, 'node_modules/@salon/ui/lang', locale, 'ui.json'), 'utf8'),
  );
  await page.goto(`${url}?lang=${locale}`);
  await page.getByRole('heading', { level: 1 }).waitFor();

  // The organiser's theme: the primary button's background is their accent (brand.css.ts).
  const send = page.getByRole('button', { name: t.send });
  const background = await send.evaluate((element) => getComputedStyle(element).backgroundColor);
  check(background === 'rgb(122, 31, 61)', `the Send button is ${background}, not the brand's`);
  done.push(`${locale}: the organiser's theme colours the button (${background})`);

  // A field error after submitting empty: announced on the input, tied by aria-describedby.
  await send.click();
  const company = page.getByRole('textbox', { name: t.company });
  check(
    (await company.getAttribute('aria-invalid')) === 'true',
    'the company field is not invalid',
  );
  const describedBy = (await company.getAttribute('aria-describedby')) ?? '';
  const description = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    describedBy.split(/\s+/).filter(Boolean),
  );
  const required = locale === 'fr' ? 'Saisissez la raison sociale.' : 'Enter the company name.';
  check(description.includes(required), `the field's description is "${description}"`);
  done.push(`${locale}: the form's error is tied to its field`);

  // The quote and the badges, with the library's texts from the organiser's catalog.
  const quote = page.getByRole('article', { name: 'Salon Lumière 2026' });
  const quoteText = ((await quote.textContent()) ?? '').replace(/\s/g, ' ');
  check(quoteText.includes(catalog['ui.quote.total']), `no "${catalog['ui.quote.total']}"`);
  check(quoteText.includes(t.total), `the quote's total is not ${t.total}`);
  const statuses = page.locator('section[aria-labelledby="statuses"] [data-status]');
  const badges = await statuses.evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('data-status'), node.textContent ?? '']),
  );
  check(badges.length === 11, `${badges.length} status badges, not 11`);
  for (const [status, text] of badges) {
    const key = `ui.status.${status.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
    check(text.includes(catalog[key]), `the ${status} badge says "${text}", not "${catalog[key]}"`);
  }
  done.push(`${locale}: the quote and the 11 status badges speak the catalog's words`);

  const violations = await axeViolations(page, axeSource);
  check(violations.length === 0, `axe on the page:\n  ${violations.join('\n  ')}`);
  await page.screenshot({ path: path.join(appDir, `screenshot-${locale}.png`), fullPage: true });

  // The modal: focus moves in, Tab and Shift+Tab stay inside, Escape closes, focus returns.
  const trigger = page.getByRole('button', { name: t.edit });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: t.edit });
  await dialog.waitFor();
  const first = await focusInDialog(page);
  check(first >= 0, 'focus did not move into the modal');
  const visited = [first];
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    visited.push(await focusInDialog(page));
    check(visited.at(-1) >= 0, `focus left the modal after ${press + 1} Tab`);
  }
  const stops = new Set(visited).size;
  check(stops > 1 && stops < visited.length, `Tab did not cycle: ${visited.join(', ')}`);
  await page.keyboard.press('Shift+Tab');
  check((await focusInDialog(page)) >= 0, 'focus left the modal after Shift+Tab');
  const save = dialog.getByRole('button', { name: locale === 'fr' ? 'Enregistrer' : 'Save' });
  const modalBackground = await save.evaluate(
    (element) => getComputedStyle(element).backgroundColor,
  );
  check(modalBackground === background, `the modal's button is ${modalBackground}`);
  const closeLabel = catalog['ui.close'];
  check((await dialog.getByRole('button', { name: closeLabel }).count()) === 1, 'no close button');
  const modalViolations = await axeViolations(page, axeSource);
  check(modalViolations.length === 0, `axe with the modal:\n  ${modalViolations.join('\n  ')}`);
  await page.screenshot({ path: path.join(appDir, `screenshot-${locale}-modal.png`) });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  const backOnTrigger = await trigger.evaluate((element) => element === document.activeElement);
  check(backOnTrigger, 'focus did not return to the button that opened the modal');
  done.push(`${locale}: the modal traps focus (Tab cycles ${stops} stops), Escape gives it back`);
  done.push(`${locale}: axe reports no violation (page, and with the modal open)`);

  // The library's link goes through the organiser's RouterProvider (main.tsx): no page load.
  await page.evaluate(() => (window.sameDocument = true));
  await page.getByRole('link', { name: t.quoteLink }).click();
  await page.waitForURL(/\/devis\?lang=/, { timeout: 10_000 });
  const sameDocument = await page.evaluate(() => window.sameDocument === true);
  check(sameDocument, "the link reloaded the page: the organiser's RouterProvider was not used");
  done.push(`${locale}: the library's link navigates through the organiser's RouterProvider`);
  return done;
}

/** Serves `appDir/dist`, checks it in Chromium in French and English; returns what passed. */
export async function checkInBrowser(appDir) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (scripts/ensure-chromium.mjs)');
  const axeSource = readFileSync(path.join(appDir, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const { server, url } = await serve(path.join(appDir, 'dist'));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
    });
    const done = [];
    for (const locale of ['fr', 'en']) {
      done.push(...(await checkLocale(page, url, locale, appDir, axeSource)));
    }
    check(errors.length === 0, `errors in the page:\n  ${errors.join('\n  ')}`);
    done.push('no error in the browser console');
    return done;
  } finally {
    await browser.close();
    server.close();
  }
}
