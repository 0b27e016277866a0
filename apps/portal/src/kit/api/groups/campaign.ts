// The endpoint table's `campaign` part in its own chunk (./endpointGroups.ts).
export { campaignEndpoints as endpoints } from '@salon/domain';
