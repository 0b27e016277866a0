// Registration, account initialisation, first-registration requests and the email checks
// (spec §2 registration screens, §5 rules, §7 init-register ... sf/check-contact, §8 codes).
import { checkCompanyOrAccount, errorCodes, isSameEmail, toFieldErrors } from '@salon/domain';
import type {
  InitRegisterRequest,
  RegistrationCompany,
  RegistrationContact,
  ValidInfosRegisterRequest,
  ValidTmpRegisterRequest,
} from '@salon/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { hashToken, newId, newToken } from '../../infra/crypto';
import { isUniqueViolation } from '../../infra/db/client';
import type { Executor } from '../../infra/db/client';
import type { AccountRow } from '../../infra/db/rows';
import { accounts, campaigns, crmContacts, registrations, users } from '../../infra/db/schema';
import { ApiError, fail } from '../../infra/errors';
import { hashNewPassword } from '../../infra/passwords';
import { sendVerificationEmail } from './email-links';

/** How long a registration started by init-register stays open, in seconds. */
const REGISTRATION_TTL_SECONDS = 24 * 3600;

const registrationGone = () => new ApiError(errorCodes.tokenInvalid, 'error.generic');

/** An email already used by a portal account (spec §8). */
export async function assertEmailFree(tx: Executor, email: string): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  // A contact the sales team created has no password yet: forgot password initialises it.
  if (!user.passwordHash) throw new ApiError(errorCodes.noPortalAccount);
  throw fail.described('error.account_already_exists');
}

/**
 * The CRM contact of an init link (pro/init/{sfid}, guest/init/{sfid}), refused with the messages
 * of spec §8: an unknown contact ('No match in our records.'), another email ('This email address
 * does not match our records'), an inactive contact ('Contact inactive'), an email several CRM
 * contacts share ('contact email not unique', 4050: the account cannot say whose it would be), or
 * a contact whose portal account already exists under another address, the CRM's email changed
 * since ('duplicate contact': a second account would duplicate it).
 */
async function initLinkContact(tx: Executor, sfid: string, email: string) {
  const [contact] = await tx.select().from(crmContacts).where(eq(crmContacts.id, sfid));
  if (!contact) throw fail.described('error.no_match');
  if (!isSameEmail(contact.email, email)) throw fail.described('error.email_not_in_records');
  if (!contact.active) throw fail.accountNotUsable('error.contact_inactive');
  const namesakes = await tx
    .select({ id: crmContacts.id })
    .from(crmContacts)
    .where(and(sql`lower(${crmContacts.email}) = ${email}`, ne(crmContacts.id, contact.id)))
    .limit(1);
  if (namesakes.length > 0) {
    throw new ApiError(errorCodes.severalRecords, 'error.contact_email_not_unique');
  }
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.crmContactId, contact.id))
    .limit(1);
  if (account) throw fail.described('error.duplicate_contact');
  return contact;
}

/**
 * init-register (spec §7: email, first, role): starts a registration. From an init link
 * (pro/init/{sfid}, guest/init/{sfid}) the CRM contact prefills the form; its email must match.
 */
export async function initRegister(ctx: AppContext, input: InitRegisterRequest) {
  return ctx.db.tx(async (tx) => {
    await assertEmailFree(tx, input.email);
    let prefill: Partial<RegistrationContact> = { email: input.email, firstname: input.first };
    let crmContactId: string | null = null;
    if (input.sfid) {
      const contact = await initLinkContact(tx, input.sfid, input.email);
      crmContactId = contact.id;
      prefill = {
        email: input.email,
        firstname: contact.firstname,
        lastname: contact.lastname,
        ...(contact.salutation
          ? { salutation: contact.salutation as RegistrationContact['salutation'] }
          : {}),
        ...(contact.phone ? { phone: contact.phone } : {}),
        ...(contact.mobile ? { mobile: contact.mobile } : {}),
        ...(contact.fonction ? { fonction: contact.fonction } : {}),
        langue: contact.langue === 'en' ? 'en' : 'fr',
      };
    }
    const token = newToken();
    await tx.insert(registrations).values({
      id: newId(),
      tokenHash: hashToken(token),
      email: input.email,
      firstname: input.first,
      role: input.role,
      crmContactId,
      expiresAt: new Date(ctx.now().getTime() + REGISTRATION_TTL_SECONDS * 1000),
    });
    return { registration_token: token, prefill };
  });
}

