// Temporary: an English walk of both areas, screenshots and the page text checked for French words.
import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const french = /\b(À attribuer|Acompte|Solde|Facture|Avoir|Salon de|Remise|Stand à|angle ouvert|angles ouverts|Réinscription|Validée|En attente|Gagnée|Envoyée|Qualification|Valorisation|Annulée|Exposant|Visiteur|acheteur|Catégorie|Inscription|Prestations|Nouveau|Mobilier|Surface|Angle)\b/g;
async function walk(email, password, area, pages) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/en/${area}/login`);
  await page.getByLabel(/email/i).first().fill(email);
  await page.getByLabel(/^password/i).first().fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).first().click();
  await page.waitForURL(/\/en\/me\/dashboard/, { timeout: 60000 });
  for (const path of pages) {
    await page.goto(`${base}/en/${path}`);
    await page.waitForTimeout(2500);
    const text = await page.locator('main').innerText().catch(() => '');
    const hits = [...new Set(text.match(french) ?? [])];
    const name = path.replace(/\W+/g, '_');
    await page.screenshot({ path: `/tmp/walk/${area}-${name}.png`, fullPage: true });
    console.log(`${area} ${path}: ${hits.length ? 'FRENCH? ' + hits.join(', ') : 'ok'}`);
  }
  await context.close();
}
await walk('exposant@salon.test', 'Demo-Exposant-2026!', 'pro', ['me/dashboard', 'pro/rebooking', 'pro/invoices', 'pro/stand', 'pro/badges', 'pro/marketplace']);
await walk('visiteur@salon.test', 'Demo-Visiteur-2026!', 'guest', ['me/dashboard', 'me/badges', 'guest/contact']);
await browser.close();
