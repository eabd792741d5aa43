import { useJwt, useUserInfoRedirect } from '@matri/auth-gate';
import { paths } from '@matri/contracts';

function goToMembers(to: string) {
  window.location.assign(to);
}

/**
 * Log in and sign up are for visitors: a member who has a session (already, or just now) goes on to `target`, the
 * dashboard unless the login page was given a next page.
 */
export function useRedirectIfLoggedIn(target: string = paths.dashboard.path): void {
  const jwt = useJwt();
  useUserInfoRedirect({
    isLoggedIn: jwt !== null,
    redirectTo: target,
    redirectIfFound: true,
    navigate: goToMembers,
  });
}
