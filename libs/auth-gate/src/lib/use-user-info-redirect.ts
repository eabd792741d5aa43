import { useEffect } from 'react';

export interface UserInfoRedirectOptions {
  isLoggedIn: boolean | undefined;
  /** Where to go: when logged out, or when logged in if `redirectIfFound` is set. */
  redirectTo?: string;
  redirectIfFound?: boolean;
  navigate: (to: string) => void;
}

/** Decides the user-info redirect of docs/spec.md section 4; undefined while the session is still unknown. */
export function userInfoRedirectTarget({
  isLoggedIn,
  redirectTo,
  redirectIfFound = false,
}: Omit<UserInfoRedirectOptions, 'navigate'>): string | null {
  if (!redirectTo || isLoggedIn === undefined) return null;
  if (redirectIfFound) return isLoggedIn ? redirectTo : null;
  return isLoggedIn ? null : redirectTo;
}

export function useUserInfoRedirect(options: UserInfoRedirectOptions): void {
  const { navigate, ...rest } = options;
  const target = userInfoRedirectTarget(rest);
  useEffect(() => {
    if (target) navigate(target);
  }, [target, navigate]);
}
