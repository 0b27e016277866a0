// The development mailbox area, one encapsulated plugin (docs/api.md): the outbox as a readable
// page and as JSON (tests follow the links in it), to this machine only. Never mounted in
// production (NODE_ENV=production) nor with SMTP_URL.
import { normalizeEmail } from '@salon/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { outbox } from '../../infra/db/schema';
import { escapeHtml, sendPage } from '../../infra/html';

const querySchema = z.object({ to: z.string().max(254).optional() });

async function readMailbox(ctx: AppContext, to: string | undefined) {
  const rows = await ctx.db.read((db) => {
    const query = db.select().from(outbox);
    return (to ? query.where(eq(outbox.to, normalizeEmail(to))) : query)
      .orderBy(desc(outbox.createdAt))
      .limit(200);
  });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    link: row.link,
    langue: row.langue,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  }));
}

/**
 * A request from this machine: a loopback socket, not relayed by a proxy (a proxy on the same
 * machine would make every visitor look local). docs/security.md "Development mailbox".
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);
  const relayed = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some(
    (header) => request.headers[header] !== undefined,
  );
  return loopback && !relayed;
}

function registerDevMailbox(app: FastifyInstance, ctx: AppContext): void {
  // This plugin is encapsulated: its hook runs for its own routes only, whatever the URL that
  // reached them (`/dev/%6dailbox.json` is the route `/dev/mailbox.json`), so it reads no URL. A
  // request from elsewhere gets the server's own not-found answer, as if the mailbox did not exist.
  app.addHook('onRequest', async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
  });
  app.get('/dev/mailbox.json', async (request, reply) => {
    const query = querySchema.safeParse(request.query);
    const emails = await readMailbox(ctx, query.success ? query.data.to : undefined);
    return reply.header('cache-control', 'no-store').send({ data: emails });
  });

  app.get('/dev/mailbox', async (request, reply) => {
    const query = querySchema.safeParse(request.query);
    const emails = await readMailbox(ctx, query.success ? query.data.to : undefined);
    return sendPage(
      reply,
      (nonce) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
article { border: 1px solid #c4c4c4; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
pre { white-space: pre-wrap; font-family: inherit; background: #f5f5f5; padding: 0.75rem; }
a { color: #1f3a93; } .meta { color: #4a4a4a; font-size: 0.9rem; }
</style></head>
<body><main>
<h1>Development mailbox</h1>
<p>Emails the API would send (${emails.length}), newest first. Not available in production. JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
${
  emails.length === 0
    ? '<p>No email yet.</p>'
    : emails
        .map(
          (email) => `<article>
<h2>${escapeHtml(email.subject)}</h2>
<p class="meta">To ${escapeHtml(email.to)} · ${escapeHtml(email.kind)} · ${escapeHtml(email.langue)} · ${escapeHtml(email.created_at)}${email.sent_at ? ' · sent' : ''}</p>
${email.link ? `<p><a href="${escapeHtml(email.link)}">${escapeHtml(email.link)}</a></p>` : ''}
<pre>${escapeHtml(email.text)}</pre>
</article>`,
        )
        .join('\n')
}
</main></body></html>`,
    );
  });
}

export const devMailboxPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (ctx.config.devMailbox) registerDevMailbox(app, ctx);
};
