// A bank transfer that reconciles itself, against the real server, in French and in English
// (spec §2 'pending transfer', §4 rebooking flow steps 4-5, §9; docs/payments.md "SEPA QR code",
// "Statement import"): the demo exhibitor starts a transfer for its first installment due, the
// pending-transfer page shows the SEPA QR code (decoded back from the page's pixels, EPC069-12)
// beside the details written out; the sales team imports the bank's camt.053 statement whose
// credit quotes the reference as banks rewrite it; the exhibitor then finds the installment paid
// and downloads its invoice. The outcomes of the import one by one: apps/api/test/bank-statements*.
// Named to run beside payments.spec.ts (the files run in name order): it pays two of the demo
// exhibitor's installments, after the specs that read its stages as seeded (badges, booth).
import { translate, type Invoice, type Payment } from '@salon/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { demoAccounts } from './support/api.mjs';
import { messagePattern, startTransfer, userApi } from './support/payments';
import { camt053, importStatement } from './support/statement';
import { text } from './support/texts';

const languages = ['fr', 'en'] as const;

/** The text a QR code image carries, read from its pixels as a phone's camera would. */
async function decodeQr(image: Locator): Promise<string> {
  const png = PNG.sync.read(await image.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('No QR code found in the image');
  return code.data;
}

/** The value written out beside the term `id` in the bank details. */
function detail(page: Page, lang: 'fr' | 'en', id: string): Locator {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${text(lang, id)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

for (const lang of languages) {
  test(`${lang}: a transfer shown with its SEPA QR code, paid by the bank statement's import, then its invoice downloaded (spec §4 steps 4-5, §9)`, async ({
    page,
  }) => {
    // A transfer, the import, the invoices: 15 s measured on the shared 2-core machine.
    test.setTimeout(120_000);
    const request = page.context().request;
    // Each look through the API signs in anew (which signs the page in too): the page's next load
    // rotates the session the previous sign-in opened (docs/security.md "Sessions").
    const signIn = () => userApi(request, demoAccounts.exhibitor);
    const payments = async () => (await signIn()).get<Payment[]>('/me/payments');
    const paidBefore = (await payments()).filter((row) => row.status === 'paid').length;

    // The transfer (spec §4 step 5): its reference in the address of the pending-transfer page.
    const { pending, reference } = await startTransfer(page, lang);
    const installment = (await payments()).find((row) => row.transfer_reference === reference);
    expect(installment?.status).toBe('pending_transfer');

    // The QR code, named as a code to pay by transfer with the reference, and what it carries
    // (EPC069-12 version 002, UTF-8, SCT): the same details as written out beside it.
    const qr = page.getByRole('img', {
      name: messagePattern(text(lang, 'pay.qr_alt', { reference })),
    });
    await expect(qr).toBeVisible();
    await expect(detail(page, lang, 'pay.iban')).toBeVisible();
    const lines = (await decodeQr(qr)).split('\n');
    const [service, version, encoding, identification, bic, name, iban, amount] = lines;
    expect([service, version, encoding, identification]).toEqual(['BCD', '002', '1', 'SCT']);
    expect(bic).toBe(await detail(page, lang, 'pay.bic').innerText());
    expect(name).toBe(await detail(page, lang, 'pay.holder').innerText());
    expect(iban).toBe((await detail(page, lang, 'pay.iban').innerText()).replace(/\s/g, ''));
    expect(amount).toBe(`EUR${(installment!.amount / 100).toFixed(2)}`);
    // No purpose, no structured reference: the transfer's reference as the remittance, last.
    expect(lines.slice(8)).toEqual(['', '', reference]);

    // The bank's statement: the credit quotes the reference as banks rewrite it (lower case,
    // dashes turned to spaces, words around it), and pays the installment.
    const outcome = await importStatement(
      request,
      camt053([
        {
          amount: installment!.amount,
          bankReference: `E2E-${reference}`,
          remittance: `VIR SEPA ${reference.toLowerCase().replace(/-/g, ' ')} FACT`,
          debtor: { name: 'Exposant Demo SARL', iban: 'FR1420041010050500013M02606' },
        },
      ]),
    );
    expect(outcome.counts).toMatchObject({ paid: 1, no_match: 0, failed: 0 });

    const api = await signIn();
    const after = await api.get<Payment[]>('/me/payments');
    const paid = after.find((row) => row.id === installment!.id);
    expect(paid?.status).toBe('paid');
    expect(after.filter((row) => row.status === 'paid')).toHaveLength(paidBefore + 1);
    const invoice = (await api.get<Invoice[]>('/me/invoices')).find(
      (row) => row.id === paid!.invoice_id,
    )!;

    // The exhibitor: the transfer received, the installment paid, its invoice downloaded.
    await page.goto(pending);
    await expect(page.getByText(translate('success.payment_received', lang))).toBeVisible();
    await page.getByRole('link', { name: text(lang, 'pay.to_invoices') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/pro/invoices$`));
    const download = page
      .getByRole('region', { name: text(lang, 'invoices.paid') })
      .getByRole('button', { name: new RegExp(invoice.reference) });
    await expect(download).toBeVisible({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`${invoice.reference}.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });
}
