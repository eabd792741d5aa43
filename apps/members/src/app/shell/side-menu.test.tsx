import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SideMenu } from './side-menu';

const get = jest.fn();

jest.mock('../../config/app-config', () => ({ http: { get: (...args: unknown[]) => get(...args) } }));

describe('SideMenu', () => {
  beforeEach(() => get.mockReset().mockResolvedValue({ role: 'member' }));

  it('lists the entries in the spec order and highlights the current route', () => {
    renderWithProviders(<SideMenu />, { route: '/matches' });
    const links = within(screen.getByRole('navigation', { name: 'Member menu' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Profile',
      'Matches',
      'Search',
      'Setting',
      'Upgrade',
      'Request',
      'Messages',
    ]);
    expect(screen.getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('adds the member import and the reports queue for admins', async () => {
    get.mockResolvedValue({ role: 'admin' });
    renderWithProviders(<SideMenu />);
    expect(await screen.findByRole('link', { name: 'Reports queue' })).toHaveAttribute('href', '/admin/reports');
    expect(screen.getByRole('link', { name: 'Membership plans' })).toHaveAttribute('href', '/admin/plans');
    expect(screen.getByRole('link', { name: 'Upload data' })).toHaveAttribute('href', '/uploaddata');
    expect(get).toHaveBeenCalledWith('/api/users/me');
  });
});
