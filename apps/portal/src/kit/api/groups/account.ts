// The endpoint table's `account` part in its own chunk (./endpointGroups.ts).
export { accountEndpoints as endpoints } from '@salon/domain';
