import { fireEvent, screen, waitFor } from '@testing-library/react';
import { saveSession } from '@matri/auth-gate';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AvatarMenu } from './avatar-menu';
import { STOCK_AVATAR_URL } from './use-profile-photo';

const get = jest.fn();

jest.mock('../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: 'https://api.example.in' },
  http: { get: (...args: unknown[]) => get(...args) },
}));

describe('AvatarMenu', () => {
  beforeEach(() => {
    get.mockReset();
    localStorage.clear();
    saveSession('jwt-1', { id: 42 });
  });

  it('shows the profile photo, prefixing a relative url with the API base', async () => {
    get.mockResolvedValue({ id: 42, user_profile: { profile_photo: { url: '/uploads/p42.webp' } } });
    renderWithProviders(<AvatarMenu />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
        'src',
        'https://api.example.in/uploads/p42.webp',
      ),
    );
    expect(get).toHaveBeenCalledWith(
      `/api/users/42?${new URLSearchParams({ 'populate[user_profile][populate]': 'profile_photo' })}`,
    );
  });

  it('keeps an absolute photo url as it is', async () => {
    get.mockResolvedValue({ id: 42, user_profile: { profile_photo: { url: 'https://cdn.example.in/p.webp' } } });
    renderWithProviders(<AvatarMenu />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
        'src',
        'https://cdn.example.in/p.webp',
      ),
    );
  });

  it('only logs a failed photo fetch and shows the stock image', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    get.mockRejectedValue(new Error('network down'));
    renderWithProviders(<AvatarMenu />);
    // The query client retries once before it gives up.
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Profile photo could not be loaded', expect.any(Error)), {
      timeout: 4000,
    });
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', STOCK_AVATAR_URL);
    logged.mockRestore();
  });

  it('opens the menu for a tap that came before its code', async () => {
    get.mockResolvedValue({ id: 42 });
    renderWithProviders(<AvatarMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });
});
