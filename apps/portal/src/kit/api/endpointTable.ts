// The whole endpoint table, in its own chunk: the API client loads it only for a call in none of
// the parts its route loaded (client.ts `endpointOf`, ./endpointGroups.ts), so that a call never
// fails for a part a route did not name; the login route does not carry it (docs/performance.md
// "Signed-in routes").
export { endpoints } from '@salon/domain';
