// The endpoint table's `billing` part in its own chunk (./endpointGroups.ts).
export { billingEndpoints as endpoints } from '@salon/domain';
