export { brandIds, brands, defaultBrandId, isBrandId, resolveBrand } from './brand/brands';
export type { Brand, BrandId, ColourShades, OfficeAddress } from './brand/brands';
export {
  adminMenu,
  appAssetBase,
  selfieModelsPath,
  membersServiceWorkerPath,
  footerLinks,
  headerLinks,
  loginHref,
  ACCOUNT_DELETED_PARAM,
  accountDeletedLoginHref,
  paths,
  invoiceHref,
  profileDetailsHref,
  conversationHref,
  publicPathList,
  routeList,
  sideMenu,
  sitemapRoutes,
} from './routes/paths';
export type { AppName, PathKey, RouteDef } from './routes/paths';
export { appForPath } from './routes/app-for-path';
export { brotliCopyOf, compressibleExtensions } from './routes/compressed-copies';
export {
  FORGET_MEMBER_DATA_MESSAGE,
  KEEP_MEMBER_ANSWERS_MESSAGE,
  MEMBER_DATA_CACHE,
  MEMBER_DATA_MAX_AGE_SECONDS,
  KEPT_COPY_REQUEST_HEADER,
  OFFLINE_COPY_HEADER,
  isKeptAnswer,
  isOfflineReadable,
  offlineReadablePaths,
} from './offline/member-data-cache';
export type { KeptAnswer } from './offline/member-data-cache';
export { itemLabel, labelOf, valuesOf } from './vocabularies/vocabulary';
export type { VocabularyItem } from './vocabularies/vocabulary';
export { religions } from './vocabularies/religions';
export type { Religion } from './vocabularies/religions';
export { motherTongues } from './vocabularies/mother-tongues';
export type { MotherTongue } from './vocabularies/mother-tongues';
export { genderImpliedByProfileFor, genders, lookingFor, profileCreators, profileFor } from './vocabularies/people';
export { indianStates } from './vocabularies/indian-states';
export type { IndianState } from './vocabularies/indian-states';
export {
  GUNA_MILAN_MAX,
  kootaNames,
  manglikReadings,
  manglikStatuses,
  nakshatras,
  rashis,
} from './vocabularies/horoscope';
export type { KootaName, ManglikReading, ManglikStatus, Nakshatra, Rashi } from './vocabularies/horoscope';
export { communitiesByReligion, communitiesOf, isCommunityOf } from './vocabularies/communities';
export { educationFields, educationLevels, employerTypes, incomeBands, professions } from './vocabularies/career';
export type { EducationField, EducationLevel, EmployerType, IncomeBand, Profession } from './vocabularies/career';
export { countries, residencyStatuses } from './vocabularies/countries';
export type { Country, ResidencyStatus } from './vocabularies/countries';
export { familyTypes, familyValues } from './vocabularies/family';
export type { FamilyType, FamilyValues } from './vocabularies/family';
export { diets, habitFrequencies, maritalStatuses } from './vocabularies/lifestyle';
export type { Diet, HabitFrequency, MaritalStatus } from './vocabularies/lifestyle';
export type { Gender, LookingFor, ProfileCreator, ProfileFor } from './vocabularies/people';
export {
  ABOUT_ME_MAX_LENGTH,
  ABOUT_ME_MIN_LENGTH,
  MAX_HEIGHT_CM,
  MAX_SIBLINGS,
  MIN_HEIGHT_CM,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DEVICE_WIDTHS,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTOS_PER_MEMBER,
  MIN_PHOTO_SIDE_PX,
  STORED_PHOTO_MAX_SIDE_PX,
  SHRUNK_PHOTO_JPEG_QUALITY,
  PHOTO_MIME_TYPES,
  MAX_SEARCH_AGE,
  MIN_MEMBER_AGE,
  MIN_SEARCH_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './rules/limits';
export {
  emailField,
  idParamsSchema,
  indianMobileField,
  normaliseIndianMobile,
  ProfileIdParamsSchema,
  profileIdField,
} from './schemas/fields';
export {
  accountIdentifier,
  ContactSchema,
  ForgotPasswordFormSchema,
  ForgotPasswordSchema,
  forgotPasswordBody,
  LoginSchema,
  PendingSignUpSchema,
  RegisterSchema,
  ResetPasswordBySmsSchema,
  ResetPasswordSchema,
  SignUpCodeSchema,
  SignUpResendSchema,
} from './schemas/auth';
export type {
  Contact,
  ForgotPassword,
  ForgotPasswordForm,
  Login,
  PendingSignUp,
  Register,
  RegisterInput,
  ResetPassword,
  ResetPasswordBySms,
  SignUpCode,
  SignUpResend,
} from './schemas/auth';
export { planIds } from './membership/plan-ids';
export type { PlanId } from './membership/plan-ids';
export { PaymentOrderStartSchema, PaymentVerifySchema, PlanUpdateSchema } from './membership/plan-api';
export type { PaymentOrderStart, PaymentVerify, PlanUpdate } from './membership/plan-api';
export {
  ActivePlanSchema,
  InvoiceSchema,
  MembershipSchema,
  PaymentOrderSchema,
  PaymentSchema,
  PlanSchema,
} from './membership/membership-answers';
export type { InvoiceJson, MembershipJson, PaymentJson, PaymentOrderJson, Plan } from './membership/membership-answers';
export type { ApiErrorBody, ApiErrorName, ApiFieldError } from './errors/api-error-body';
export { RECENT_MEMBERS_LIMIT, RecentMemberSchema } from './members/recent-member';
export type { RecentMemberJson } from './members/recent-member';
export { OUTBOX_PAGE_SIZE, OutboxMessageSchema } from './demo/outbox-message';
export type { OutboxMessageJson } from './demo/outbox-message';
export {
  AboutSectionSchema,
  BasicSectionSchema,
  CareerSectionSchema,
  FamilySectionSchema,
  LifestyleSectionSchema,
  LocationSectionSchema,
  ProfileUpdateSchema,
  ReligionSectionSchema,
  HoroscopeSectionSchema,
  findProfileInconsistencies,
  profileFields,
} from './schemas/profile';
export type { ProfileUpdate, ProfileValues } from './schemas/profile';
export { PartnerPreferencesSchema } from './schemas/partner-preferences';
export { partnerCommunityChoices } from './vocabularies/communities';
export type { PartnerPreferences, PartnerPreferencesAnswer } from './schemas/partner-preferences';
export { completenessParts, profileCompleteness } from './rules/profile-completeness';
export { preferencesToAdd } from './rules/preferences-to-add';
export { canSendInterest, interestRefusal, interestRefusals } from './rules/interest-rules';
export type { InterestBetween, InterestRefusal } from './rules/interest-rules';
export {
  audienceNotice,
  audienceRefusal,
  badgeSentence,
  contactAudiences,
  DEFAULT_CONTACT_AUDIENCE,
  isInAudience,
  verificationBadgeNames,
  verificationBadges,
  verificationKinds,
} from './rules/verified-members';
export { VerificationBadgeSchema } from './schemas/verification-badge';
export type { VerificationBadge } from './schemas/verification-badge';
export type {
  AudienceChoice,
  ContactAudience,
  SenderVerification,
  VerificationFacts,
  VerificationKind,
} from './rules/verified-members';
export { defaultLookingFor, genderLookedFor, partnerGenderOf } from './rules/partner-gender';
export type { Completeness, CompletenessInput, CompletenessPart } from './rules/profile-completeness';
export type { OwnProfile, OwnProfileAnswer } from './schemas/own-profile';
export { contactPrivacies, horoscopeVisibilities, photoVisibilities } from './vocabularies/privacy';
export type { ContactPrivacy, HoroscopeVisibility, PhotoVisibility } from './vocabularies/privacy';
export { NotificationSettingsSchema, PrivacySettingsSchema } from './schemas/privacy';
export type { NotificationSettings, PrivacySettings } from './schemas/privacy';
export {
  ChangeEmailSchema,
  ChangeMobileSchema,
  ChangePasswordSchema,
  ConfirmMobileChangeSchema,
  DeleteAccountSchema,
  ProfileHidingSchema,
  VerifyMobileSchema,
} from './schemas/account';
export type {
  ChangeEmail,
  ChangeMobile,
  ChangePassword,
  ConfirmMobileChange,
  DeleteAccount,
  ProfileHiding,
  VerifyMobile,
} from './schemas/account';
export {
  ACCOUNT_DELETION_GRACE_DAYS,
  MOBILE_CODE_LENGTH,
  MOBILE_CODE_MAX_ATTEMPTS,
  MOBILE_CODE_TTL_MINUTES,
  SIGN_UP_MAILS_PER_EMAIL_PER_DAY,
  SIGN_UP_PENDING_PER_MOBILE,
  SIGN_UP_RESEND_WAIT_SECONDS,
  SIGN_UP_TEXTS_PER_MOBILE_PER_DAY,
  SIGN_UP_WRONG_CODES_PER_MOBILE_PER_DAY,
} from './rules/limits';
export { controlCharacterMessage, findControlCharacter } from './rules/control-characters';
export { PROFILE_VIEWERS_LIMIT } from './members/profile-viewer';
export { ProfileViewerSchema, ProfileViewersSchema } from './members/profile-viewer';
export type { ProfileViewerJson, ProfileViewersJson } from './members/profile-viewer';
export { AuthAnswerSchema, LanguageChoiceSchema, MemberSchema, SessionSchema, memberRoles } from './schemas/member';
export type { AuthAnswer, LanguageChoice, MemberJson, Session } from './schemas/member';
export { PhotoCropSchema, PhotoOrderSchema, PhotoSchema } from './schemas/photos';
export type { PhotoCrop, PhotoJson, PhotoOrder } from './schemas/photos';
export {
  PhotoDecisionBodySchema,
  PhotoDecisionOutcomeSchema,
  PhotoReviewCaseSchema,
  photoDecisions,
  photoRejectionReasons,
  photoScreeningNote,
  photoScreeningReasons,
  photoScreenings,
} from './schemas/photo-screening';
export type {
  PhotoDecision,
  PhotoDecisionBody,
  PhotoDecisionOutcome,
  PhotoRejectionReason,
  PhotoReviewCaseJson,
  PhotoScreening,
  PhotoScreeningReason,
  PhotoScreeningScores,
} from './schemas/photo-screening';
export { INTEREST_MESSAGE_MAX_LENGTH } from './rules/limits';
export {
  InterestAnswerParamsSchema,
  InterestBoxQuerySchema,
  InterestSchema,
  InterestStateSchema,
  SendInterestSchema,
} from './schemas/interests';
export type { InterestJson, InterestStateJson, SendInterest } from './schemas/interests';
export { interestAnswers, interestBoxes, interestStatuses } from './vocabularies/interest-states';
export type { InterestAnswer, InterestBox, InterestStatus } from './vocabularies/interest-states';
export {
  MAX_SAVED_SEARCHES,
  NOTIFICATIONS_LIMIT,
  REPORT_DETAILS_MAX_LENGTH,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
} from './rules/limits';
export {
  MatchReasonsSchema,
  MatchesQuerySchema,
  MemberCardSchema,
  MemberPageSchema,
  SearchFiltersSchema,
  activeWithinChoices,
  gunaMinimumChoices,
  manglikFilters,
  searchFilterKeys,
  searchQueryString,
  searchSorts,
} from './schemas/search';
export { matchCriteria, matchTabs } from './vocabularies/matching';
export type { MatchCriterion, MatchTab } from './vocabularies/matching';
export type {
  MatchReasons,
  MemberCardJson,
  MemberPageJson,
  SearchFilters,
  SearchFiltersInput,
  SearchSort,
} from './schemas/search';
export {
  ReportActionParamsSchema,
  ReportAnswerSchema,
  ReportQueueQuerySchema,
  ReportSchema,
  reportActions,
  reportStatuses,
} from './schemas/reports';
export type { Report, ReportAction, ReportJson, ReportResolution, ReportStatus } from './schemas/reports';
export { reportReasons } from './vocabularies/report-reasons';
export type { ReportReason } from './vocabularies/report-reasons';
export {
  MarkNotificationsReadSchema,
  NotificationListSchema,
  NotificationSchema,
  UnreadEventSchema,
  notificationKinds,
} from './schemas/notifications';
export type {
  MarkNotificationsRead,
  NotificationJson,
  NotificationKind,
  NotificationListJson,
  UnreadEvent,
} from './schemas/notifications';
export { BlockTargetSchema, BlockedMemberSchema } from './schemas/blocks';
export type { BlockTarget, BlockedMemberJson } from './schemas/blocks';
export { apiCommands, DEMO_DATA_COMMAND } from './commands/api-commands';
export type { ApiCommand } from './commands/api-commands';
export { defineEndpoint } from './endpoints/define-endpoint';
export type {
  AnyEndpoint,
  Endpoint,
  EndpointAccess,
  EndpointInput,
  EndpointMethod,
  EndpointReply,
  EndpointResponse,
  EndpointSpec,
} from './endpoints/define-endpoint';
export { endpointUrl } from './endpoints/endpoint-url';
export { toJsonText } from './endpoints/json-text';
export type { JsonText } from './endpoints/json-text';
export { readServerSentEvents, serverSentEvent } from './endpoints/server-sent-events';
export type { ServerSentEvent } from './endpoints/server-sent-events';
export { endpoints } from './endpoints/endpoints';
export { accountEndpoints } from './endpoints/account-endpoints';
export { adminEndpoints } from './endpoints/admin-endpoints';
export { authEndpoints } from './endpoints/auth-endpoints';
export { blockEndpoints } from './endpoints/block-endpoints';
export { discoveryEndpoints } from './endpoints/discovery-endpoints';
export { importEndpoints } from './endpoints/import-endpoints';
export { interestEndpoints } from './endpoints/interest-endpoints';
export { memberEndpoints } from './endpoints/member-endpoints';
export { membershipEndpoints } from './endpoints/membership-endpoints';
export { messageEndpoints } from './endpoints/message-endpoints';
export { notificationEndpoints } from './endpoints/notification-endpoints';
export { photoEndpoints } from './endpoints/photo-endpoints';
export {
  PHOTO_LINK_ACCESS_PATTERN,
  PHOTO_LINK_LIFETIME_S,
  PHOTO_LINK_STEP_S,
  earliestPhotoLinkEnd,
  photoLinkEnd,
} from './rules/photo-links';
export { profileEndpoints } from './endpoints/profile-endpoints';
export { publicEndpoints } from './endpoints/public-endpoints';
export { reportEndpoints } from './endpoints/report-endpoints';
export { sessionEndpoints } from './endpoints/session-endpoints';
export { userEndpoints } from './endpoints/user-endpoints';
export { verificationEndpoints } from './endpoints/verification-endpoints';
export {
  ID_CHECKS_PER_ADDRESS_PER_DAY,
  ID_CHECKS_PER_MEMBER_PER_DAY,
  IdCheckOutcomeSchema,
  IdVerificationCaseSchema,
  IdVerificationDecisionParamsSchema,
  IdVerificationDecisionSchema,
  MAX_OFFLINE_EKYC_BYTES,
  MAX_SECURE_QR_IMAGE_BYTES,
  MAX_SECURE_QR_TEXT_LENGTH,
  SecureQrSubmissionSchema,
  VerificationStatusSchema,
  idConsentField,
  idVerificationDecisions,
  idVerificationMethods,
  idVerificationReasons,
  idVerificationStatuses,
} from './schemas/verification';
export type {
  IdCheckOutcome,
  IdVerificationCaseJson,
  IdVerificationDecision,
  IdVerificationDecisionBody,
  IdVerificationMethod,
  IdVerificationReason,
  IdVerificationStatus,
  SecureQrSubmission,
  VerificationStatusJson,
} from './schemas/verification';
export {
  MAX_SELFIE_FRAME_BYTES,
  PhotoVerificationStatusSchema,
  SELFIE_CHECKS_PER_ADDRESS_PER_DAY,
  SELFIE_CHECKS_PER_MEMBER_PER_DAY,
  SELFIE_FRAME_SIDE,
  SELFIE_MAX_FRAMES,
  SELFIE_MIN_FRAMES,
  SelfieCheckCaseSchema,
  SelfieCheckDecisionParamsSchema,
  SelfieCheckOutcomeSchema,
  SelfieFrameParamsSchema,
  SelfieRuleSchema,
  selfieCheckDecisions,
  selfieCheckStatuses,
  selfieIdPhotoChecks,
  selfieRefusalReasons,
} from './schemas/selfie-verification';
export type {
  PhotoVerificationStatusJson,
  SelfieCheckCaseJson,
  SelfieCheckDecision,
  SelfieCheckOutcome,
  SelfieCheckStatus,
  SelfieIdPhotoCheck,
  SelfieRefusalReason,
  SelfieRuleJson,
} from './schemas/selfie-verification';
export { SavedSearchAnswerSchema, SavedSearchSchema } from './schemas/saved-searches';
export type { SavedSearch, SavedSearchJson } from './schemas/saved-searches';
export type {
  ContactAccess,
  ContactRevealJson,
  GunaMilanAnswer,
  ProfileDetailsJson,
  PublicProfileJson,
  VisiblePhotoJson,
} from './schemas/profile-details';
export { BlurredPhotoSchema, memberStatuses } from './schemas/user-record';
export type { BlurredPhotoJson, UserRecordJson } from './schemas/user-record';
export {
  ApiTokenCreateSchema,
  ImportStartSchema,
  UploadCsvQuerySchema,
  UploadCsvRowsSchema,
} from './import/import-api';
export type {
  ApiTokenCreate,
  ApiTokenJson,
  CreatedApiTokenJson,
  ImportFailureJson,
  ImportJson,
  ImportResultJson,
  ImportStart,
  UploadCsvQuery,
  UploadCsvRows,
} from './import/import-api';
export {
  API_TOKEN_NAME_MAX_LENGTH,
  IMPORT_BODY_LIMIT_BYTES,
  IMPORT_CHUNK_ROWS,
  IMPORT_CHUNKS_IN_FLIGHT,
  IMPORT_PREVIEW_ROWS,
  MAX_IMPORT_FILE_ROWS,
  MAX_IMPORT_ROWS_PER_REQUEST,
} from './rules/limits';
export { BIRTH_STAR_CHANGES_PER_DAY } from './rules/limits';
export {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_DAY,
} from './rules/limits';
export {
  CONTACT_FROM_STRANGER_WARNING,
  CONTACT_SHARE_QUESTION,
  contactDetailKinds,
  findContactDetails,
  isMoneyRequest,
  MONEY_REQUEST_WARNING,
  receivedTextWarnings,
  warningOfReceivedText,
} from './rules/message-safety';
export type { ContactDetailKind, ReceivedTextWarning } from './rules/message-safety';
export {
  ConversationMemberSchema,
  ConversationPageSchema,
  ConversationParamsSchema,
  ConversationSchema,
  ConversationSummarySchema,
  MarkConversationReadSchema,
  MessagePageQuerySchema,
  MessageSchema,
  messageStatuses,
  SendMessageSchema,
  UnreadConversationsSchema,
} from './schemas/messages';
export type {
  ConversationJson,
  ConversationMemberJson,
  ConversationPageJson,
  ConversationSummaryJson,
  MessageJson,
  SendMessage,
  UnreadConversationsJson,
} from './schemas/messages';
export {
  birthPlaceById,
  birthPlaceHindiLabel,
  birthPlaceLabel,
  birthPlaces,
  birthPlacesNamed,
} from './vocabularies/birth-places';
export { choiceKey, vocabularySynonyms } from './vocabularies/synonyms';
export { findBirthPlaces } from './vocabularies/find-birth-places';
export type { BirthPlace } from './vocabularies/birth-places';
export {
  distanceToPadaBoundary,
  moonStarAt,
  moonStarOfKey,
  PADAS,
  rashiOf,
  rashisOf,
  STAR_KEYS,
  starKeyFor,
  starKeyOf,
} from './vocabularies/star-position';
export type { MoonStar, Pada, StarKey } from './vocabularies/star-position';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_PARAM,
  isLanguage,
  languageFromAcceptLanguage,
  languageCodes,
  languageInfo,
  languageOfPath,
  languagePrefix,
  languages,
  localisedPath,
  unprefixedPath,
} from './i18n/languages';
export type { Language } from './i18n/languages';
export { currentLanguage, say, sayLater, setLanguageSource } from './i18n/local-text';
export type { LocalText } from './i18n/local-text';
export { formatDate, formatLocalDay, formatLocalTime } from './i18n/format-date';
export type { DateFormat } from './i18n/format-date';
