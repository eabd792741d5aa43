import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RecentMembers } from './recent-members';

describe('RecentMembers', () => {
  it('renders nothing while the list is empty', () => {
    renderWithProviders(<RecentMembers members={[]} />);
    expect(screen.queryByRole('heading', { name: 'Recent members' })).not.toBeInTheDocument();
  });

  it('links each recent member to /member-single with first name, age and city', () => {
    renderWithProviders(
      <RecentMembers
        members={[
          { profile_id: 'SV123456', first_name: 'Priya', age: 27, city: 'Pune', photo_url: '/uploads/photos/a.webp' },
          { profile_id: 'SV123457', first_name: 'Imran', age: 30, city: null, photo_url: null },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Recent members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Priya 27 yrs, Pune/ })).toHaveAttribute('href', '/member-single?id=SV123456');
    expect(screen.getByRole('link', { name: /Imran 30 yrs$/ })).toHaveAttribute('href', '/member-single?id=SV123457');
  });
});
