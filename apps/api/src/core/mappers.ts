// The one mapping place between database rows (English, snake_case columns) and the wire names of
// the contract (spec §3, §7: etape, acompte1, billing_address...).
import type {
  Campaign,
  CampaignMember,
  Company,
  Contact,
  Invoice,
  InvoiceDocumentKind,
  Opportunity,
  Payment,
  PublicCampaign,
  User,
  UserAccount,
} from '@salon/domain';
import type { z } from 'zod';
import { documentTypeCodes, invoiceDocumentKinds } from '@salon/domain';
import type { earlyBookingDeadlineSchema } from '@salon/domain';
import type {
  AccountRow,
  BrandRow,
  CampaignRow,
  InvoiceRow,
  MemberRow,
  OpportunityRow,
  PaymentRow,
  UserRow,
} from '../infra/db/rows';
import type * as schema from '../infra/db/schema';

type Language = 'fr' | 'en';
const language = (value: string): Language => (value === 'en' ? 'en' : 'fr');

export function toContact(user: UserRow): Contact {
  return {
    salutation: (user.salutation as Contact['salutation']) ?? null,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    mobile: user.mobile,
    email: user.email,
    fonction: user.fonction,
    langue: language(user.langue),
    job: user.job,
    department: user.department,
    contact_role: (user.contactRole as Contact['contact_role']) ?? null,
  };
}

/** The columns of a company that a signed-in user's profile shows (spec §3 auth state). */
export type UserAccountRow = Pick<
  AccountRow,
  | 'name'
  | 'tva'
  | 'siret'
  | 'langue'
  | 'billingStreet'
  | 'billingPostalCode'
  | 'billingCity'
  | 'billingCountry'
>;
export type BrandFields = Pick<BrandRow, 'token' | 'name' | 'website' | 'instagram'>;
/**
 * The columns of an invoice that the invoices list shows (spec §7 GET /me/invoices), with its
 * opportunity's stand (spec §2 pro/invoices).
 */
export type InvoiceListRow = Pick<
  InvoiceRow,
  | 'id'
  | 'opportunityId'
  | 'event'
  | 'service'
  | 'kind'
  | 'amount'
  | 'amountHt'
  | 'vat'
  | 'issueDate'
  | 'dueDate'
  | 'number'
  | 'typeCode'
> & {
  /** The number of the invoice a credit note credits. */
  creditedNumber: string | null;
  /** The stand of its opportunity, null while to be allocated. */
  stand: string | null;
};

export function toBillingAddress(account: UserAccountRow) {
  return {
    street: account.billingStreet,
    postalCode: account.billingPostalCode,
    city: account.billingCity,
    country: account.billingCountry,
  };
}

export function toBrand(brand: BrandFields) {
  return {
    token: brand.token,
    name: brand.name,
    website: brand.website,
    instagram: brand.instagram,
  };
}

export function toUserAccount(account: UserAccountRow, brands: BrandFields[]): UserAccount {
  return {
    name: account.name,
    tva: account.tva,
    siret: account.siret,
    langue: language(account.langue),
    billing_address: toBillingAddress(account),
    brands: brands.map(toBrand),
  };
}

export function toUser(user: UserRow, account: UserAccountRow | null, brands: BrandFields[]): User {
  return {
    id: user.id,
    role: user.role as User['role'],
    contact: toContact(user),
    account: account ? toUserAccount(account, brands) : null,
  };
}

export function toCompany(account: AccountRow, brands: BrandRow[]): Company {
  return {
    id: account.id,
    name: account.name,
    street: account.street,
    additional_address: account.additionalAddress,
    city: account.city,
    postalCode: account.postalCode,
    country: account.country,
    industry: account.industry,
    siret: account.siret,
    tva: account.tva,
    website: account.website,
    instagram: account.instagram,
    size: account.size,
    shop: account.shop,
    brand: account.brand,
    wholesale_price: account.wholesalePrice,
    retail_price: account.retailPrice,
    manufacture_country: account.manufactureCountry,
    product_category: account.productCategory,
    product_gender: (account.productGender as Company['product_gender']) ?? null,
    eco_responsible: account.ecoResponsible,
    other_shows: account.otherShows,
    marketplace_presence: account.marketplacePresence,
    marketplace_url: account.marketplaceUrl,
    marketplace_reason: account.marketplaceReason,
    sf_account_id: account.sfAccountId,
    langue: language(account.langue),
    billing_address: toBillingAddress(account),
    brands: brands.map(toBrand),
  };
}

type Deadline = z.infer<typeof earlyBookingDeadlineSchema>;

