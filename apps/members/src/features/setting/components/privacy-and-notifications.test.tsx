import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '@matri/ui';
import { createOwnProfile } from '../../../testing/own-profile-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PrivacyAndNotifications } from './privacy-and-notifications';

const patch = jest.fn();

jest.mock('../../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { patch: (...args: unknown[]) => patch(...args), put: jest.fn() },
}));

describe('PrivacyAndNotifications', () => {
  beforeEach(() => patch.mockReset());

  it('offers who may send interests, message and see photos, by what they verified, and saves each choice', async () => {
    const profile = createOwnProfile();
    patch.mockResolvedValue({ data: { profile: { ...profile, interestAudience: 'anyone' } } });
    renderWithProviders(<PrivacyAndNotifications profile={profile} />);
    const interests = screen.getByRole('combobox', { name: 'Who may send me interests' });
    expect(interests).toHaveValue('verified-id');
    expect(screen.getByRole('combobox', { name: 'Who may message me' })).toHaveValue('verified-id');
    expect(screen.getByRole('combobox', { name: /Who may see my photos/ })).toHaveValue('anyone');
    expect(screen.getAllByRole('option', { name: 'Members with a verified ID and photo' })).toHaveLength(3);

    await userEvent.selectOptions(interests, 'anyone');
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/api/users/me/privacy', { interestAudience: 'anyone' }));
    expect(interests).toHaveValue('anyone');
  });

  it('names the choices in Hindi for Hindi readers', () => {
    renderWithProviders(
      <LanguageProvider language="hi">
        <PrivacyAndNotifications profile={createOwnProfile()} />
      </LanguageProvider>,
    );
    expect(screen.getAllByRole('option', { name: 'सत्यापित पहचान पत्र वाले सदस्य' })).toHaveLength(3);
  });
});
