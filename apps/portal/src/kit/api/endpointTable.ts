// The whole endpoint table, in its own chunk: the API client loads it on the first call outside
// the session's (client.ts), so the login route does not carry the signed-in area's schemas
// (docs/performance.md "Login route size").
export { endpoints } from '@salon/domain';
