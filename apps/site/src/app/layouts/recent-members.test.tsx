import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RecentMembers } from './recent-members';

describe('RecentMembers', () => {
  it('renders nothing while the list is empty', () => {
    renderWithProviders(<RecentMembers members={[]} />);
    expect(screen.queryByRole('heading', { name: 'Recent members' })).not.toBeInTheDocument();
  });

  it('links each recent member to /member-single', () => {
    renderWithProviders(<RecentMembers members={[{ profileId: 'SV123456', displayName: 'Priya S.' }]} />);
    expect(screen.getByRole('heading', { name: 'Recent members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Priya S.' })).toHaveAttribute('href', '/member-single?id=SV123456');
  });
});
