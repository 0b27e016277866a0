// --- Contract: schemas, endpoint table, validation (spec §3, §5, §7) ---
export {
  roles,
  roleSchema,
  languageSchema,
  salutations,
  salutationSchema,
  contactRoles,
  contactRoleSchema,
  productGenders,
  productGenderSchema,
  isoDateSchema,
  isoDateTimeSchema,
  centsSchema,
  percentSchema,
  idSchema,
  dataEnvelope,
  okSchema,
} from './schemas/common';
export type { Role, Salutation, ContactRole, Ok } from './schemas/common';
export {
  contactSchema,
  brandSchema,
  billingAddressSchema,
  userAccountSchema,
  userSchema,
  tokensSchema,
  clientTokenSchema,
  getTokenRequestSchema,
  refreshTokenRequestSchema,
  loginFormSchema,
  loginRequestSchema,
  loginResponseSchema,
  contactUpdateSchema,
  contactUpdateFields,
  passwordChangeSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
  resendVerificationRequestSchema,
  contactSubjects,
  contactFormSchema,
  registrationContactSchema,
} from './schemas/contact';
export type {
  Contact,
  Brand,
  BillingAddress,
  UserAccount,
  User,
  Tokens,
  ClientToken,
  LoginForm,
  LoginRequest,
  LoginResponse,
  ContactUpdate,
  PasswordChange,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
  VerifyEmailResponse,
  ContactSubject,
  ContactForm,
  RegistrationContact,
} from './schemas/contact';
export {
  companySchema,
  accountUpdateSchema,
  brandUpdateSchema,
  accountMatchSchema,
  searchAccountRequestSchema,
  searchAccountResponseSchema,
} from './schemas/account';
export type {
  Company,
  AccountUpdate,
  BrandUpdate,
  AccountMatch,
  SearchAccountResponse,
} from './schemas/account';
export {
  initRegisterRequestSchema,
  initRegisterResponseSchema,
  registrationCompanySchema,
  validInfosRegisterRequestSchema,
  validPwdRegisterRequestSchema,
  registrationDoneSchema,
  validTmpRegisterRequestSchema,
  checkContactRequestSchema,
  checkContactResponseSchema,
  firstRegistrationVariants,
  DEFAULT_MIN_SURFACE_M2,
  firstRegistrationRequestSchema,
  firstRegistrationResponseSchema,
} from './schemas/registration';
export type {
  InitRegisterRequest,
  InitRegisterResponse,
  RegistrationCompany,
  ValidInfosRegisterRequest,
  ValidPwdRegisterRequest,
  RegistrationDone,
  ValidTmpRegisterRequest,
  CheckContactResponse,
  FirstRegistrationRequest,
} from './schemas/registration';
export {
  datedSwitchSchema,
  earlyBookingDeadlineSchema,
  earlyBookingSchema,
  campaignSchema,
  publicCampaignSchema,
  campaignMemberSchema,
} from './schemas/campaign';
export type {
  EarlyBookingDeadline,
  Campaign,
  PublicCampaign,
  CampaignMember,
} from './schemas/campaign';
export {
  stages,
  stageSchema,
  PENDING_REVIEW_STAGE,
  offerStatuses,
  offerStates,
  forecastCategories,
  paymentMethods,
  managerSchema,
  quoteLineSchema,
  offerSchema,
  opportunitySchema,
  rebookingOpportunitiesSchema,
  rebookingQuoteSchema,
  rebookingQuoteUpdateSchema,
  rebookingQuoteUpdateResponseSchema,
  deadlineSchema,
} from './schemas/opportunity';
export type {
  Stage,
  PaymentMethod,
  QuoteLine,
  Offer,
  Opportunity,
  RebookingOpportunities,
  RebookingQuote,
  RebookingQuoteUpdate,
} from './schemas/opportunity';
export {
  installmentKinds,
  installmentKindSchema,
  invoiceServices,
  invoiceSchema,
  paymentStatuses,
  paymentSchema,
  idempotencyKeySchema,
  cardPaymentRequestSchema,
  cardPaymentResponseSchema,
  transactionStatuses,
  transactionUpdateRequestSchema,
  transactionSchema,
  bankDetailsSchema,
  transferRequestSchema,
  pendingTransferSchema,
  transferCancelRequestSchema,
  paymentNotificationSchema,
} from './schemas/billing';
export type {
  InstallmentKind,
  Invoice,
  PaymentStatus,
  Payment,
  CardPaymentResponse,
  TransactionStatus,
  Transaction,
  PendingTransfer,
  PaymentNotification,
} from './schemas/billing';
export {
  picklistObjects,
  picklistValueSchema,
  picklistFieldSchema,
  picklistsResponseSchema,
  picklistParamsSchema,
} from './schemas/picklist';
export type {
  PicklistObject,
  PicklistValue,
  PicklistField,
  PicklistsResponse,
} from './schemas/picklist';
export {
  quoteRevisionSchema,
  firstRegistrationDecisionSchema,
  firstRegistrationSummarySchema,
  transferReceivedSchema,
  idParamsSchema,
  inactiveContactSchema,
  contactActivationSchema,
  operatorOverviewSchema,
} from './schemas/operator';
export type { QuoteRevision, OperatorOverview } from './schemas/operator';
export { API_BASE_PATH, SESSION_HINT_COOKIE, endpoints, buildPath } from './endpoints';
export type {
  TokenKind,
  EndpointDefinition,
  Endpoints,
  EndpointName,
  EndpointRequest,
  EndpointParams,
  EndpointResponse,
} from './endpoints';
export {
  MAX_TEXT_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_SURFACE_M2,
  requiredString,
  optionalString,
  requiredMessage,
  emailSchema,
  isHttpUrl,
  urlSchema,
  passwordRules,
  checkPassword,
  passwordSchema,
  currentPasswordSchema,
  withPasswordConfirmation,
  isValidSiret,
  siretSchema,
  surfaceSchema,
  numericOnlySchema,
  alphanumericOnlySchema,
  termsAcceptedSchema,
  choiceSchema,
  hasQuoteAdjustment,
  shouldSendBrandUpdate,
  companyRequiredFields,
  checkCompanyOrAccount,
  toFieldErrors,
} from './validation';
export type {
  PasswordRuleId,
  QuoteAdjustmentChoice,
  CompanyRequiredField,
  FieldErrors,
} from './validation';
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
export {
  EMAIL_CHECK_REDIRECT_DELAY_MS,
  VERIFICATION_REDIRECT_DELAY_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  errorFieldsSchema,
  errorResponseSchema,
  isErrorResponse,
  globalAlerts,
  errorCodes,
  errorCatalogue,
  NO_RETRY_CODES,
  globalAlertMessageKeys,
  isErrorCode,
  mayRetryAfterRefresh,
  describeError,
  errorResponse,
} from './errors';
export type {
  ErrorResponse,
  GlobalAlert,
  ErrorBehaviour,
  ErrorContext,
  ErrorCodeDefinition,
  ErrorCodeName,
  ErrorCode,
  ErrorDescription,
} from './errors';
export {
  assertCents,
  divideRounded,
  toScaledInteger,
  percentOf,
  multiplyCents,
  sumCents,
  eurosToCents,
} from './rules/money';
export type { Cents } from './rules/money';
export {
  PARIS_TIME_ZONE,
  toEpochMs,
  parisDate,
  parisOffsetMs,
  isCalendarDate,
  compareDates,
  addDays,
  addMonths,
  daysBetween,
  parisDayStart,
  isDeadlinePassed,
  isWithinDates,
} from './rules/dates';
export type { CalendarDate, Instant } from './rules/dates';
export {
  REBOOKING_DISCOUNT_PERCENT,
  earlyBookingDeadlineNames,
  isRebookingDiscountOpen,
  currentEarlyBookingDeadline,
  applicableDiscount,
} from './rules/discounts';
export type {
  EarlyBookingDeadlineName,
  ApplicableDiscount,
  DiscountOpportunity,
} from './rules/discounts';
export {
  DEFAULT_VAT_PERCENT,
  quoteTotals,
  opportunityQuoteTotals,
  toOfferTotals,
} from './rules/quote';
export type { QuoteLineInput, QuoteTotalsInput, QuoteTotals } from './rules/quote';
export {
  FIRST_INSTALLMENT_TERM_DAYS,
  installmentOrder,
  paymentSchedule,
  installmentStates,
  installmentState,
  scheduleStates,
  scheduleFromPayments,
  nextUnpaidInstallment,
} from './rules/schedule';
export type {
  ScheduledInstallment,
  ScheduleCampaign,
  InstallmentState,
  InstallmentPayment,
  InstallmentWithState,
} from './rules/schedule';
export { isCampaignActive, activeCampaigns } from './rules/campaign';
export {
  DEFAULT_PAYMENT_BLACKOUT_WINDOWS,
  PAYMENT_BLACKOUT_NOTICE_DAYS,
  paymentBlackoutWindowSchema,
  paymentBlackoutAt,
  isOnlinePaymentAvailable,
  paymentBlackoutNotice,
  parsePaymentBlackoutWindows,
} from './rules/blackout';
export type { PaymentBlackoutWindow, ActivePaymentBlackout } from './rules/blackout';
export {
  displayedStatuses,
  displayedStatusMessageKeys,
  stageStatuses,
  isStage,
  opportunityStatuses,
  displayedStatus,
  opportunityLists,
  listStatuses,
  statusChips,
} from './rules/status';
export type { DisplayedStatus, StatusOpportunity, OpportunityList } from './rules/status';
export {
  toOpportunitySets,
  fromOpportunitySets,
  isPendingReview,
  applyStageChange,
} from './rules/opportunities';
export type { StagedOpportunity, OpportunitySets, StageChange } from './rules/opportunities';
export {
  lockedFeatures,
  featureMessageKeys,
  FEATURE_LOCKED_MESSAGE_KEY,
  firstInstallmentPaidStages,
  isFirstInstallmentPaid,
  featureAccess,
  isFeatureUnlocked,
} from './rules/features';
export type { LockedFeature, FeatureOpportunity, FeaturePayment } from './rules/features';
export { nextAction } from './rules/nextAction';
export type {
  NextActionKind,
  NextAction,
  NextActionCampaign,
  NextActionInput,
} from './rules/nextAction';
export {
  PICKLIST_FRESHNESS_DAYS,
  picklistAgeDays,
  isPicklistFresh,
  shouldRefetchPicklist,
} from './rules/picklists';
export {
  MARKETPLACE_COMMISSION_PERCENT,
  MARKETPLACE_ADMINISTRATION_FEE_PERCENT,
  MARKETPLACE_SUBSCRIPTION_MONTHS,
  marketplaceFees,
  marketplaceSubscriptionCoveredUntil,
  isMarketplaceSubscriptionCovered,
} from './rules/marketplace';
export type { MarketplaceFees } from './rules/marketplace';
// --- end of messages, errors and rules exports ---

// Server message to key without the texts (portal, spec §5)
export { resolveKnownMessageKey } from './messages/resolveKey';
export * from './messages/catalogs';
export * from './messages/translate';
