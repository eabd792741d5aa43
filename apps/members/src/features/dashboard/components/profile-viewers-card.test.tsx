import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProfileViewersCard } from './profile-viewers-card';

const get = jest.fn();

jest.mock('../../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { get: (...args: unknown[]) => get(...args) },
}));

describe('ProfileViewersCard', () => {
  beforeEach(() => get.mockReset());

  it('lists viewers with a link to their profile and when they looked', async () => {
    get.mockResolvedValue({
      count: 1,
      viewers: [
        {
          profileId: 'HS100007',
          full_name: 'Arjun Mehta',
          age: 29,
          city: 'Surat',
          photoUrl: null,
          viewedAt: new Date().toISOString(),
        },
      ],
    });
    renderWithProviders(<ProfileViewersCard />);
    expect(await screen.findByRole('link', { name: 'Arjun Mehta' })).toHaveAttribute(
      'href',
      '/profiledetails?id=HS100007',
    );
    expect(screen.getByText('29 yrs, Surat · viewed today')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/users/me/viewers');
  });

  it('says so when nobody has looked yet', async () => {
    get.mockResolvedValue({ count: 0, viewers: [] });
    renderWithProviders(<ProfileViewersCard />);
    expect(await screen.findByText(/Nobody yet/)).toBeInTheDocument();
  });

  it('on a plan without “who viewed me”, says how many looked and offers the plans that show who', async () => {
    get.mockResolvedValue({ count: 12, viewers: null });
    renderWithProviders(<ProfileViewersCard />);
    expect(await screen.findByText(/12 members have viewed your profile\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to see who' })).toHaveAttribute('href', '/upgrade');
  });
});
