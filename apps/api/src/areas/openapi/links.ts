// Where one call's answer feeds the next (docs/api.md "OpenAPI"): OpenAPI links on the `200`
// answers of the document, so a client generator, a reader and the conformance run
// (apps/api/test/conformance/) know that the campaigns' ids are the `cid` of the members call,
// a transfer's id is the path of its proof, and so on. A value inside the answer's `data` is named
// by a JSON pointer; an array's index in it (`/0/`) names its first item, which is what a plain
// client reads (the conformance run reads every item). A link sets a path parameter
// (`parameters`) or, with the extension `x-request-body-properties`, a property of the next call's
// JSON body: OpenAPI's own `requestBody` sets a whole body, never one field.
import type { EndpointName } from '@salon/domain';

export interface EndpointLink {
  /** The call whose `200` answer holds the value. */
  readonly from: EndpointName;
  /** Where in the answer's `data`, as a JSON pointer (`/0/id`). */
  readonly at: string;
  /** The call it feeds, and the path parameter or body property it fills. */
  readonly to: EndpointName;
  readonly param?: string;
  readonly property?: string;
}

const fromEach = (
  from: EndpointName,
  at: string,
  targets: readonly (readonly [EndpointName, { param: string } | { property: string }])[],
): EndpointLink[] => targets.map(([to, where]) => ({ from, at, to, ...where }));

/** A transfer's id: its proof (sent and read), its cancellation, its receipt by the sales team. */
const transferTargets = [
  ['transferProofUpload', { param: 'id' }],
  ['operatorTransferProof', { param: 'id' }],
  ['operatorTransferReceived', { param: 'id' }],
  ['transferCancel', { property: 'transfer_id' }],
] as const;

/** An opportunity's id: its quote, its change request, the sales team's revision. */
const opportunityTargets = [
  ['rebookingQuote', { param: 'id' }],
  ['rebookingQuoteUpdate', { property: 'id' }],
  ['operatorReviseQuote', { param: 'id' }],
] as const;

export const endpointLinks: readonly EndpointLink[] = [
  ...fromEach('campaigns', '/0/id', [
    ['campaignMembers', { param: 'cid' }],
    ['invitations', { param: 'cid' }],
    ['badgesPdf', { property: 'cid' }],
    ['operatorPutGuide', { param: 'cid' }],
  ]),
  ...fromEach('campaignMembers', '/0/id', [['badgePdf', { param: 'id' }]]),
  ...fromEach('invoices', '/0/id', [['invoicePdf', { param: 'id' }]]),
  ...fromEach('payments', '/0/id', [
    ['cardPayment', { property: 'payment_id' }],
    ['transactionUpdateTransfer', { property: 'payment_id' }],
  ]),
  ...fromEach('transfers', '/0/transfer_id', transferTargets),
  ...fromEach('transactionUpdateTransfer', '/transfer_id', transferTargets),
  ...fromEach('rebookingOpportunities', '/rebookingOpportunities/0/id', opportunityTargets),
  ...fromEach('rebookingOpportunities', '/progressOpportunities/0/id', opportunityTargets),
  ...fromEach('guides', '/0/campaign_id', [['guideFile', { param: 'cid' }]]),
  ...fromEach('operatorOverview', '/first_registrations/0/id', [
    ['operatorFirstRegistrationDecision', { param: 'id' }],
  ]),
  ...fromEach('operatorOverview', '/inactive_contacts/0/id', [
    ['operatorActivateContact', { param: 'id' }],
  ]),
  ...fromEach('operatorOverview', '/pending_transfers/0/transfer_id', transferTargets),
  ...fromEach('operatorFirstRegistrations', '/0/id', [
    ['operatorFirstRegistrationDecision', { param: 'id' }],
  ]),
];

/** The OpenAPI `links` of a call's `200` answer (empty when none). */
export function linksOf(name: EndpointName): Record<string, Record<string, unknown>> {
  const links: Record<string, Record<string, unknown>> = {};
  for (const link of endpointLinks.filter((candidate) => candidate.from === name)) {
    const value = `$response.body#/data${link.at}`;
    const field = link.param ?? link.property!;
    const key = `${link.to}.${field}.${link.at.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_|_$/g, '')}`;
    links[key] = {
      operationId: link.to,
      description: `${field} of ${link.to} from ${link.at} of this answer's data`,
      ...(link.param
        ? { parameters: { [`path.${link.param}`]: value } }
        : { 'x-request-body-properties': { [field]: value } }),
    };
  }
  return links;
}
