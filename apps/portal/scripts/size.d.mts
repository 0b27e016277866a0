// Types of size.mjs for the tests that read its constants.
export const LOGIN_ROUTE_BUDGET_KB: number;
export const LOGIN_SCREEN: string;
export const LOGIN_SCREEN_NAMESPACES: readonly string[];
export function loginRouteFiles(manifest: Record<string, unknown>): string[];
export const SIGNED_IN_ROUTE_BUDGET_KB: number;
export interface SignedInRoute {
  name: string;
  module: string;
  namespaces: string[];
  /** The parts of the endpoint table the route loads (src/kit/api/endpointGroups.ts). */
  endpoints: string[];
}
export function signedInRoutes(): SignedInRoute[];
