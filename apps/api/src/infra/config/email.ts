// Email (apps/api/README.md "Email"): SMTP_URL sends the outbox; without it, outside production,
// the development mailbox shows it. The show's two team mailboxes (spec §9) are here too: the
// exhibitor service (CONTACT_MAILBOX) and the sales team (SALES_MAILBOX), whom several areas write to.
import type { Env } from './env';

export interface EmailConfig {
  smtpUrl: string | null;
  mailFrom: string;
  /** The exhibitor service mailbox (spec §9): the contact form's default team. */
  contactMailbox: string;
  /** The sales contact mailbox (spec §9): change requests and first registrations. */
  salesMailbox: string;
  /** The development mailbox (docs/security.md): only without SMTP_URL, outside production. */
  devMailbox: boolean;
  /** Outbox worker period in ms (0: no worker, e.g. in tests that drive it by hand). */
  outboxIntervalMs: number;
}

export function readEmailConfig(env: Env, production: boolean, problems: string[]): EmailConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  if (production && !smtpUrl) problems.push('SMTP_URL is required in production');
  return {
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Salon <no-reply@salon.test>',
    contactMailbox: env.CONTACT_MAILBOX || 'exposants@salon.test',
    salesMailbox: env.SALES_MAILBOX || 'commercial@salon.test',
    devMailbox: !production && !smtpUrl,
    outboxIntervalMs: 5000,
  };
}
