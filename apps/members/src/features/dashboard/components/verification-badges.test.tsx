import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnProfile } from '@matri/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { VerificationBadges } from './verification-badges';

const post = jest.fn();

jest.mock('../../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { post: (...args: unknown[]) => post(...args) },
}));

const unverifiedMobile = { isEmailVerified: true, isMobileVerified: false } as OwnProfile;

describe('VerificationBadges', () => {
  beforeEach(() => post.mockReset());

  it('opens the mobile code form (loaded on the click) and verifies the number with the code typed', async () => {
    post.mockResolvedValue({ ok: true, verified: true });
    renderWithProviders(<VerificationBadges profile={unverifiedMobile} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify mobile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(post).toHaveBeenCalledWith('/api/users/me/mobile/code');
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from the SMS/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/users/me/mobile/verify', { code: '123456' }));
  });
});
