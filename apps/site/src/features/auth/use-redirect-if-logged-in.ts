import { useJwt, useUserInfoRedirect } from '@matri/auth-gate';
import { paths } from '@matri/contracts';

function goToMembers(to: string) {
  window.location.assign(to);
}

/** Log in and sign up are for visitors: a member who already has a session goes to the dashboard. */
export function useRedirectIfLoggedIn(): void {
  const jwt = useJwt();
  useUserInfoRedirect({
    isLoggedIn: jwt !== null,
    redirectTo: paths.dashboard.path,
    redirectIfFound: true,
    navigate: goToMembers,
  });
}
