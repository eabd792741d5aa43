import { screen } from '@testing-library/react';
import { apiRefusal } from '../../testing/api-refusal';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DashboardPage } from './dashboard-page';

const get = jest.fn();

jest.mock('../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { get: (...args: unknown[]) => get(...args) },
}));

const account = (role: 'admin' | 'member') => ({
  id: 1,
  email: 'admin@example.in',
  mobile: '+919800000001',
  provider: 'local',
  confirmed: true,
  blocked: false,
  role,
  full_name: 'Site Admin',
  profileId: null,
  gender: null,
  language: 'en',
});

function answer(role: 'admin' | 'member') {
  get.mockImplementation(async (url: string) => {
    if (url === '/api/users/me') return account(role);
    if (url === '/api/users/me/profile') throw apiRefusal(404, 'Create your profile first.', 'NotFoundError');
    return [];
  });
}

describe('DashboardPage', () => {
  beforeEach(() => get.mockReset());

  it('gives an admin without a profile the admin desk, not a profile that cannot load', async () => {
    answer('admin');
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Admin desk' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open Upload data' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/uploaddata',
    );
    expect(screen.getByRole('link', { name: 'Open Reports queue' })).toHaveAttribute('href', '/admin/reports');
    expect(screen.queryByText('Your profile could not be loaded')).toBeNull();
  });

  it('still tells a member whose profile does not load', async () => {
    answer('member');
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Your profile could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Upload data' })).toBeNull();
  });
});
