// The endpoint table's `booth` part in its own chunk (./endpointGroups.ts).
export { boothEndpoints as endpoints } from '@salon/domain';
