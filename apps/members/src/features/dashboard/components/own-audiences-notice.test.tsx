import { screen } from '@testing-library/react';
import { createOwnProfile } from '../../../testing/own-profile-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OwnAudiencesNotice } from './own-audiences-notice';

describe('OwnAudiencesNotice', () => {
  it('says a new profile hears only from verified IDs, where to widen it, and invites the member to verify', () => {
    renderWithProviders(<OwnAudiencesNotice profile={createOwnProfile()} />);
    expect(
      screen.getByText(/Only members who verified their ID can send you interests or messages/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change who may reach me' })).toHaveAttribute('href', '/setting');
    expect(screen.getByRole('link', { name: 'Verify your ID' })).toHaveAttribute('href', '/verification');
  });

  it('says nothing to a verified member who hears from anyone', () => {
    const profile = createOwnProfile({
      interestAudience: 'anyone',
      messageAudience: 'anyone',
      badges: [{ kind: 'id', verifiedAt: '2026-11-12T05:00:00.000Z' }],
    });
    const { container } = renderWithProviders(<OwnAudiencesNotice profile={profile} />);
    expect(container).not.toHaveTextContent(/verified ID|verified their ID/);
  });
});
