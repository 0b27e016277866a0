// The email outbox (docs/api.md): an email, written in its contact's language (spec §1; docs/i18n.md "Emails"),
// is a row written in the transaction of the change that causes it, so it is sent if and only if
// the change commits. With SMTP_URL, a worker sends the pending rows with nodemailer and marks
// them sent; it resumes after a restart from what is still unsent. Without it, the rows stay
// readable at the development mailbox (/dev/mailbox).
import { resolveLanguage } from '@salon/domain';
import type { Language } from '@salon/domain';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailConfig } from '../config/email';
import type { ServerConfig } from '../config/server';
import { newId } from '../crypto';
import type { Database, Executor } from '../db/client';
import { outbox } from '../db/schema';
import { withoutTokens } from '../logging';
import { claimDueRow, startRounds } from '../outbox-rows';
import type { OutboxWorker } from '../outbox-rows';
import { renderEmail } from './templates';
import type { EmailData, EmailKind } from './templates';

/** What the outbox worker uses of the application's context (src/context.ts). */
export interface OutboxContext {
  readonly config: Pick<EmailConfig, 'mailFrom' | 'smtpUrl' | 'outboxIntervalMs'>;
  readonly db: Database;
  now(): Date;
  readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Writes an email to the outbox, inside the caller's transaction. */
export async function enqueueEmail(
  tx: Executor,
  email: { kind: EmailKind; to: string; langue: string; data: EmailData },
): Promise<void> {
  const lang: Language = resolveLanguage(email.langue);
  const content = renderEmail(email.kind, lang, email.data);
  await tx.insert(outbox).values({
    id: newId(),
    kind: email.kind,
    to: email.to,
    subject: content.subject,
    text: content.text,
    html: content.html,
    langue: lang,
    link: content.link,
    // Due at once (the worker's clock decides from there on).
    nextAttemptAt: new Date(0),
  });
}

/** A link to a portal route (spec §2), with its query. */
export function portalLink(
  ctx: { readonly config: Pick<ServerConfig, 'publicUrl'> },
  lang: string,
  route: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(`${ctx.config.publicUrl}/${resolveLanguage(lang)}/${route}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

const MAX_ATTEMPTS = 10;

/**
 * Sends the pending emails due now, oldest first, at most `limit`. A row is first claimed with a
 * five-minute lease in a short transaction (SKIP LOCKED on a PostgreSQL server, so several API
 * instances share the outbox), then sent outside any transaction, then marked sent. A crash
 * between sending and marking sends it again after the lease: at least once, never lost. A
 * failure is retried with a growing delay.
 */
export async function deliverPending(
  ctx: OutboxContext,
  transport: Pick<Transporter, 'sendMail'>,
  limit = 20,
): Promise<number> {
  let sent = 0;
  for (let index = 0; index < limit; index += 1) {
    const row = await claimDueRow<typeof outbox.$inferSelect>(ctx.db, outbox, ctx.now);
    if (!row) break;
    try {
      await transport.sendMail({
        from: ctx.config.mailFrom,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: { 'Content-Language': row.langue },
        // An image written as a `data:` address (the SEPA QR code) leaves as an inline attachment
        // the HTML names by its cid: mail clients show those, while Gmail and Outlook drop
        // `data:` images (docs/payments.md "SEPA QR code").
        attachDataUrls: true,
      });
      // Sent: the row keeps no token any more (docs/security.md "Tokens").
      await ctx.db.tx((tx) =>
        tx
          .update(outbox)
          .set({ sentAt: ctx.now(), lastError: null, ...withoutTokens(row) })
          .where(eq(outbox.id, row.id)),
      );
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      // After the last attempt the row waits a day between tries; the mailbox page shows it.
      const delaySeconds =
        attempts >= MAX_ATTEMPTS ? 86_400 : Math.min(3600, 30 * 2 ** (attempts - 1));
      await ctx.db.tx((tx) =>
        tx
          .update(outbox)
          .set({
            attempts,
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
            nextAttemptAt: new Date(ctx.now().getTime() + delaySeconds * 1000),
          })
          .where(eq(outbox.id, row.id)),
      );
      ctx.log.warn({ email: row.id, attempts }, 'outbox: sending failed, will retry');
    }
  }
  return sent;
}

/** Starts the worker when SMTP_URL is set; null otherwise (the development mailbox reads rows). */
export function startOutboxWorker(
  ctx: OutboxContext,
  transport: Pick<Transporter, 'sendMail'> | null = ctx.config.smtpUrl
    ? nodemailer.createTransport(ctx.config.smtpUrl)
    : null,
): OutboxWorker | null {
  if (!transport) return null;
  // Resumes at once what a previous run left unsent.
  return startRounds(
    () => deliverPending(ctx, transport),
    ctx.config.outboxIntervalMs,
    (error) => ctx.log.error({ err: error }, 'outbox: delivery round failed'),
  );
}
