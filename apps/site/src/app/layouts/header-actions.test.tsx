import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '@matri/auth-gate';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HeaderActions } from './header-actions';

// The API as the header's controls see it: the session answer for the member's name, and sign out.
const mockHttp = {
  get: jest.fn(async () => ({ isLoggedIn: true, userinfo: { full_name: 'Harpreet Kaur' } })),
  post: jest.fn(async () => ({ ok: true })),
};
jest.mock('../../config/api', () => ({ http: mockHttp, runtimeConfig: { apiBaseUrl: '' } }));

describe('HeaderActions', () => {
  beforeEach(() => localStorage.clear());

  it('logged out, offers My Account with Log In and Sign Up', async () => {
    renderWithProviders(<HeaderActions />);
    await userEvent.click(await screen.findByRole('button', { name: 'My Account', expanded: false }));
    expect(await screen.findByRole('menuitem', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('menuitem', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('logged in, offers My Profile and a Sign out that clears local storage', async () => {
    saveSession('jwt-1', { id: 3, full_name: 'Harpreet Kaur' });
    localStorage.setItem('color-mode', 'dark');
    renderWithProviders(<HeaderActions />);
    await userEvent.click(await screen.findByRole('button', { name: /Harpreet Kaur|My Account/, expanded: false }));
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(mockHttp.post).toHaveBeenCalledWith('/api/auth/sign-out');
  });
});
