// The endpoint table's `badge` part in its own chunk (./endpointGroups.ts).
export { badgeEndpoints as endpoints } from '@salon/domain';
