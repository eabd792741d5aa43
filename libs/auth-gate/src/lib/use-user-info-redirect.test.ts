import { userInfoRedirectTarget } from './use-user-info-redirect';

describe('userInfoRedirectTarget', () => {
  it('goes to the target when logged out', () => {
    expect(userInfoRedirectTarget({ isLoggedIn: false, redirectTo: '/login' })).toBe('/login');
    expect(userInfoRedirectTarget({ isLoggedIn: true, redirectTo: '/login' })).toBeNull();
  });

  it('with redirect-if-found, goes to the target when logged in', () => {
    expect(userInfoRedirectTarget({ isLoggedIn: true, redirectTo: '/dashboard', redirectIfFound: true })).toBe(
      '/dashboard',
    );
    expect(userInfoRedirectTarget({ isLoggedIn: false, redirectTo: '/dashboard', redirectIfFound: true })).toBeNull();
  });

  it('waits while the session is unknown, and does nothing without a target', () => {
    expect(userInfoRedirectTarget({ isLoggedIn: undefined, redirectTo: '/login' })).toBeNull();
    expect(userInfoRedirectTarget({ isLoggedIn: false })).toBeNull();
  });
});
