// The contact form (spec §2 pro/contact, contact): the message kept, sent to the team of its
// subject and copied to its writer.
import { isContactSubjectOf } from '@salon/domain';
import type { ContactForm } from '@salon/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { newId } from '../../infra/crypto';
import type { UserRow } from '../../infra/db/rows';
import { accounts, contactMessages } from '../../infra/db/schema';
import { enqueueEmail } from '../../infra/email/outbox';
import { fail } from '../../infra/errors';
import type { AccountConfig } from './config';

/**
 * POST /me/contact (spec §2 contact): the message is kept, sent to the team mailbox of its subject
 * (`config.contactMailboxes`) and copied to the contact in their language. A subject that is not
 * the caller's role's (a visitor writing about billing, `contactSubjectsByRole`) is refused on the
 * subject field, before anything is written.
 */
export async function contact(ctx: AppContext<AccountConfig>, user: UserRow, input: ContactForm) {
  const role = user.role === 'exposant' ? 'exposant' : 'visiteur';
  if (!isContactSubjectOf(role, input.subject)) {
    throw fail.field('subject', 'validation.invalid_choice');
  }
  await ctx.db.tx(async (tx) => {
    await tx.insert(contactMessages).values({
      id: newId(),
      userId: user.id,
      subject: input.subject,
      message: input.message,
    });
    const [company] = user.accountId
      ? await tx
          .select({ name: accounts.name })
          .from(accounts)
          .where(eq(accounts.id, user.accountId))
      : [];
    await enqueueEmail(tx, {
      kind: 'contact_team',
      to: ctx.config.contactMailboxes[input.subject],
      langue: ctx.config.teamLanguage,
      data: {
        subject: input.subject,
        message: input.message,
        from: `${user.firstname} ${user.lastname} <${user.email}>`,
        company: company?.name,
      },
    });
    await enqueueEmail(tx, {
      kind: 'contact_copy',
      to: user.email,
      langue: user.langue,
      data: { firstname: user.firstname, subject: input.subject, message: input.message },
    });
  });
  return { success: true as const };
}
