// The portal's server data (docs/server-data.md): one typed definition per resource the signed-in
// screens read (key, fetcher through the API client) and, per mutation, the resources it makes
// stale. Screens never fetch these themselves: they read them through ./useServerData, which
// shares one load between every screen that asks (deduplication), shows cached data at once, and
// refetches what a mutation invalidates, so that after a payment the invoices and the dashboard
// change without a reload.
//
// Keys: the user's data live under 'user' (logout clears them, spec §4 Session); public reference
// data (picklists, spec §3) under 'public' (kept across sign-outs, refetched per spec §5).
import {
  PICKLIST_FRESHNESS_DAYS,
  type AcademyBanner,
  type Campaign,
  type CampaignMember,
  type Company,
  type EndpointName,
  type Invitation,
  type FloorPlan,
  type Guide,
  type Invoice,
  type Language,
  type Payment,
  type PaymentBlackoutWindow,
  type PendingTransfer,
  type PicklistObject,
  type PublicCampaign,
  type RebookingOpportunities,
  type RebookingQuote,
  type User,
} from '@salon/domain';
import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient, HeaderPage } from '../api/client';

const DAY_MS = 86_400_000;

/** Spec §5, §9: picklists refetched when older than 0.5, read as days (rules/picklists). */
export const PICKLIST_STALE_MS = PICKLIST_FRESHNESS_DAYS * DAY_MS;

/**
 * How long the user's data count as fresh: a screen opened again within 30 s shows them without
 * a call; after that it shows them at once and reloads in the background. Mutations invalidate
 * what they change, whatever the age.
 */
export const USER_DATA_STALE_MS = 30_000;

/**
 * How long what the organiser publishes counts as fresh (the payment blackout windows, the academy
 * banner, the shows open to registration): it changes with the API's configuration or the
 * calendar, not with what the user does.
 */
export const PUBLISHED_DATA_STALE_MS = 10 * 60_000;

/** Loads raise their alert once, from the query cache (./queryClient), not from the client. */
const silent = { silent: true } as const;

export const serverKeys = {
  /** Every resource of the signed-in user: what logout clears (spec §4). */
  user: ['user'] as const,
  profile: ['user', 'profile'] as const,
  company: ['user', 'company'] as const,
  campaigns: ['user', 'campaigns'] as const,
  /** All campaigns' members; `membersOf` one campaign's. */
  members: ['user', 'members'] as const,
  membersOf: (campaignId: string) => ['user', 'members', campaignId] as const,
  /** One event's buyer and agent invitations with their use (spec §2 pro/badges). */
  invitationsOf: (campaignId: string) => ['user', 'invitations', campaignId] as const,
  /** The invoices' pages (an infinite query: `serverQueries.invoicePages`). */
  invoices: ['user', 'invoices'] as const,
  payments: ['user', 'payments'] as const,
  transfers: ['user', 'transfers'] as const,
  opportunities: ['user', 'opportunities'] as const,
  /** All quotes; `quote` one opportunity's. */
  quotes: ['user', 'quotes'] as const,
  /** The quote's lines are in the page's language (docs/quotes.md "Languages"): one per language. */
  quote: (opportunityId: string, lang: Language) =>
    ['user', 'quotes', opportunityId, lang] as const,
  guides: ['user', 'guides'] as const,
  floorPlans: ['user', 'floor-plans'] as const,
  /** What the organiser publishes for every page (kept across sign-outs). */
  paymentBlackouts: ['public', 'payment-blackouts'] as const,
  academy: ['public', 'academy'] as const,
  publicCampaigns: ['public', 'campaigns'] as const,
  picklist: (lang: Language, sobject: PicklistObject, fields: string) =>
    ['public', 'picklists', lang, sobject, fields] as const,
} as const;

