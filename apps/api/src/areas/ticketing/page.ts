// The built-in ticketing page (spec §2 pro/badges 'redirects to a ticketing platform'): the default
// of TICKETING_URL (src/core/ticketing/config.ts), as the sandbox stands in for the card provider.
// An invitation link opens GET /ticketing?code=…&lang=…; the page checks the signed code (this
// exhibitor, this show, buyer or agent) and that it is usable now, asks the invitee's name and
// email, and POST /ticketing sends a single-use confirmation link to that email
// (./registrations.ts); GET /ticketing/confirm shows the link's registration with one button, and
// POST /ticketing/confirm creates the registration and the badge. Every POST counts against a
// per-IP limit (and, for a registration, per email). Accessible, French and English
// (docs/security.md "The built-in ticketing page").
import { emailSchema, personNameSchema, resolveLanguage, translate } from '@salon/domain';
import type { Language, MessageKey } from '@salon/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { hitRateLimit } from '../../core/rate-limit';
import { ApiError } from '../../infra/errors';
import { openInvitation } from './invitation';
import type { TicketingContext } from './invitation';
import { ticketingMessages as m } from './messages';
import {
  CONFIRM_PATH,
  confirmRegistration,
  previewConfirmation,
  requestRegistration,
} from './registrations';
import type { Outcome } from './registrations';
import { ticketingText } from './texts';
import { TICKETING_PATH, confirmPage, donePage, formPage, refusalPage, sentPage } from './views';
import type { Errors, Values } from './views';

export { TICKETING_PATH };

const registrationSchema = z.object({ name: personNameSchema, email: emailSchema });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The fields of a query or a form body. */
function fieldsOf(source: unknown): Record<string, unknown> {
  return source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
}

/**
 * Counts a POST of the page against the per-IP limit, or a registration about to email an
 * address against that address's (`ip` null: counted already); over it, the page says so in its
 * language with Retry-After (docs/security.md "The built-in ticketing page").
 */
async function overLimit(
  ctx: TicketingContext,
  reply: FastifyReply,
  lang: Language,
  who: { ip: string | null; email: string | null },
): Promise<boolean> {
  try {
    await hitRateLimit(ctx, 'ticketing', who.ip, who.email);
    return false;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    await refusalPage(reply.headers(error.headers), lang, 'tooMany');
    return true;
  }
}

/** The form's field errors, each in the page's language. */
function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[], lang: Language) {
  const errors: Errors = {};
  for (const issue of issues) {
    const name = issue.path[0] as keyof Values;
    errors[name] ??= translate(issue.message as MessageKey, lang);
  }
  return errors;
}

function answer(reply: FastifyReply, lang: Language, outcome: Outcome) {
  return 'done' in outcome
    ? donePage(reply, lang, outcome.done)
    : refusalPage(reply, lang, outcome.refused);
}

async function register(ctx: TicketingContext, request: FastifyRequest, reply: FastifyReply) {
  const body = fieldsOf(request.body);
  const lang = resolveLanguage(text(body.lang));
  const values: Values = { name: text(body.name), email: text(body.email) };
  if (await overLimit(ctx, reply, lang, { ip: request.ip, email: null })) return reply;
  const found = await openInvitation(ctx, body.code);
  if ('refused' in found) return refusalPage(reply, lang, found.refused);
  const invitation = { ...found.invitation, code: found.code! };
  const parsed = registrationSchema.safeParse(values);
  if (!parsed.success) {
    return formPage(reply, 422, lang, invitation, values, fieldErrors(parsed.error.issues, lang));
  }
  // Each registration emails the address: counted per address too, from whatever connection.
  if (await overLimit(ctx, reply, lang, { ip: null, email: parsed.data.email })) return reply;
  const outcome = await requestRegistration(ctx, invitation, parsed.data, lang);
  if ('done' in outcome) return sentPage(reply, lang, parsed.data.email);
  if (outcome.refused === 'already') {
    const errors = { email: ticketingText(m.already.id, lang) };
    return formPage(reply, 409, lang, invitation, values, errors);
  }
  return refusalPage(reply, lang, outcome.refused);
}

export function registerTicketing(app: FastifyInstance, ctx: TicketingContext): void {
  app.get(TICKETING_PATH, async (request, reply) => {
    const query = fieldsOf(request.query);
    const lang = resolveLanguage(text(query.lang));
    const found = await openInvitation(ctx, query.code);
    if ('refused' in found) return refusalPage(reply, lang, found.refused);
    const invitation = { ...found.invitation, code: found.code! };
    return formPage(reply, 200, lang, invitation, { name: '', email: '' }, {});
  });

  app.post(TICKETING_PATH, (request, reply) => register(ctx, request, reply));

  // The emailed link shows a button: following it (a mail scanner does) creates nothing.
  app.get(CONFIRM_PATH, async (request, reply) => {
    const query = fieldsOf(request.query);
    const lang = resolveLanguage(text(query.lang));
    const token = text(query.token);
    const preview = token ? await previewConfirmation(ctx, token) : { refused: 'link' as const };
    if ('refused' in preview) return refusalPage(reply, lang, preview.refused);
    return confirmPage(reply, lang, token, preview);
  });

  app.post(CONFIRM_PATH, async (request, reply) => {
    const body = fieldsOf(request.body);
    const lang = resolveLanguage(text(body.lang));
    if (await overLimit(ctx, reply, lang, { ip: request.ip, email: null })) return reply;
    const token = text(body.token);
    if (!token) return refusalPage(reply, lang, 'link');
    return answer(reply, lang, await confirmRegistration(ctx, token));
  });
}
