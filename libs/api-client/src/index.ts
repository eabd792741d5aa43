export { parseRuntimeConfig, RuntimeConfigSchema } from './config/runtime-config';
export { resolveApiUrl } from './config/resolve-api-url';
export { createApiRuntime } from './config/create-api-runtime';
export type { ApiRuntime } from './config/create-api-runtime';
export type { RuntimeConfig } from './config/runtime-config';
export { createHttp, createHttpClient, dropEarlyAnswers } from './http/create-http-client';
export type { Http, HttpClient, HttpClientOptions, RequestOptions } from './http/create-http-client';
export { HttpError, isHttpError } from './http/http-error';
export type { HttpResponse } from './http/http-error';
export { fetchPublic } from './http/fetch-public';
export { createQueryClient } from './query/create-query-client';
export { holdsPhotoLinks, signedPhotoLinkOf } from './query/photo-link-refresh';
export {
  adminKeys,
  discoveryKeys,
  importKeys,
  interestKeys,
  memberKeys,
  membershipKeys,
  messageKeys,
  notificationKeys,
  photoDeskKeys,
  profileKeys,
  reportKeys,
  sessionKeys,
  userKeys,
  verificationKeys,
} from './query/query-keys';
export { getSession, loggedOutSession, sessionQueryOptions, useSession } from './session/get-session';
export { getUserWithPhoto, userWithPhotoQueryOptions, useUserWithPhoto } from './users/get-user-with-photo';
export { toApiError } from './http/api-error';
export type { ApiError } from './http/api-error';
export {
  confirmSignUp,
  logIn,
  register,
  requestPasswordReset,
  resendSignUpCode,
  resetPassword,
  resetPasswordBySms,
  signOut,
} from './auth/auth-calls';
export { sendContactMessage } from './contact/send-contact-message';
export { optimisedImageUrl } from './images/optimised-image-url';
export { isSavingData } from './network/is-saving-data';
export { getRecentMembers, recentMembersQueryOptions, useRecentMembers } from './members/get-recent-members';
export {
  getOwnProfile,
  ownProfileQueryOptions,
  updateOwnProfile,
  updatePrivacy,
  useOwnProfile,
} from './profile/own-profile';
export {
  getPartnerPreferences,
  partnerPreferencesQueryOptions,
  savePartnerPreferences,
  usePartnerPreferences,
} from './profile/partner-preferences';
export {
  cropMemberPhoto,
  deleteMemberPhoto,
  listMemberPhotos,
  memberPhotosQueryOptions,
  setPhotoOrder,
  setPrimaryPhoto,
  uploadMemberPhoto,
  useMemberPhotos,
} from './photos/member-photos';
export { decidePhoto, photoDeskQueryOptions } from './photos/photo-desk';
export {
  changePassword,
  confirmMobileChange,
  deleteAccount,
  downloadMyData,
  requestEmailChange,
  requestMobileChange,
  resendEmailConfirmation,
  sendMobileCode,
  setProfileHidden,
  updateNotifications,
  verifyMobile,
} from './account/account-calls';
export { getMe, meQueryOptions, useMe } from './users/get-me';
export { saveLanguage } from './users/save-language';
export { getProfileViewers, profileViewersQueryOptions, useProfileViewers } from './members/get-profile-viewers';
export {
  answerInterest,
  interestsQueryOptions,
  listInterests,
  sendInterest,
  useInterests,
} from './interests/interests';
export {
  blockMember,
  blockedMembersQueryOptions,
  deleteSavedSearch,
  getProfileDetails,
  listMatches,
  matchesQueryOptions,
  profileDetailsQueryOptions,
  revealContact,
  saveSearch,
  savedSearchesQueryOptions,
  searchMembers,
  searchQueryOptions,
  setShortlisted,
  shortlistQueryOptions,
  unblockMember,
} from './discovery/discovery-calls';
export {
  conversationHistory,
  conversationQueryOptions,
  conversationsQueryOptions,
  listConversations,
  markConversationRead,
  sendMessage,
  unreadConversationsQueryOptions,
} from './messages/message-calls';
export { markNotificationsRead, notificationsQueryOptions } from './notifications/notification-calls';
export { followNotifications } from './notifications/follow-notifications';
export type { FollowNotificationsOptions } from './notifications/follow-notifications';
export { reportMember, reportsQueryOptions, resolveReport } from './reports/report-calls';
export {
  decideIdCheck,
  idCheckQueueQueryOptions,
  verificationStatusQueryOptions,
  verifyOfflineEkyc,
  verifySecureQrImage,
  verifySecureQrText,
} from './verification/verification-calls';
export {
  decideSelfieCheck,
  selfieCheckQueueQueryOptions,
  selfieFrame,
  verifySelfie,
} from './verification/selfie-calls';
export { outboxQueryOptions } from './admin/outbox-calls';
export {
  downloadInvoicePdf,
  invoiceQueryOptions,
  membershipQueryOptions,
  payTestOrder,
  paymentsQueryOptions,
  plansQueryOptions,
  startPaymentOrder,
  updatePlan,
  verifyPayment,
} from './membership/membership-calls';
export {
  apiTokensQueryOptions,
  createApiToken,
  importsQueryOptions,
  revokeApiToken,
  startImport,
  uploadCsvRows,
} from './imports/import-calls';