/** The signed-in resources without a parameter, by name (spec §7 calls with the user token). */
export interface UserResources {
  /** GET /me (spec §2 me/informations). */
  profile: User;
  /** GET /me/account (spec §2 me/company). */
  company: Company;
  /** GET /me/campaigns (spec §2 dashboard 'tradeshows'). */
  campaigns: Campaign[];
  /** GET /me/payments: one per installment (spec §7, §9). */
  payments: Payment[];
  /** GET /me/transfers (added): the bank transfers with their proofs (spec §4 step 5). */
  transfers: PendingTransfer[];
  /** POST /me/rebooking-opportunities: the rebooking set and the in-progress set (spec §7). */
  opportunities: RebookingOpportunities;
  /** GET /me/guides: the guides of the events whose booth is open (spec §2 pro/stand). */
  guides: Guide[];
  /** GET /me/floor-plans: the floor plans of the events whose booth is open (spec §4). */
  floorPlans: FloorPlan[];
  /** GET /payment-blackouts: the windows the API refuses online payments in (spec §1, §9). */
  paymentBlackouts: PaymentBlackoutWindow[];
  /** GET /academy: the dashboard's academy banner, per language (spec §2 me/dashboard). */
  academy: AcademyBanner[];
  /** GET /list-campaigns: the shows open to registration (spec §2 dashboard 'tradeshows'). */
  publicCampaigns: PublicCampaign[];
}
export type UserResourceKey = keyof UserResources;

const userQuery = <K extends UserResourceKey>(
  key: K,
  fetch: (api: ApiClient) => Promise<UserResources[K]>,
  options: { staleTime?: number; alertOnFailure?: false } = {},
) => {
  return (api: ApiClient) =>
    queryOptions({
      queryKey: serverKeys[key] as QueryKey,
      queryFn: () => fetch(api),
      staleTime: options.staleTime ?? USER_DATA_STALE_MS,
      ...(options.alertOnFailure === false ? { meta: { alertOnFailure: false } } : {}),
    });
};

const published = { staleTime: PUBLISHED_DATA_STALE_MS };

/**
 * One definition per resource: `useUserResources(['payments'])` or
 * `serverQueries.quote(api, id, lang)`.
 */
