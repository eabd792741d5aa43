import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { MessagesPage } from './messages-page';

const get = jest.fn();
jest.mock('../../config/app-config', () => ({ http: { get: (...args: unknown[]) => get(...args) } }));
const loaded = jest.fn();
jest.mock('./conversation-view', () => {
  loaded();
  return jest.requireActual('./conversation-view');
});

describe('MessagesPage’s first screen', () => {
  it('is the list alone, and asks for a conversation’s code as it shows, before one is opened', async () => {
    get.mockResolvedValue({ results: [], nextCursor: null });
    renderWithProviders(<MessagesPage />, { route: '/messages' });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    await waitFor(() => expect(loaded).toHaveBeenCalled());
    expect(screen.queryByRole('list', { name: 'Messages' })).toBeNull();
  });
});
