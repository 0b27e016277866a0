// The endpoint table's `rebooking` part in its own chunk (./endpointGroups.ts).
export { rebookingEndpoints as endpoints } from '@salon/domain';
