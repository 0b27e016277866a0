// The calls of spec §7 made with the user token (login sends none), by area: the account pages
// and the contact form, the shows and their members, billing, rebooking. The portal loads each
// area's definitions with the routes that call them (docs/performance.md "Signed-in routes").
import { accountEndpoints } from './account-calls';
import { billingEndpoints } from './billing-calls';
import { campaignEndpoints } from './campaign-calls';
import type { EndpointDefinition } from './definition';
import { rebookingEndpoints } from './rebooking-calls';

export const userEndpoints = {
  ...accountEndpoints,
  ...campaignEndpoints,
  ...billingEndpoints,
  ...rebookingEndpoints,
} as const satisfies Record<string, EndpointDefinition>;
