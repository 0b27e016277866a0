// The endpoint table by parts, each in its own chunk (docs/performance.md "Signed-in routes"): a
// route names the parts its screen calls (src/root/router.tsx, `lazyRoute`), and they load with
// its chunk, so a route carries only the schemas of its calls. The session's calls are in the
// entry (client.ts); a call in no loaded part loads the whole table (./endpointTable.ts). This
// module is a chunk of its own too, so the login route carries none of their file lists.
import type { EndpointDefinition } from '@salon/domain';

type Part = Promise<{ endpoints: Readonly<Record<string, EndpointDefinition>> }>;

export const endpointGroups = {
  /** Registration, password reset, picklists, the shows' list (client token). */
  public: (): Part => import('./groups/public'),
  /** The account pages and the contact form: /me, /me/account, /me/brand, /me/contact. */
  account: (): Part => import('./groups/account'),
  /** The user's shows and their members. */
  campaign: (): Part => import('./groups/campaign'),
  /** Invoices, installments, payment transactions. */
  billing: (): Part => import('./groups/billing'),
  /** Rebooking opportunities and quotes. */
  rebooking: (): Part => import('./groups/rebooking'),
  /** The calls the contract adds: card payment, transfers and their proofs. */
  added: (): Part => import('./groups/added'),
  /** Badges and invitations. */
  badge: (): Part => import('./groups/badge'),
  /** The booth's guides and the marketplace's single sign-on. */
  booth: (): Part => import('./groups/booth'),
} as const;

export type EndpointGroup = keyof typeof endpointGroups;

/** The whole table, for a call in none of the parts a route loaded (client.ts `endpointOf`). */
export const wholeEndpointTable = (): Promise<{
  endpoints: Readonly<Record<string, EndpointDefinition>>;
}> => import('./endpointTable');
