// The rows of the tables as drizzle reads them (English, camelCase): what the services pass around.
// Their wire names are mapped in one place (src/core/mappers.ts).
import type * as schema from './schema';

export type UserRow = typeof schema.users.$inferSelect;
export type AccountRow = typeof schema.accounts.$inferSelect;
export type BrandRow = typeof schema.brands.$inferSelect;
export type CampaignRow = typeof schema.campaigns.$inferSelect;
export type OpportunityRow = typeof schema.opportunities.$inferSelect;
export type OfferRow = typeof schema.offers.$inferSelect;
export type QuoteLineRow = typeof schema.quoteLines.$inferSelect;
export type PaymentRow = typeof schema.payments.$inferSelect;
export type InvoiceRow = typeof schema.invoices.$inferSelect;
export type TransactionRow = typeof schema.transactions.$inferSelect;
export type TransferRow = typeof schema.transfers.$inferSelect;
export type BankEntryRow = typeof schema.bankEntries.$inferSelect;
export type MemberRow = typeof schema.campaignMembers.$inferSelect;
export type ClientRow = typeof schema.clients.$inferSelect;
