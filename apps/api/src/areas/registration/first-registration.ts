// First-registration requests and the checks before a registration (spec §2 registration
// request and company-existence check, §7 first-register, search-account, sf/check-contact, §8).
import { errorCodes } from '@salon/domain';
import type { FirstRegistrationRequest } from '@salon/domain';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { newId } from '../../infra/crypto';
import {
  accounts,
  campaigns,
  crmContacts,
  firstRegistrationRequests,
  users,
} from '../../infra/db/schema';
import { enqueueEmail } from '../../infra/email/outbox';
import { ApiError, fail } from '../../infra/errors';
import { assertAccountExists, assertEmailFree } from './registration';

/**
 * first-register (spec §2 registration request): recorded for the selection committee, an
 * acknowledgement promising a reply within 72 hours (spec §1, §9). A pending request with the
 * same email: 3030 (spec §8).
 *
 * A request naming an existing company (`account_id`) is the requester's word only: it is
 * recorded under that company's real name, and accepting it leaves the contact inactive until
 * the sales team activates it (docs/security.md "Joining a company").
 */
export async function firstRegister(ctx: AppContext, input: FirstRegistrationRequest) {
  return ctx.db.tx(async (tx) => {
    const existing = input.account_id
      ? await assertAccountExists(tx, input.account_id, 'account_id')
      : null;
    const found = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        and(
          inArray(campaigns.id, input.events_of_interest),
          eq(campaigns.openForRegistration, true),
        ),
      );
    if (found.length !== new Set(input.events_of_interest).size) {
      throw fail.field('events_of_interest', 'validation.invalid_choice');
    }
    const email = input.contact.email;
    const [pending] = await tx
      .select({ id: firstRegistrationRequests.id })
      .from(firstRegistrationRequests)
      .where(
        and(
          eq(firstRegistrationRequests.email, email),
          eq(firstRegistrationRequests.status, 'pending'),
        ),
      )
      .limit(1);
    if (pending) throw new ApiError(errorCodes.requestAlreadyMade);
    await assertEmailFree(tx, email);
    // spec §2: the Matter and Shape form forces English.
    const langue = input.variant === 'matter_and_shape' ? 'en' : (input.contact.langue ?? 'fr');
    // The company the sales team reads is the one the request would join, not a typed name.
    const companyName = existing ? existing.name : (input.company.name ?? '');
    const id = newId();
    await tx.insert(firstRegistrationRequests).values({
      id,
      email,
      companyName,
      variant: input.variant,
      langue,
      payload: input,
    });
    await enqueueEmail(tx, {
      kind: 'first_registration_ack',
      to: email,
      langue,
      data: { firstname: input.contact.firstname, company: companyName },
    });
    return { request_id: id, reply_within_hours: 72 as const };
  });
}

/** Escapes LIKE wildcards of a user's text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * search-account (spec §2 company-existence check): companies whose name contains the text, or
 * whose SIRET starts with the digits typed; at most 20, the SIRET shown by its last five digits.
 */
export async function searchAccount(ctx: AppContext, input: { query: string; country?: string }) {
  const digits = input.query.replace(/\s+/g, '');
  const byName = ilike(accounts.name, likePattern(input.query));
  const condition = /^\d{3,14}$/.test(digits)
    ? or(byName, sql`${accounts.siret} like ${`${digits}%`}`)
    : byName;
  const country = input.country?.trim();
  const rows = await ctx.db.read((db) =>
    db
      .select()
      .from(accounts)
      .where(country ? and(condition, ilike(accounts.country, country)) : condition)
      .orderBy(accounts.name)
      .limit(20),
  );
  return {
    accounts: rows.map((account) => ({
      id: account.id,
      name: account.name,
      city: account.city,
      postalCode: account.postalCode,
      country: account.country,
      siret_end: account.siret ? account.siret.slice(-5) : null,
    })),
  };
}

/**
 * sf/check-contact (spec §7, §8 'first check'): 'account' when a portal account exists (log in);
 * 'no_portal_account' when the account exists without a password yet (forgot password
 * initialises it). Errors: 4001 nobody with this email, 4010 a CRM contact without a portal
 * account, 4050 several CRM records or an account of the other role, 3030 a first-registration
 * request from this email still pending (the portal's first check closes the form on it).
 */
export async function checkContact(ctx: AppContext, input: { email: string; role: string }) {
  return ctx.db.read(async (db) => {
    const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
    if (user) {
      if (user.role !== input.role) throw new ApiError(errorCodes.severalRecords);
      return { status: user.passwordHash ? ('account' as const) : ('no_portal_account' as const) };
    }
    const contacts = await db
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(sql`lower(${crmContacts.email}) = ${input.email}`)
      .limit(2);
    if (contacts.length > 1) throw new ApiError(errorCodes.severalRecords);
    if (contacts.length === 1) throw new ApiError(errorCodes.noPortalAccount);
    // A request from this email waits for the selection committee: the form closes at the first
    // check (spec §8 3030), rather than being filled in again only to be refused at the end.
    const [pending] = await db
      .select({ id: firstRegistrationRequests.id })
      .from(firstRegistrationRequests)
      .where(
        and(
          eq(firstRegistrationRequests.email, input.email),
          eq(firstRegistrationRequests.status, 'pending'),
        ),
      )
      .limit(1);
    if (pending) throw new ApiError(errorCodes.requestAlreadyMade);
    throw new ApiError(errorCodes.noUserForEmail);
  });
}
