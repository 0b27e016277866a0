// The sandbox provider's payment page (docs/api.md). GET /sandbox/pay/:id serves
// a small accessible bilingual page where the payer approves or declines; the POST then sends
// the provider's signed notification to the API's own notification route (HMAC over
// `timestamp.body`, as a real provider would) and redirects the browser to the portal's
// payment-validation/{token} route (spec §2). No card data is asked or kept.
import { randomBytes } from 'node:crypto';
import { API_BASE_PATH, endpoints } from '@salon/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import type { TransactionRow } from '../../../infra/db/rows';
import { campaigns, opportunities, payments, transactions } from '../../../infra/db/schema';
import { escapeHtml, sendPage } from '../../../infra/html';
import { paymentValidationUrl } from '../return-page';
import { SIGNATURE_HEADER, signPayload } from './signature';

const paramsSchema = z.object({ id: z.string().uuid() });
const decisionSchema = z.object({ decision: z.enum(['approve', 'decline']) });

const texts = {
  fr: {
    title: 'Paiement par carte — bac à sable',
    intro: 'Ceci est le prestataire de paiement de démonstration : aucune carte n’est débitée.',
    amount: 'Montant',
    reference: 'Référence',
    event: 'Salon',
    approve: 'Accepter le paiement',
    decline: 'Refuser le paiement',
    settled: 'Ce paiement est déjà traité.',
    back: 'Retour au portail',
  },
  en: {
    title: 'Card payment — sandbox',
    intro: 'This is the demonstration payment provider: no card is charged.',
    amount: 'Amount',
    reference: 'Reference',
    event: 'Show',
    approve: 'Approve the payment',
    decline: 'Decline the payment',
    settled: 'This payment has already been processed.',
    back: 'Back to the portal',
  },
} as const;

type Lang = keyof typeof texts;

async function findTransaction(ctx: AppContext, id: string) {
  const [row] = await ctx.db.read((db) =>
    db
      .select({ transaction: transactions, event: campaigns.eventName })
      .from(transactions)
      .innerJoin(payments, eq(payments.id, transactions.paymentId))
      .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
      .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
      .where(eq(transactions.id, id)),
  );
  return row;
}

/** The page of a transaction: its amount and reference, approve and decline while pending. */
function paymentPage(
  lang: Lang,
  transaction: TransactionRow,
  event: string,
  validationUrl: string,
): (nonce: string) => string {
  const t = texts[lang];
  const amount = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
  }).format(transaction.amount / 100);
  const pending = transaction.status === 'pending';
  return (nonce) => `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f4f5f7; }
main { max-width: 30rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #c4c4c4; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
dt { font-weight: 600; } .actions { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem; }
button { font: inherit; padding: 0.75rem 1.25rem; border-radius: 4px; border: 2px solid #1f3a93; cursor: pointer; }
.approve { background: #1f3a93; color: #fff; } .decline { background: #fff; color: #1f3a93; }
button:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
a { color: #1f3a93; }
</style></head>
<body><main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<dl>
<dt>${escapeHtml(t.event)}</dt><dd>${escapeHtml(event)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(transaction.reference)}</dd>
</dl>
${
  pending
    ? `<form method="post" action="/sandbox/pay/${escapeHtml(transaction.id)}" class="actions">
<button type="submit" name="decision" value="approve" class="approve">${escapeHtml(t.approve)}</button>
<button type="submit" name="decision" value="decline" class="decline">${escapeHtml(t.decline)}</button>
</form>`
    : `<p role="status">${escapeHtml(t.settled)}</p>
<p><a href="${escapeHtml(validationUrl)}">${escapeHtml(t.back)}</a></p>`
}
</main></body></html>`;
}

/**
 * The provider calls the API's notification route, signed, as a real provider would; the API
 * alone decides.
 */
async function notify(
  app: FastifyInstance,
  ctx: AppContext,
  secret: string,
  transaction: TransactionRow,
  decision: 'approve' | 'decline',
): Promise<void> {
  const payload = JSON.stringify({
    event_id: `evt_${randomBytes(12).toString('base64url')}`,
    transaction_id: transaction.id,
    status: decision === 'approve' ? 'approved' : 'declined',
    amount: transaction.amount,
  });
  const timestamp = Math.floor(ctx.now().getTime() / 1000);
  const response = await app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}${endpoints.paymentNotification.path}`,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signPayload(secret, timestamp, payload),
    },
    payload,
  });
  if (response.statusCode !== 200) {
    ctx.log.error(
      { status: response.statusCode, body: response.body },
      'sandbox: notification refused',
    );
  }
}

/** GET and POST /sandbox/pay/:id, signing the notification with the sandbox's `secret`. */
export function registerSandboxPages(app: FastifyInstance, ctx: AppContext, secret: string): void {
  const validationUrl = (lang: string, token: string) =>
    paymentValidationUrl(ctx.config.publicUrl, lang, token);

  app.get('/sandbox/pay/:id', async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const row = params.success ? await findTransaction(ctx, params.data.id) : undefined;
    if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const { transaction } = row;
    const lang = transaction.langue === 'en' ? 'en' : 'fr';
    return sendPage(
      reply,
      paymentPage(lang, transaction, row.event, validationUrl(lang, transaction.validationToken)),
      `'self' ${new URL(ctx.config.publicUrl).origin}`,
    );
  });

  app.post('/sandbox/pay/:id', async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const body = decisionSchema.safeParse(request.body);
    const row = params.success ? await findTransaction(ctx, params.data.id) : undefined;
    if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!body.success)
      return reply.status(400).type('text/plain; charset=utf-8').send('Bad request');
    const { transaction } = row;
    if (transaction.status === 'pending') {
      await notify(app, ctx, secret, transaction, body.data.decision);
    }
    return reply.redirect(validationUrl(transaction.langue, transaction.validationToken), 303);
  });
}
