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
          { profileId: 'SV123456', firstName: 'Priya', age: 27, city: 'Pune', photoUrl: '/uploads/photos/a.webp' },
          { profileId: 'SV123457', firstName: 'Imran', age: 30, city: null, photoUrl: null },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Recent members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Priya 27 yrs, Pune/ })).toHaveAttribute(
      'href',
      '/member-single?id=SV123456',
    );
    expect(screen.getByRole('link', { name: /Imran 30 yrs$/ })).toHaveAttribute('href', '/member-single?id=SV123457');
  });
});
