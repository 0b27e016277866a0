// @salon/machines: the portal's flows as XState v5 machines (docs/machines.md). Pure:
// every call is an actor the app provides with `machine.provide({ actors })`, every wait a named
// delay, navigation a state the screen reads. Each machine comes with the list of its state
// values (`xxxStates`), so that the portal can check that its stories show each one.

// --- Session (spec §4 Session, §7 interceptor, §2 global alerts) ---
export {
  sessionMachine,
  sessionStates,
  tokenRefreshDelayMs,
  TOKEN_REFRESH_MARGIN_MS,
} from './session/sessionMachine';
export type {
  SessionInput,
  SessionContext,
  SessionEvent,
  ClearReason,
} from './session/sessionMachine';

// --- Login (spec §2, §8) ---
export { loginMachine, loginStates } from './login/loginMachine';
export type {
  LoginInput,
  LoginValues,
  LoginNotice,
  LoginContext,
  LoginEvent,
  LoginOutput,
} from './login/loginMachine';

// --- Email verification (spec §4) ---
export {
  emailVerificationMachine,
  emailVerificationStates,
} from './emailVerification/emailVerificationMachine';
export type {
  EmailVerificationInput,
  ResendVerificationInput,
  EmailVerificationContext,
  EmailVerificationEvent,
  EmailVerificationOutput,
} from './emailVerification/emailVerificationMachine';

// --- Password reset (spec §2, §5, §8) ---
export { forgotPasswordMachine, forgotPasswordStates } from './passwordReset/forgotPasswordMachine';
export type {
  ForgotPasswordInput,
  ForgotPasswordValues,
  ForgotPasswordContext,
  ForgotPasswordEvent,
} from './passwordReset/forgotPasswordMachine';
export { resetPasswordMachine, resetPasswordStates } from './passwordReset/resetPasswordMachine';
export type {
  ResetPasswordInput,
  ResetPasswordValues,
  ResetPasswordResult,
  ResetPasswordContext,
  ResetPasswordEvent,
} from './passwordReset/resetPasswordMachine';

// --- Registration and account initialisation (spec §2) ---
export { registrationMachine, registrationStates } from './registration/registrationMachine';
export type {
  RegistrationMode,
  RegistrationInput,
  IdentityValues,
  PasswordValues,
  TmpValues,
  CompanySearch,
  RegistrationContext,
  RegistrationEvent,
  RegistrationOutput,
} from './registration/registrationMachine';

// --- First registration request (spec §2, §5, §8) ---
export {
  firstRegistrationMachine,
  firstRegistrationStates,
} from './firstRegistration/firstRegistrationMachine';
export type {
  FirstRegistrationVariant,
  FirstRegistrationInput,
  FirstRegistrationDetails,
  FirstRegistrationContactDraft,
  FirstRegistrationContext,
  FirstRegistrationEvent,
  FirstRegistrationAnswer,
} from './firstRegistration/firstRegistrationMachine';

// --- Rebooking (spec §4 rebooking flow) ---
export { rebookingMachine, rebookingStates } from './rebooking/rebookingMachine';
export type {
  RebookingInput,
  AdjustmentValues,
  ValidationValues,
  RebookingSets,
  RebookingStep,
  RebookingUpdateAnswer,
  RebookingContext,
  RebookingEvent,
} from './rebooking/rebookingMachine';

// --- Payment: by card, or by bank transfer with its proof (spec §4 rebooking flow 4-5, §9) ---
export {
  cardPaymentMachine,
  cardPaymentStates,
  MAX_PENDING_CHECKS,
} from './payment/cardPaymentMachine';
export type {
  PayInput,
  ReturnInput,
  CardPaymentInput,
  CardPaymentRequest,
  CardPaymentContext,
  CardPaymentEvent,
} from './payment/cardPaymentMachine';
export { transferPaymentMachine, transferPaymentStates } from './payment/transferPaymentMachine';
export type {
  TransferPaymentInput,
  TransferRequest,
  ProofUpload,
  TransferPaymentContext,
  TransferPaymentEvent,
} from './payment/transferPaymentMachine';
export { operationKey } from './payment/paymentShared';
export type { InstallmentInput, PaymentOperation } from './payment/paymentShared';
export { MAX_PROOF_BYTES, proofProblem } from './payment/proofFile';
export type { ProofFile, ProofKind, ProofProblem } from './payment/proofFile';

// --- Contact (spec §2, §8) ---
export { contactMachine, contactStates } from './contact/contactMachine';
export type {
  ContactValues,
  ContactContext,
  ContactEvent,
  ContactInput,
} from './contact/contactMachine';

// --- Profile modals (spec §2 profile) and chunk loading (spec §7, §9) ---
export { contactEditMachine, contactEditStates } from './profile/contactEditMachine';
export type {
  ContactEditInput,
  ContactEditValues,
  ContactEditContext,
  ContactEditEvent,
} from './profile/contactEditMachine';
export { passwordChangeMachine, passwordChangeStates } from './profile/passwordChangeMachine';
export type {
  PasswordChangeValues,
  PasswordChangeContext,
  PasswordChangeEvent,
} from './profile/passwordChangeMachine';
export { accountEditMachine, accountEditStates } from './profile/accountEditMachine';
export type {
  EditableAccount,
  AccountEditInput,
  AccountEditValues,
  AccountEditContext,
  AccountEditEvent,
} from './profile/accountEditMachine';
export { brandEditMachine, brandEditStates } from './profile/brandEditMachine';
export type {
  BrandEditInput,
  BrandEditValues,
  BrandEditContext,
  BrandEditEvent,
} from './profile/brandEditMachine';
export { chunkLoadMachine, chunkLoadStates } from './chunkLoad/chunkLoadMachine';
export type { ChunkLoadEvent } from './chunkLoad/chunkLoadMachine';

// --- Shared by the forms and the screens ---
export { noFeedback, INPUT_ERRORS_KEY } from './shared/form';
export type { FormFeedback, FieldChange } from './shared/form';
export type { CompanyDraft, ContactDraft } from './shared/drafts';
export { safeRedirectPath } from './shared/redirect';
export { stateValuesOf, toStatePaths } from './shared/stateValues';
export { snapshotAt } from './shared/snapshotAt';
// --- Single sign-on to the marketplace (spec §2 pro/sso-login, §7) ---
export { marketplaceSsoMachine, marketplaceSsoStates } from './marketplace/marketplaceSsoMachine';
export type {
  MarketplaceSsoContext,
  MarketplaceSsoEvent,
} from './marketplace/marketplaceSsoMachine';

export { machineStates } from './states';
export type { MachineName } from './states';
