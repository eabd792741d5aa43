export { AccessGate } from './lib/access-gate';
export type { AccessGateProps } from './lib/access-gate';
export { decideAccess, isPublicPath, safeNextPath } from './lib/access-rules';
export type { AccessDecision, AccessRequest, PageFlags } from './lib/access-rules';
export {
  JWT_STORAGE_KEY,
  USER_STORAGE_KEY,
  clearSession,
  getJwt,
  getStoredUser,
  isLoggedIn,
  saveSession,
} from './lib/session-storage';
export type { StoredUser } from './lib/session-storage';
export { useUserInfoRedirect, userInfoRedirectTarget } from './lib/use-user-info-redirect';
export type { UserInfoRedirectOptions } from './lib/use-user-info-redirect';
export { useJwt } from './lib/use-jwt';
export { announceSessionChange } from './lib/session-events';
export { endSession, isLeavingSession } from './lib/end-session';
