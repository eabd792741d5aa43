/**
 * The account module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * A member's own account: sign-up, log in, tokens and passwords (auth/), profile and partner preferences (profiles/),
 * horoscope (horoscope/), language (users/), the settings (e-mail, mobile, notifications, hiding, deletion, the data
 * export, the purge) and what a suspension means for an account (suspension/).
 */
export { confirmEmail } from './auth/confirm-email';
export {
  EMAIL_HAS_ACCOUNT,
  MOBILE_HAS_ACCOUNT,
  SIGN_UP_ENDED,
  TOO_MANY_WRONG_CODES,
  TOO_MANY_WRONG_CODES_TODAY,
  confirmSignUp,
} from './auth/confirm-sign-up';
export { deleteExpiredSignUps } from './auth/delete-expired-sign-ups';
export { INVALID_CREDENTIALS, logInMember } from './auth/log-in-member';
export { toMemberJson } from './auth/member-json';
export { issueOneTimeToken } from './auth/one-time-tokens';
export { createPasswordHasher, type PasswordHashCost, type PasswordHasher } from './auth/password-hashing';
export { profileCodeFor } from './auth/register-member';
export { requestPasswordReset } from './auth/request-password-reset';
export { TEXTS_USED_UP, resendSignUpCode } from './auth/resend-sign-up-code';
export { INVALID_RESET_CODE, resetPasswordBySms } from './auth/reset-password-by-sms';
export { INVALID_RESET_LINK, resetPassword } from './auth/reset-password';
export { sendEmailVerification } from './auth/send-email-verification';
export { sendPasswordResetCode } from './auth/send-password-reset-code';
export { sendSignUpMessages } from './auth/send-sign-up-messages';
export { sendSignUpText } from './auth/send-sign-up-text';
export { signOutEverywhere } from './auth/sign-out-everywhere';
export { signOutSession } from './auth/sign-out-session';
export { startSignUp } from './auth/start-sign-up';
export { createTokenService } from './auth/token-service';
export type { TokenService, VerifiedToken } from './auth/token-service';
export { changePassword } from './change-password';
export { confirmEmailChange } from './confirm-email-change';
export { confirmMobileChange, sendMobileChangedNotice } from './confirm-mobile-change';
export { deleteAccount } from './delete-account';
export { exportMemberData } from './export-member-data';
export { gunaMilanBetween } from './horoscope/guna-milan-between';
export { gunaMilanWith, reachesGunaMilanSql } from './horoscope/guna-milan-sql';
export type { HoroscopeSide } from './horoscope/guna-milan-sql';
export { isHoroscopeShownSql, isHoroscopeShownTo } from './horoscope/horoscope-access';
export { defaultPartnerPreferences } from './profiles/default-partner-preferences';
export { findOwnProfile } from './profiles/find-own-profile';
export { findPartnerPreferences, savePartnerPreferences, toPreferencesAnswer } from './profiles/partner-preferences';
export { updateOwnProfile } from './profiles/update-own-profile';
export { updatePrivacy } from './profiles/update-privacy';
export { purgeDeletedAccounts } from './purge-deleted-accounts';
export { requestEmailChange } from './request-email-change';
export { requestMobileChange } from './request-mobile-change';
export { sendDeletionNotice } from './send-deletion-notice';
export { sendMobileChangeCode } from './send-mobile-change-code';
export { sendMobileCode } from './send-mobile-code';
export { sendRestoreNotice } from './send-restore-notice';
export { setProfileHidden } from './set-profile-hidden';
export { contactHash, findSuspendedContacts, useSuspendedContactSecret } from './suspension/suspended-contacts';
export { mailSuspendedMember } from './suspension/suspension-notice';
export { updateNotifications } from './update-notifications';
export { findOwnMember } from './users/find-own-member';
export { setMemberLanguage } from './users/set-member-language';
export { verifyMobileCode } from './verify-mobile-code';
