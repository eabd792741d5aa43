import { screen } from '@testing-library/react';
import type { ProfileDetailsJson } from '@matri/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ProfileActions } from './profile-actions';

jest.mock('../../config/app-config', () => ({ runtimeConfig: { apiBaseUrl: '' }, http: {} }));

const details = (overrides: Partial<ProfileDetailsJson>): ProfileDetailsJson => ({
  member: { id: 7, full_name: 'Kavya Menon', profileId: 'SV100007' },
  isSelf: false,
  isVerified: true,
  badges: [],
  interestAudience: 'verified-id',
  messageAudience: 'verified-id',
  canReachByInterest: true,
  canReachByMessage: true,
  photoVisibility: 'all',
  photos: [],
  interest: null,
  isShortlisted: false,
  contactAccess: 'after-acceptance',
  gunaMilan: null,
  ...overrides,
});

const member = { profileId: 'SV100007', full_name: 'Kavya Menon' };

describe('ProfileActions', () => {
  it('says before I try that the member hears only from verified IDs, and offers the verification page', () => {
    renderWithProviders(<ProfileActions details={details({ canReachByInterest: false })} member={member} />);
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();
    expect(
      screen.getByText(/This member accepts interests only from members with a verified ID\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your ID' })).toHaveAttribute('href', '/verification');
  });

  it('offers the interest to a member in the audience', () => {
    renderWithProviders(<ProfileActions details={details({})} member={member} />);
    expect(screen.getByRole('button', { name: 'Send interest' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify your ID' })).toBeNull();
  });
});
