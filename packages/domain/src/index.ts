// The public surface of @salon/domain, the contract and the rules (docs/architecture.md
// "The packages"). Each module lists its own exports; this barrel gathers them. A new module
// appends one `export * from './…';` line at the very end.

// --- Contract: schemas, endpoint table, validation (spec §3, §5, §7) ---
export * from './schemas/index';
export {
  API_BASE_PATH,
  SESSION_HINT_COOKIE,
  endpoints,
  buildPath,
  accountEndpoints,
  addedEndpoints,
  badgeEndpoints,
  billingEndpoints,
  boothEndpoints,
  campaignEndpoints,
  clientEndpoints,
  overviewEndpoints,
  overviewPageCalls,
  rebookingEndpoints,
  statementEndpoints,
} from './endpoints';
// The calls of the session and the login page, apart from the table so that a client can hold
// them without the rest of its schemas (the portal's login route, docs/performance.md).
export { sessionEndpoints } from './endpoints/session-calls';
export type {
  TokenKind,
  EndpointDefinition,
  Endpoints,
  EndpointName,
  SessionEndpointName,
  EndpointRequest,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from './endpoints';
export * from './validation';
export type { ValidationMessageKey } from './messages/index';
export { languages, defaultLanguage } from './messages/types';
export type { Language } from './messages/types';
// --- end of contract exports ---

// --- Messages, error catalogue and business rules (spec §1, §4, §5, §8, §9) ---
export {
  messageKeys,
  isMessageKey,
  resolveLanguage,
  translate,
  resolveMessageKey,
  serverTextAliases,
} from './messages/index';
export type {
  MessageKey,
  ErrorMessageKey,
  SuccessMessageKey,
  RuleMessageKey,
  MessageValues,
} from './messages/index';
export * from './errors';
export { describeError } from './describeError';
export * from './rules/index';
// --- end of messages, errors and rules exports ---

// Server message to key without the texts (portal, spec §5)
export { resolveKnownMessageKey, resolveMessageIn } from './messages/resolveKey';
export * from './rules/dashboard';
export * from './rules/email';
export * from './rules/registrationSteps';
export * from './control-characters';
export * from './messages/catalogs';
export * from './messages/translate';
export * from './common-passwords';
