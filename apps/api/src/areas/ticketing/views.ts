// The built-in ticketing page's HTML (docs/api.md "Badges and invitations"): one accessible page
// per step, in French or English from the catalogs (./texts.ts), with the server pages' strict CSP
// (src/infra/html.ts): the form, the email sent, the confirmation, and each refusal.
import type { Language } from '@salon/domain';
import type { FastifyReply } from 'fastify';
import { escapeHtml, sendPage } from '../../infra/html';
import type { Invitation } from './invitation';
import type { TicketingMessageId } from './messages';
import { ticketingMessages as m } from './messages';
import type { Refusal } from './registrations';
import { CONFIRM_PATH } from './registrations';
import { ticketingText } from './texts';

export const TICKETING_PATH = '/ticketing';

const STYLE = `body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f4f5f7; }
main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #c4c4c4; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.6rem; border: 1px solid #6b6b6b; border-radius: 4px; margin-top: 0.25rem; }
input[aria-invalid="true"] { border: 2px solid #b3261e; }
.hint { color: #4a4a4a; margin: 0.25rem 0 0; }
.error { color: #b3261e; margin: 0.25rem 0 0; }
.alert { border-left: 4px solid #b3261e; padding: 0.5rem 1rem; background: #fdecea; }
.done { border-left: 4px solid #1e7b34; padding: 0.5rem 1rem; background: #e7f5ea; }
button { font: inherit; margin-top: 1.5rem; padding: 0.75rem 1.25rem; border-radius: 4px; border: 2px solid #1f3a93; background: #1f3a93; color: #fff; cursor: pointer; }
:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }`;

export type Values = { name: string; email: string };
export type Errors = Partial<Record<keyof Values, string>>;

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

/** A page that only says something: a title and one paragraph, an alert or a confirmation. */
function notice(
  reply: FastifyReply,
  status: number,
  lang: Language,
  title: TicketingMessageId,
  text: string,
  tone: 'alert' | 'done',
) {
  const role = tone === 'alert' ? 'alert' : 'status';
  return page(
    reply,
    status,
    lang,
    ticketingText(title, lang),
    `<p class="${tone}" role="${role}">${escapeHtml(text)}</p>`,
  );
}

/** Each refusal: its status, title and text. */
const refusals: Record<
  Refusal | 'tooMany',
  { status: number; title: TicketingMessageId; text: TicketingMessageId }
> = {
  invalid: { status: 400, title: m.invalidTitle.id, text: m.invalid.id },
  expired: { status: 410, title: m.expiredTitle.id, text: m.expired.id },
  unavailable: { status: 403, title: m.unavailableTitle.id, text: m.unavailable.id },
  full: { status: 409, title: m.fullTitle.id, text: m.full.id },
  link: { status: 400, title: m.linkInvalidTitle.id, text: m.linkInvalid.id },
  tooMany: { status: 429, title: m.tooManyTitle.id, text: m.tooMany.id },
  // Answered on the form itself, with what was typed (formPage); this is the confirmation's.
  already: { status: 409, title: m.title.id, text: m.already.id },
};

export function refusalPage(reply: FastifyReply, lang: Language, reason: keyof typeof refusals) {
  const refusal = refusals[reason];
  return notice(
    reply,
    refusal.status,
    lang,
    refusal.title,
    ticketingText(refusal.text, lang),
    'alert',
  );
}

export function sentPage(reply: FastifyReply, lang: Language, email: string) {
  return notice(
    reply,
    200,
    lang,
    m.sentTitle.id,
    ticketingText(m.sent.id, lang, { email }),
    'done',
  );
}

export function donePage(
  reply: FastifyReply,
  lang: Language,
  done: { name: string; event: string },
) {
  return notice(reply, 200, lang, m.doneTitle.id, ticketingText(m.done.id, lang, done), 'done');
}

function field(
  lang: Language,
  name: keyof Values,
  values: Values,
  errors: Errors,
  input: { type: string; autocomplete: string; hint?: string },
) {
  const error = errors[name];
  const hint = input.hint ? `${name}-hint` : '';
  const described = [hint, error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${name}">${escapeHtml(ticketingText(name === 'name' ? m.name.id : m.email.id, lang))}</label>
<input id="${name}" name="${name}" type="${input.type}" autocomplete="${input.autocomplete}" required value="${escapeHtml(values[name])}"${
    error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}>
${input.hint ? `<p class="hint" id="${hint}">${escapeHtml(input.hint)}</p>` : ''}
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

/** The registration form, with what was typed and each field's error. */
export function formPage(
  reply: FastifyReply,
  status: number,
  lang: Language,
  found: Invitation & { code: string },
  values: Values,
  errors: Errors,
) {
  const t = (id: TicketingMessageId, args?: Record<string, string>) =>
    ticketingText(id, lang, args);
  const summary =
    Object.keys(errors).length > 0
      ? `<div class="alert" role="alert"><p>${escapeHtml(t(m.errors.id))}</p></div>`
      : '';
  const intro = t(m.intro.id, { company: found.company, kind: found.kind, event: found.event });
  return page(
    reply,
    status,
    lang,
    t(m.title.id),
    `<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(found.dates)}</p>
${summary}
<form method="post" action="${TICKETING_PATH}" novalidate>
<input type="hidden" name="code" value="${escapeHtml(found.code)}">
<input type="hidden" name="lang" value="${lang}">
${field(lang, 'name', values, errors, { type: 'text', autocomplete: 'name' })}
${field(lang, 'email', values, errors, { type: 'email', autocomplete: 'email', hint: t(m.emailHint.id) })}
<button type="submit">${escapeHtml(t(m.submit.id))}</button>
</form>`,
  );
}

/** The confirmation link's page: who and where, and one button that confirms (a POST). */
export function confirmPage(
  reply: FastifyReply,
  lang: Language,
  token: string,
  request: { name: string; event: string; company: string },
) {
  const t = (id: TicketingMessageId, args?: Record<string, string>) =>
    ticketingText(id, lang, args);
  return page(
    reply,
    200,
    lang,
    t(m.confirmTitle.id),
    `<p>${escapeHtml(t(m.confirmIntro.id, request))}</p>
<form method="post" action="${CONFIRM_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${lang}">
<button type="submit">${escapeHtml(t(m.confirmSubmit.id))}</button>
</form>`,
  );
}
