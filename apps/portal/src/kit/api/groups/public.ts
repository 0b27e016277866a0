// The endpoint table's `public` part in its own chunk (./endpointGroups.ts).
export { clientEndpoints as endpoints } from '@salon/domain';
