import { cleanup, screen, within } from '@testing-library/react';
import { activateLanguage } from '@matri/ui';
import { loadMessages } from '../../i18n/load-messages';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PublicHeader } from './public-header';

describe('PublicHeader', () => {
  it('shows the four links, the other language, and leaves its controls to an island that waits for a session', () => {
    renderWithProviders(<PublicHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'About Us', 'Membership', 'Contact']);
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/?lang=hi');
    const controls = screen.getByRole('banner').querySelector('[data-island="header-actions"]');
    expect(controls).toHaveAttribute('data-island-when', 'session');
  });

  it('in Hindi, links the Hindi pages by their Hindi names and offers the same page in English', async () => {
    activateLanguage('hi', await loadMessages('hi'));
    try {
      renderWithProviders(<PublicHeader />, { route: '/hi/about', language: 'hi' });
      const nav = screen.getByRole('navigation', { name: 'मुख्य' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['होम', '/hi/'],
        ['हमारे बारे में', '/hi/about'],
        ['सदस्यता', '/hi/membership'],
        ['संपर्क', '/hi/contact'],
      ]);
      expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about?lang=en');
    } finally {
      cleanup();
      activateLanguage('en', {});
    }
  });
});