export const serverQueries = {
  profile: userQuery('profile', (api) => api.call('me', silent)),
  company: userQuery('company', (api) => api.call('account', silent)),
  campaigns: userQuery('campaigns', (api) => api.call('campaigns', silent)),
  payments: userQuery('payments', (api) => api.call('payments', silent)),
  transfers: userQuery('transfers', (api) => api.call('transfers', silent)),
  opportunities: userQuery('opportunities', (api) => api.call('rebookingOpportunities', silent)),
  guides: userQuery('guides', (api) => api.call('guides', silent)),
  floorPlans: userQuery('floorPlans', (api) => api.call('floorPlans', silent)),
  paymentBlackouts: userQuery(
    'paymentBlackouts',
    (api) => api.call('paymentBlackouts', silent),
    published,
  ),
  // The banner is the organiser's invitation: a failed load leaves it out, without an alert.
  academy: userQuery('academy', (api) => api.call('academy', silent), {
    ...published,
    alertOnFailure: false,
  }),
  publicCampaigns: userQuery(
    'publicCampaigns',
    (api) => api.call('listCampaigns', silent),
    published,
  ),
  /**
   * GET /me/invoices by pages (spec §2 pro/invoices 'history of paid invoices'; docs/api.md
   * "Paging"): the most recent first, each older page on demand with the cursor of the page
   * before. An invalidation reloads every page shown.
   */
  invoicePages: (api: ApiClient) =>
    infiniteQueryOptions({
      queryKey: serverKeys.invoices,
      queryFn: ({ pageParam, signal }): Promise<HeaderPage<Invoice[]>> =>
        api.callPage('invoices', {
          ...(pageParam ? { query: { cursor: pageParam } } : {}),
          signal,
          ...silent,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next,
      staleTime: USER_DATA_STALE_MS,
    }),
  /** GET /me/campaigns-members/{cid} (spec §2 badges). */
  members: (api: ApiClient, campaignId: string) =>
    queryOptions<CampaignMember[]>({
      queryKey: serverKeys.membersOf(campaignId),
      queryFn: () => api.call('campaignMembers', { params: { cid: campaignId }, ...silent }),
      staleTime: USER_DATA_STALE_MS,
    }),
  /** GET /me/invitations/{cid} (spec §2 pro/badges: buyer and agent invitations). */
  invitations: (api: ApiClient, campaignId: string) =>
    queryOptions<Invitation[]>({
      queryKey: serverKeys.invitationsOf(campaignId),
      queryFn: () => api.call('invitations', { params: { cid: campaignId }, ...silent }),
      staleTime: USER_DATA_STALE_MS,
    }),
  /**
   * GET /me/rebooking-devis/{id}?lang (spec §2 rebooking quote view): the lines that come from the
   * sales team's systems in the page's language (docs/quotes.md "Languages").
   */
  quote: (api: ApiClient, opportunityId: string, lang: Language) =>
    queryOptions<RebookingQuote>({
      queryKey: serverKeys.quote(opportunityId, lang),
      queryFn: () =>
        api.call('rebookingQuote', { params: { id: opportunityId }, query: { lang }, ...silent }),
      staleTime: USER_DATA_STALE_MS,
    }),
  /**
   * GET /picklists/{sobject}/{fields}?lang (spec §3, §7): the fields of one object type in one
   * call, in the page's language; fresh for 0.5 day and kept that long (spec §5). A failed load
   * shows the form's own error with a retry, not the global alert: the page stays usable.
   */
  picklist: (api: ApiClient, lang: Language, sobject: PicklistObject, fields: string) =>
    queryOptions({
      queryKey: serverKeys.picklist(lang, sobject, fields),
      queryFn: () =>
        api.call('picklists', { params: { sobject, fields }, query: { lang }, ...silent }),
      staleTime: PICKLIST_STALE_MS,
      gcTime: PICKLIST_STALE_MS,
      meta: { alertOnFailure: false },
    }),
};

/**
 * What each mutation makes stale (spec §7 calls with the user token). After one succeeds, the
 * keys listed are invalidated: the screens showing them reload in the background, the others
 * reload when next shown. A payment changes the installments, the invoices and the
 * opportunities' stages, so the dashboard's next step follows (spec §4 steps 4-5).
 */
export const invalidations = {
  updateMe: [serverKeys.profile],
  changePassword: [],
  // The profile's `user.account` holds the billing address, the VAT number and the brands too.
  updateAccount: [serverKeys.company, serverKeys.profile],
  updateBrand: [serverKeys.company, serverKeys.profile],
  contact: [],
  // A validated quote gets its schedule: one payment per installment (spec §4 flow 3, §9).
  rebookingQuoteUpdate: [serverKeys.opportunities, serverKeys.quotes, serverKeys.payments],
  cardPayment: [serverKeys.payments, serverKeys.invoices, serverKeys.opportunities],
  // A paid 1st installment opens the event's booth, its guides and floor plan (spec §4, §6).
  transactionUpdate: [
    serverKeys.payments,
    serverKeys.invoices,
    serverKeys.opportunities,
    serverKeys.quotes,
    serverKeys.guides,
    serverKeys.floorPlans,
  ],
  transactionUpdateTransfer: [
    serverKeys.payments,
    serverKeys.invoices,
    serverKeys.opportunities,
    serverKeys.quotes,
    serverKeys.transfers,
  ],
  transferCancel: [
    serverKeys.payments,
    serverKeys.invoices,
    serverKeys.opportunities,
    serverKeys.transfers,
  ],
  transferProofUpload: [serverKeys.transfers],
} as const satisfies Partial<Record<EndpointName, readonly QueryKey[]>>;

export type ServerMutation = keyof typeof invalidations;
