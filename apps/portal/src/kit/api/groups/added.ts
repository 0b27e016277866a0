// The endpoint table's `added` part in its own chunk (./endpointGroups.ts).
export { addedEndpoints as endpoints } from '@salon/domain';
