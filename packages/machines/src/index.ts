export { sessionMachine, sessionStates, tokenRefreshDelayMs } from './session/sessionMachine';
export type { SessionContext, SessionEvent, SessionInput } from './session/sessionMachine';
