import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '@matri/auth-gate';
import { activateLanguage } from '@matri/ui';
import { loadMessages } from '../../i18n/load-messages';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PublicHeader } from './public-header';

// The API as the header sees it: the session answer for the member's name, and sign out.
const mockHttp = {
  get: jest.fn(async () => ({ isLoggedIn: true, userinfo: { full_name: 'Harpreet Kaur' } })),
  post: jest.fn(async () => ({ ok: true })),
};
jest.mock('../../config/api', () => ({ http: mockHttp, runtimeConfig: { apiBaseUrl: '' } }));

describe('PublicHeader', () => {
  beforeEach(() => localStorage.clear());

  it('shows the four links and, logged out, My Account with Log In and Sign Up', async () => {
    renderWithProviders(<PublicHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'About Us', 'Membership', 'Contact']);
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/?lang=hi');
    await userEvent.click(await screen.findByRole('button', { name: 'My Account', expanded: false }));
    expect(await screen.findByRole('menuitem', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('menuitem', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('logged in, offers My Profile and a Sign out that clears local storage', async () => {
    saveSession('jwt-1', { id: 3, full_name: 'Harpreet Kaur' });
    localStorage.setItem('color-mode', 'dark');
    renderWithProviders(<PublicHeader />);
    await userEvent.click(await screen.findByRole('button', { name: /Harpreet Kaur|My Account/, expanded: false }));
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(mockHttp.post).toHaveBeenCalledWith('/api/auth/sign-out');
  });

  it('in Hindi, links the Hindi pages by their Hindi names and offers the same page in English', async () => {
    activateLanguage('hi', await loadMessages('hi'));
    try {
      renderWithProviders(<PublicHeader />, { route: '/hi/about', language: 'hi' });
      const nav = screen.getByRole('navigation', { name: 'मुख्य' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['होम', '/hi/'],
        ['हमारे बारे में', '/hi/about'],
        ['सदस्यता', '/hi/membership'],
        ['संपर्क', '/hi/contact'],
      ]);
      expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about?lang=en');
    } finally {
      cleanup();
      activateLanguage('en', {});
    }
  });
});
