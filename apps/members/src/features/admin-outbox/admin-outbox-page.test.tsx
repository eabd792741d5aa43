import { screen } from '@testing-library/react';
import { apiRefusal } from '../../testing/api-refusal';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminOutboxPage } from './admin-outbox-page';

const get = jest.fn();
jest.mock('../../config/app-config', () => ({ http: { get: (...args: unknown[]) => get(...args) } }));

describe('AdminOutboxPage', () => {
  beforeEach(() => get.mockReset());

  it('lists the kept messages with their links clickable', async () => {
    get.mockResolvedValue([
      {
        id: 'a',
        to: 'asha@example.in',
        subject: 'Reset your password',
        text: 'Open http://localhost:3000/resetpassword?code=abc to choose a new one.',
        sentAt: '2026-11-23T10:00:00.000Z',
      },
    ]);
    renderWithProviders(<AdminOutboxPage />, { route: '/admin/outbox' });
    const message = await screen.findByRole('article', { name: 'Reset your password' });
    expect(message).toHaveTextContent('To asha@example.in');
    expect(screen.getByRole('link', { name: 'http://localhost:3000/resetpassword?code=abc' })).toHaveAttribute(
      'href',
      'http://localhost:3000/resetpassword?code=abc',
    );
    expect(get).toHaveBeenCalledWith('/api/admin/outbox');
  });

  it('tells a member the API’s refusal, and an admin outside demo mode that there is no outbox', async () => {
    get.mockRejectedValue(apiRefusal(403, 'Only admins can read the outbox.'));
    const { unmount } = renderWithProviders(<AdminOutboxPage />, { route: '/admin/outbox' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can read the outbox.');
    unmount();
    get.mockRejectedValue(apiRefusal(404, 'No route for GET /api/admin/outbox.'));
    renderWithProviders(<AdminOutboxPage />, { route: '/admin/outbox' });
    expect(await screen.findByRole('alert')).toHaveTextContent('there is no outbox: it exists in demo mode only');
  });
});
