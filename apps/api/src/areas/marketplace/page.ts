// The built-in marketplace page (docs/security.md "Single sign-on to the marketplace"): outside
// production, without MARKETPLACE_URL, it stands in for the B2B marketplace (spec §1) as the
// sandbox stands in for a payment provider. The portal's pro/sso-login page posts the exhibitor's
// assertion here; the page checks it as the marketplace would (signature, audience, lifetime, used
// once) and shows who arrived. It opens no session of its own: it is a demonstration of the sign-in.
import { lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { marketplaceArrivals } from '../../infra/db/schema';
import { escapeHtml, sendPage } from '../../infra/html';
import { verifyAssertion } from './sso';
import type { AssertionCheck } from './sso';
import { BUILT_IN_MARKETPLACE_PATH } from './config';
import type { MarketplaceSettings } from './config';

const formSchema = z.object({ assertion: z.string().min(1).max(4096) });

const texts = {
  fr: {
    title: 'Place de marché — démonstration',
    intro:
      'Cette page remplace la place de marché B2B hors production : elle vérifie la connexion envoyée par le portail exposants.',
    welcome: 'Bienvenue sur la place de marché, {name}',
    arrived: 'Vous êtes connecté par le portail exposants.',
    email: 'Adresse e-mail',
    company: 'Société',
    open: 'Ouvrez la place de marché depuis le portail exposants : Place de marché, puis « Aller sur la place de marché ».',
    refused: 'Connexion refusée',
    expired:
      'Ce lien de connexion a expiré. Revenez au portail et ouvrez de nouveau la place de marché.',
    replayed:
      'Ce lien de connexion a déjà servi. Revenez au portail et ouvrez de nouveau la place de marché.',
    invalid: 'Ce lien de connexion n’est pas valide.',
    back: 'Retour au portail exposants',
  },
  en: {
    title: 'Marketplace — demonstration',
    intro:
      'This page stands in for the B2B marketplace outside production: it checks the sign-in the exhibitor portal sends.',
    welcome: 'Welcome to the marketplace, {name}',
    arrived: 'You are signed in through the exhibitor portal.',
    email: 'Email address',
    company: 'Company',
    open: 'Open the marketplace from the exhibitor portal: Marketplace, then “Go to the marketplace”.',
    refused: 'Sign-in refused',
    expired: 'This sign-in link has expired. Go back to the portal and open the marketplace again.',
    replayed:
      'This sign-in link has already been used. Go back to the portal and open the marketplace again.',
    invalid: 'This sign-in link is not valid.',
    back: 'Back to the exhibitor portal',
  },
} as const;

type Lang = keyof typeof texts;

function languageOf(request: FastifyRequest): Lang {
  const accepted = String(request.headers['accept-language'] ?? '').toLowerCase();
  return accepted.startsWith('en') ? 'en' : 'fr';
}

function page(lang: Lang, heading: string, body: string, portal: string) {
  const t = texts[lang];
  return (nonce: string) => `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} — ${escapeHtml(t.title)}</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f4f5f7; }
main { max-width: 34rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #c4c4c4; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; } dt { font-weight: 600; }
.note { color: #4a4a4a; font-size: 0.9rem; } a { color: #1f3a93; }
a:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
</style></head>
<body><main>
<p class="note">${escapeHtml(t.title)}</p>
<h1>${escapeHtml(heading)}</h1>
${body}
<p class="note">${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(portal)}">${escapeHtml(t.back)}</a></p>
</main></body></html>`;
}

export function registerBuiltInMarketplace(
  app: FastifyInstance,
  ctx: AppContext<MarketplaceSettings>,
): void {
  const { key, url } = ctx.config.marketplace;
  const portal = (lang: Lang) => `${ctx.config.publicUrl}/${lang}/pro/marketplace`;

  app.get(BUILT_IN_MARKETPLACE_PATH, async (request, reply) => {
    const lang = languageOf(request);
    const t = texts[lang];
    return sendPage(reply, page(lang, t.title, `<p>${escapeHtml(t.open)}</p>`, portal(lang)));
  });

  app.post(BUILT_IN_MARKETPLACE_PATH, async (request, reply) => {
    const form = formSchema.safeParse(request.body);
    const check: AssertionCheck = form.success
      ? verifyAssertion(key, url, form.data.assertion, ctx.now())
      : { ok: false, reason: 'malformed' };
    const refuse = (lang: Lang, message: string, status: number) =>
      sendPage(
        reply.status(status),
        page(lang, texts[lang].refused, `<p role="alert">${escapeHtml(message)}</p>`, portal(lang)),
      );
    if (!check.ok) {
      const lang = languageOf(request);
      const t = texts[lang];
      return refuse(lang, check.reason === 'expired' ? t.expired : t.invalid, 401);
    }
    const { claims } = check;
    const lang = claims.lang;
    const t = texts[lang];
    // Each assertion is accepted once: its id is kept, and a second post (a replay, even a
    // concurrent one) finds it. Ids a day past their expiry are of no use any more.
    const accepted = await ctx.db.tx(async (tx) => {
      await tx
        .delete(marketplaceArrivals)
        .where(lt(marketplaceArrivals.expiresAt, new Date(ctx.now().getTime() - 86_400_000)));
      return tx
        .insert(marketplaceArrivals)
        .values({
          assertionId: claims.jti,
          email: claims.email,
          name: claims.name,
          company: claims.company,
          expiresAt: new Date(claims.exp * 1000),
          arrivedAt: ctx.now(),
        })
        .onConflictDoNothing()
        .returning({ id: marketplaceArrivals.assertionId });
    });
    if (accepted.length === 0) return refuse(lang, t.replayed, 409);
    const details = `<p role="status">${escapeHtml(t.arrived)}</p>
<dl>
<dt>${escapeHtml(t.email)}</dt><dd>${escapeHtml(claims.email)}</dd>
${claims.company ? `<dt>${escapeHtml(t.company)}</dt><dd>${escapeHtml(claims.company)}</dd>` : ''}
</dl>`;
    return sendPage(
      reply,
      page(lang, t.welcome.replace('{name}', claims.name), details, portal(lang)),
    );
  });
}
