import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SideMenu } from './side-menu';

describe('SideMenu', () => {
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
    ]);
    expect(screen.getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
