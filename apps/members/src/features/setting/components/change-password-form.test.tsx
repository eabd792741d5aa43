import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJwt, saveSession } from '@matri/auth-gate';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChangePasswordForm } from './change-password-form';

const post = jest.fn();

jest.mock('../../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { post: (...args: unknown[]) => post(...args) },
}));

describe('ChangePasswordForm', () => {
  beforeEach(() => {
    post.mockReset();
    localStorage.clear();
    saveSession('old-token', { id: 7, full_name: 'Imran Khan' });
  });

  it('names a mismatch and a short password before asking the server', async () => {
    renderWithProviders(<ChangePasswordForm />);
    await userEvent.type(screen.getByLabelText(/Current password/), 'monsoon-evening-42');
    await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'short');
    await userEvent.type(screen.getByLabelText(/New password again/), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps this device signed in with the new token', async () => {
    post.mockResolvedValue({ jwt: 'new-token', user: { id: 7, email: 'imran@example.in' } });
    renderWithProviders(<ChangePasswordForm />);
    await userEvent.type(screen.getByLabelText(/Current password/), 'monsoon-evening-42');
    await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'saffron-river-2031');
    await userEvent.type(screen.getByLabelText(/New password again/), 'saffron-river-2031');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(getJwt()).toBe('new-token'));
    expect(post).toHaveBeenCalledWith('/api/users/me/password', {
      currentPassword: 'monsoon-evening-42',
      password: 'saffron-river-2031',
      passwordConfirmation: 'saffron-river-2031',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 7, full_name: 'Imran Khan' });
  });
});