async function findRegistration(ctx: AppContext, tx: Executor, token: string) {
  const [registration] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.tokenHash, hashToken(token)))
    .limit(1);
  if (!registration || registration.status === 'done') throw registrationGone();
  if (registration.expiresAt.getTime() <= ctx.now().getTime()) throw registrationGone();
  return registration;
}

/** spec §5: without an account id, the company fields are required (exhibitors). */
function checkExhibitorCompany(input: { account_id?: string; company?: RegistrationCompany }) {
  const result = z
    .custom<typeof input>()
    .superRefine((value, refinement) => checkCompanyOrAccount(value, refinement))
    .safeParse(input);
  if (!result.success) throw fail.validation(toFieldErrors(result.error));
}

export async function assertAccountExists(tx: Executor, accountId: string, field: string) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw fail.field(field, 'validation.invalid_choice');
  return account;
}

/** valid-infos-register (spec §7, payload designed in domain): the contact and the company. */
export async function validInfosRegister(ctx: AppContext, input: ValidInfosRegisterRequest) {
  await ctx.db.tx(async (tx) => {
    const registration = await findRegistration(ctx, tx, input.registration_token);
    if (input.contact.email !== registration.email) {
      throw fail.described('error.email_not_in_records');
    }
    if (registration.role === 'exposant') checkExhibitorCompany(input);
    if (input.account_id) await assertAccountExists(tx, input.account_id, 'account_id');
    await tx
      .update(registrations)
      .set({
        contact: input.contact,
        accountId: input.account_id ?? null,
        company: input.account_id ? null : (input.company ?? null),
        status: 'infos',
      })
      .where(eq(registrations.id, registration.id));
  });
  return { success: true as const };
}

function companyValues(company: RegistrationCompany, langue: string) {
  return {
    name: company.name ?? '',
    street: company.street || null,
    additionalAddress: company.additional_address || null,
    city: company.city || null,
    postalCode: company.postalCode || null,
    country: company.country || null,
    industry: company.industry || null,
    siret: company.siret || null,
    tva: company.tva || null,
    website: company.website || null,
    instagram: company.instagram || null,
    size: company.size || null,
    shop: company.shop || null,
    brand: company.brand || null,
    wholesalePrice: company.wholesale_price || null,
    retailPrice: company.retail_price || null,
    manufactureCountry: company.manufacture_country || null,
    productCategory: company.product_category || null,
    productGender: company.product_gender ?? null,
    ecoResponsible: company.eco_responsible ?? null,
    otherShows: company.other_shows || null,
    marketplacePresence: company.marketplace_presence ?? null,
    marketplaceUrl: company.marketplace_url || null,
    marketplaceReason: company.marketplace_reason || null,
    langue: langue === 'en' ? 'en' : 'fr',
    // The billing address starts as the company's address; the company page edits it.
    billingStreet: company.street ?? '',
    billingPostalCode: company.postalCode ?? '',
    billingCity: company.city ?? '',
    billingCountry: company.country ?? '',
  };
}

/** Creates the company of a registration. */
export async function createAccount(
  tx: Executor,
  company: RegistrationCompany,
  langue: string,
): Promise<AccountRow> {
  const [account] = await tx
    .insert(accounts)
    .values({ id: newId(), ...companyValues(company, langue) })
    .returning();
  return account!;
}

type ContactValues = Partial<RegistrationContact> & { firstname: string; lastname: string };

/** A portal user's contact columns from the contact a registration or a request gave (spec §3). */
export function userContactColumns(contact: ContactValues) {
  return {
    salutation: contact.salutation ?? null,
    firstname: contact.firstname,
    lastname: contact.lastname,
    phone: contact.phone || null,
    mobile: contact.mobile || null,
    fonction: contact.fonction || null,
    job: contact.job || null,
    department: contact.department || null,
    contactRole: contact.contact_role ?? null,
  };
}

