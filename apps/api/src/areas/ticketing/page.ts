// The built-in ticketing page (spec §2 pro/badges 'redirects to a ticketing platform'): the default
// of TICKETING_URL (src/core/ticketing/config.ts), as the sandbox stands in for the card provider. An
// invitation link opens GET /ticketing?code=…&lang=…; the page checks the signed code (this
// exhibitor, this event, buyer or agent), asks the invitee's name and email, and POST /ticketing
// registers them: one transaction writes the registration and the invitee's badge (a campaign
// member of the inviting company under the invitation's category), so the exhibitor sees the use
// count and the badge. A tampered code is refused (400) and nothing is written; an email already
// registered for the show is refused (409) with the form kept. Accessible, French and English.
import {
  emailSchema,
  invitationCategories,
  requiredString,
  resolveLanguage,
  translate,
} from '@salon/domain';
import type { Language, MessageKey } from '@salon/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import { newId } from '../../infra/crypto';
import type { AppContext } from '../../context';
import type { TicketingSettings } from '../../core/ticketing/config';
import { isUniqueViolation } from '../../infra/db/client';
import {
  accounts,
  campaignMembers,
  campaigns,
  invitationRegistrations,
} from '../../infra/db/schema';
import { escapeHtml, sendPage } from '../../infra/html';
import { verifyInvitationCode } from '../../core/ticketing/codes';
import type { InvitationCode } from '../../core/ticketing/codes';
import { ticketingTexts } from './texts';

export const TICKETING_PATH = '/ticketing';

const registrationSchema = z.object({ name: requiredString, email: emailSchema });

interface Invitation {
  code: string;
  invitation: InvitationCode;
  event: string;
  dates: string;
  company: string;
}

type Values = { name: string; email: string };
type Errors = Partial<Record<keyof Values, string>>;

const STYLE = `body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f4f5f7; }
main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #c4c4c4; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.6rem; border: 1px solid #6b6b6b; border-radius: 4px; margin-top: 0.25rem; }
input[aria-invalid="true"] { border: 2px solid #b3261e; }
.error { color: #b3261e; margin: 0.25rem 0 0; }
.alert { border-left: 4px solid #b3261e; padding: 0.5rem 1rem; background: #fdecea; }
.done { border-left: 4px solid #1e7b34; padding: 0.5rem 1rem; background: #e7f5ea; }
button { font: inherit; margin-top: 1.5rem; padding: 0.75rem 1.25rem; border-radius: 4px; border: 2px solid #1f3a93; background: #1f3a93; color: #fff; cursor: pointer; }
:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }`;

function page(reply: FastifyReply, status: number, lang: Language, title: string, body: string) {
  return sendPage(
    reply.status(status),
    (nonce) => `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`,
    "'self'",
  );
}

function invalidPage(reply: FastifyReply, lang: Language) {
  const t = ticketingTexts[lang];
  return page(
    reply,
    400,
    lang,
    t.invalidTitle,
    `<p class="alert" role="alert">${escapeHtml(t.invalid)}</p>`,
  );
}

function formPage(
  reply: FastifyReply,
  status: number,
  lang: Language,
  found: Invitation,
  values: Values,
  errors: Errors,
) {
  const t = ticketingTexts[lang];
  const field = (name: keyof Values, label: string, type: string, autocomplete: string) => {
    const error = errors[name];
    return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(values[name])}"${
      error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    }>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
  };
  const summary =
    Object.keys(errors).length > 0
      ? `<div class="alert" role="alert"><p>${escapeHtml(t.errors)}</p></div>`
      : '';
  return page(
    reply,
    status,
    lang,
    t.title,
    `<p>${escapeHtml(t.intro(found.company, t.kinds[found.invitation.kind], found.event))}</p>
<p>${escapeHtml(found.dates)}</p>
${summary}
<form method="post" action="${TICKETING_PATH}" novalidate>
<input type="hidden" name="code" value="${escapeHtml(found.code)}">
<input type="hidden" name="lang" value="${lang}">
${field('name', t.name, 'text', 'name')}
${field('email', t.email, 'email', 'email')}
<button type="submit">${escapeHtml(t.submit)}</button>
</form>`,
  );
}

async function findInvitation(
  ctx: AppContext<TicketingSettings>,
  code: unknown,
): Promise<Invitation | null> {
  if (typeof code !== 'string' || code.length > 600) return null;
  const invitation = verifyInvitationCode(ctx.config.ticketing.secret, code);
  if (!invitation) return null;
  const [row] = await ctx.db.read((db) =>
    db
      .select({ event: campaigns.eventName, dates: campaigns.dates, company: accounts.name })
      .from(campaigns)
      .innerJoin(accounts, eq(accounts.id, invitation.accountId))
      .where(eq(campaigns.id, invitation.campaignId)),
  );
  return row ? { code, invitation, ...row } : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function registerTicketing(app: FastifyInstance, ctx: AppContext<TicketingSettings>): void {
  app.get(TICKETING_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const lang = resolveLanguage(text(query.lang));
    const found = await findInvitation(ctx, query.code);
    if (!found) return invalidPage(reply, lang);
    return formPage(reply, 200, lang, found, { name: '', email: '' }, {});
  });

  app.post(TICKETING_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const lang = resolveLanguage(text(body.lang));
    const t = ticketingTexts[lang];
    const found = await findInvitation(ctx, body.code);
    if (!found) return invalidPage(reply, lang);
    const values = { name: text(body.name), email: text(body.email) };
    const parsed = registrationSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof Values;
        errors[name] ??= translate(issue.message as MessageKey, lang);
      }
      return formPage(reply, 422, lang, found, values, errors);
    }
    const { accountId, campaignId, kind } = found.invitation;
    // Two registrations of one email at the same moment: the unique index refuses the second,
    // which is the same answer as an email already registered (409), never a 5xx.
    const registered = await ctx.db
      .tx(async (tx) => {
        const [already] = await tx
          .select({ id: invitationRegistrations.id })
          .from(invitationRegistrations)
          .where(
            and(
              eq(invitationRegistrations.campaignId, campaignId),
              eq(invitationRegistrations.email, parsed.data.email),
            ),
          );
        if (already) return false;
        const memberId = newId();
        await tx.insert(campaignMembers).values({
          id: memberId,
          campaignId,
          accountId,
          name: parsed.data.name,
          categorieInscription: invitationCategories[kind],
          badgeUrl: null,
        });
        await tx.insert(invitationRegistrations).values({
          id: newId(),
          campaignId,
          accountId,
          kind,
          memberId,
          name: parsed.data.name,
          email: parsed.data.email,
        });
        return true;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
    if (!registered) return formPage(reply, 409, lang, found, values, { email: t.already });
    return page(
      reply,
      200,
      lang,
      t.doneTitle,
      `<p class="done" role="status">${escapeHtml(t.done(parsed.data.name, found.event))}</p>`,
    );
  });
}
