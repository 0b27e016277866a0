// Email (apps/api/README.md "Email"): SMTP_URL sends the outbox; without it, outside production,
// the development mailbox shows it. The show's two team mailboxes (spec §9) are here too: the
// exhibitor service (CONTACT_MAILBOX) and the sales team (SALES_MAILBOX), whom several areas write to,
// and the language the teams read their emails in (TEAM_LANGUAGE).
import type { Language } from '@salon/domain';
import type { Env } from './env';

export interface EmailConfig {
  smtpUrl: string | null;
  mailFrom: string;
  /** The exhibitor service mailbox (spec §9): the contact form's default team. */
  contactMailbox: string;
  /** The sales contact mailbox (spec §9): change requests and first registrations. */
  salesMailbox: string;
  /**
   * The language of the emails written to the show's teams (sales, billing, stands, badges, the
   * exhibitor service): French by default (spec §1), whatever the exhibitor's own language.
   */
  teamLanguage: Language;
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
  const teamLanguage = env.TEAM_LANGUAGE || 'fr';
  if (teamLanguage !== 'fr' && teamLanguage !== 'en')
    problems.push(`TEAM_LANGUAGE must be fr or en (got '${teamLanguage}')`);
  return {
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Salon <no-reply@salon.test>',
    contactMailbox: env.CONTACT_MAILBOX || 'exposants@salon.test',
    salesMailbox: env.SALES_MAILBOX || 'commercial@salon.test',
    teamLanguage: teamLanguage === 'en' ? 'en' : 'fr',
    devMailbox: !production && !smtpUrl,
    outboxIntervalMs: 5000,
  };
}