export function toCampaign(row: CampaignRow): Campaign {
  const deadlines = (row.earlyBookingDeadlines as Deadline[] | null) ?? [];
  return {
    id: row.id,
    name: row.name,
    event_name: row.eventName,
    dates: row.dates,
    start_date: row.startDate,
    end_date: row.endDate,
    event_start_date: row.eventStartDate,
    event_end_date: row.eventEndDate,
    venue: row.venue,
    website_url: row.websiteUrl,
    acompte1: row.acompte1,
    acompte2: row.acompte2,
    date_acompte2: row.dateAcompte2,
    date_solde: row.dateSolde,
    end_rebooking: { enable: row.endRebookingEnabled, date: row.endRebookingDate },
    early_booking: {
      enable: row.earlyBookingEnabled,
      date: row.earlyBookingDate,
      deadlines,
    },
  };
}

export function toPublicCampaign(row: CampaignRow): PublicCampaign {
  const campaign = toCampaign(row);
  return {
    id: campaign.id,
    name: campaign.name,
    event_name: campaign.event_name,
    dates: campaign.dates,
    start_date: campaign.start_date,
    end_date: campaign.end_date,
    event_start_date: campaign.event_start_date,
    event_end_date: campaign.event_end_date,
    venue: campaign.venue,
    website_url: campaign.website_url,
  };
}

export function toCampaignMember(row: MemberRow): CampaignMember {
  return {
    id: row.id,
    name: row.name,
    categorie_inscription: row.categorieInscription,
    badge_url: row.badgeUrl,
  };
}

export function toOpportunity(
  row: OpportunityRow,
  campaign: CampaignRow,
  totals: { totalTtc: number; rebookingDiscount: number; earlyBookingDiscount: number },
  pendingTransfer: boolean,
): Opportunity {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    event_name: campaign.eventName,
    etape: row.etape as Opportunity['etape'],
    etape_offre: row.etapeOffre as Opportunity['etape_offre'],
    comment_rbkg: row.commentRbkg,
    surface_rbkg: row.surfaceRbkg,
    angles_rbkg: row.anglesRbkg,
    account_rbkg: row.accountRbkg,
    marques: (row.marques as string[] | null) ?? [],
    surface: row.surface,
    angles: row.angles,
    stand: row.stand,
    rebooking: row.rebooking,
    rebooking_discount_amount: totals.rebookingDiscount,
    early_booking_discount_amount: totals.earlyBookingDiscount,
    total_ttc: totals.totalTtc,
    pending_transfer: pendingTransfer,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPayment(
  row: PaymentRow,
  eventName: string,
  transfer: { reference: string | null; canceled: boolean },
  stand: string | null,
): Payment {
  return {
    id: row.id,
    opportunity_id: row.opportunityId,
    event: eventName,
    service: row.service as Payment['service'],
    kind: row.kind as Payment['kind'],
    percentage: row.percentage,
    amount: row.amount,
    due_date: row.dueDate,
    status: row.status as Payment['status'],
    method: (row.method as Payment['method']) ?? null,
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    invoice_id: row.invoiceId,
    transfer_reference: transfer.reference,
    transfer_canceled: transfer.canceled,
    stand,
  };
}

export function toInvoice(row: InvoiceListRow): Invoice {
  return {
    id: row.id,
    opportunity_id: row.opportunityId,
    event: row.event,
    service: row.service as Invoice['service'],
    kind: row.kind as Invoice['kind'],
    amount: row.amount,
    amount_ht: row.amountHt,
    vat: row.vat,
    date: row.issueDate,
    due_date: row.dueDate,
    reference: row.number,
    document: documentKindOf(row.typeCode),
    credited_reference: row.creditedNumber,
    stand: row.stand,
  };
}

/** The document's kind by its UNTDID 1001 code (docs/payments.md "Invoice types"). */
export function documentKindOf(typeCode: string): InvoiceDocumentKind {
  const kind = invoiceDocumentKinds.find((candidate) => documentTypeCodes[candidate] === typeCode);
  if (!kind) throw new Error(`unknown document type code ${typeCode}`);
  return kind;
}

type FirstRegistrationRow = typeof schema.firstRegistrationRequests.$inferSelect;

/** A first-registration request as the sales team lists it (operator calls). */
export function firstRegistrationSummary(row: FirstRegistrationRow) {
  return {
    id: row.id,
    email: row.email,
    company_name: row.companyName,
    status: row.status as 'pending' | 'accepted' | 'declined',
    created_at: row.createdAt.toISOString(),
  };
}

/** A contact awaiting (or given) the sales team's activation (spec §8 'Contact inactive'). */
export function inactiveContactSummary(user: UserRow, company: string | null) {
  return {
    id: user.id,
    email: user.email,
    name: `${user.firstname} ${user.lastname}`,
    company,
    created_at: user.createdAt.toISOString(),
  };
}