async function insertUser(
  tx: Executor,
  values: {
    email: string;
    role: string;
    passwordHash: string | null;
    contact: ContactValues;
    accountId: string | null;
    crmContactId: string | null;
    active: boolean;
    emailVerifiedAt?: Date | null;
  },
) {
  try {
    const [user] = await tx
      .insert(users)
      .values({
        id: newId(),
        email: values.email,
        role: values.role,
        passwordHash: values.passwordHash,
        active: values.active,
        emailVerifiedAt: values.emailVerifiedAt ?? null,
        ...userContactColumns(values.contact),
        langue: values.contact.langue === 'en' ? 'en' : 'fr',
        accountId: values.accountId,
        crmContactId: values.crmContactId,
      })
      .returning();
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.described('error.account_already_exists');
    throw error;
  }
}

/**
 * valid-pwd-register (spec §7): the password and the terms end the registration. The account is
 * created (or the picked company joined) and a verification email goes out (spec §2
 * confirm-register). Joining an existing company without an init link of that company leaves
 * the contact inactive until the sales team confirms it (spec §8 'Contact inactive'): anyone
 * could otherwise read a company's invoices by picking it from the list.
 */
export async function validPwdRegister(
  ctx: AppContext,
  input: { registration_token: string; password: string },
) {
  const passwordHash = await hashNewPassword(input.password, ctx.config.argon2);
  return ctx.db.tx(async (tx) => {
    const registration = await findRegistration(ctx, tx, input.registration_token);
    if (registration.status !== 'infos' || !registration.contact) throw registrationGone();
    await assertEmailFree(tx, registration.email);
    const contact = registration.contact as RegistrationContact;
    const crm = registration.crmContactId
      ? (
          await tx.select().from(crmContacts).where(eq(crmContacts.id, registration.crmContactId))
        )[0]
      : undefined;

    let accountId: string | null;
    let active = true;
    if (registration.accountId) {
      accountId = registration.accountId;
      active = crm?.accountId === registration.accountId;
    } else if (registration.company) {
      accountId = (
        await createAccount(tx, registration.company as RegistrationCompany, contact.langue ?? 'fr')
      ).id;
    } else {
      accountId = crm?.accountId ?? null;
    }
    const user = await insertUser(tx, {
      email: registration.email,
      role: registration.role,
      passwordHash,
      contact,
      accountId,
      crmContactId: registration.crmContactId,
      active,
    });
    await tx
      .update(registrations)
      .set({ status: 'done' })
      .where(eq(registrations.id, registration.id));
    await sendVerificationEmail(ctx, tx, user);
    return { email: user.email, role: user.role as 'exposant' | 'visiteur' };
  });
}

/**
 * valid-tmp-register (spec §2 pro/tmp-register): a temporary exhibitor account in one step, the
 * company known by its name only until the sales team completes it.
 */
export async function validTmpRegister(ctx: AppContext, input: ValidTmpRegisterRequest) {
  const passwordHash = await hashNewPassword(input.password, ctx.config.argon2);
  return ctx.db.tx(async (tx) => {
    if (input.campaign_id) {
      const [campaign] = await tx
        .select()
        .from(campaigns)
        .where(eq(campaigns.id, input.campaign_id));
      if (!campaign) throw fail.field('campaign_id', 'validation.invalid_choice');
    }
    await assertEmailFree(tx, input.contact.email);
    const account = await createAccount(
      tx,
      { name: input.company_name },
      input.contact.langue ?? 'fr',
    );
    const user = await insertUser(tx, {
      email: input.contact.email,
      role: 'exposant',
      passwordHash,
      contact: input.contact,
      accountId: account.id,
      crmContactId: null,
      active: true,
    });
    await tx.insert(registrations).values({
      id: newId(),
      tokenHash: hashToken(newToken()),
      email: user.email,
      firstname: user.firstname,
      role: 'exposant',
      contact: input.contact,
      accountId: account.id,
      status: 'done',
      campaignId: input.campaign_id ?? null,
      expiresAt: ctx.now(),
    });
    await sendVerificationEmail(ctx, tx, user);
    return { email: user.email, role: 'exposant' as const };
  });
}
