// The account area's configuration (apps/api/README.md "Configuration"): the team that reads each
// contact-form subject (spec §2 pro/contact).
import type { ContactSubject } from '@salon/domain';
import type { EmailConfig } from '../../infra/config/email';
import type { Env } from '../../infra/config/env';

export interface AccountConfig {
  /**
   * The team that reads each contact-form subject (spec §2 pro/contact): a commercial request
   * goes to sales, billing to accounting, and so on; `contactMailbox` for the rest.
   */
  contactMailboxes: Record<ContactSubject, string>;
}

/**
 * The team mailbox of each contact-form subject (spec §2 pro/contact): CONTACT_MAILBOX_<SUBJECT>
 * (e.g. CONTACT_MAILBOX_BILLING), else a team address of the show: a commercial request to sales
 * (SALES_MAILBOX), billing to accounting, the booth to the technical team, badges to the
 * badge desk, the exhibitor account and anything else to the exhibitor service (CONTACT_MAILBOX).
 */
export function readAccountConfig(
  env: Env,
  mailboxes: Pick<EmailConfig, 'contactMailbox' | 'salesMailbox'>,
  problems: string[],
): AccountConfig {
  const defaults: Record<ContactSubject, string> = {
    commercial: mailboxes.salesMailbox,
    exhibitor_account: mailboxes.contactMailbox,
    billing: 'facturation@salon.test',
    booth: 'stands@salon.test',
    badges: 'badges@salon.test',
    other: mailboxes.contactMailbox,
  };
  const contactMailboxes = { ...defaults };
  for (const subject of Object.keys(defaults) as ContactSubject[]) {
    const name = `CONTACT_MAILBOX_${subject.toUpperCase()}`;
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (!/^[^\s@]+@[^\s@]+$/.test(value)) problems.push(`${name} must be an email address`);
    else contactMailboxes[subject] = value;
  }
  return { contactMailboxes };
}
