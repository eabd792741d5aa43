import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SendBox } from './send-box';

const post = jest.fn();
jest.mock('../../config/app-config', () => ({
  http: { get: jest.fn(), post: (...args: unknown[]) => post(...args) },
}));

/** A device as the browser describes it: a phone answers no to hover and a fine pointer. */
function deviceWithMouse(hasMouse: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: hasMouse,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

describe('SendBox', () => {
  beforeEach(() => post.mockReset().mockResolvedValue({ id: 1, text: 'ok', fromMe: true }));
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('on a phone, hides the keyboard hint and lets Enter start a new line; the button sends', async () => {
    deviceWithMouse(false);
    renderWithProviders(<SendBox profileId="SV100007" isMyContactShared />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.queryByText('Enter sends, Shift+Enter starts a new line')).toBeNull();
    await userEvent.type(box, 'Namaste{Enter}Shall our parents talk?');
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(post).toHaveBeenCalledWith('/api/conversations/SV100007/messages', {
      text: 'Namaste\nShall our parents talk?',
    });
  });

  it('with a mouse and keyboard, says that Enter sends', async () => {
    deviceWithMouse(true);
    renderWithProviders(<SendBox profileId="SV100007" isMyContactShared />);
    expect(screen.getByText('Enter sends, Shift+Enter starts a new line')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Namaste{Enter}');
    expect(post).toHaveBeenCalledWith('/api/conversations/SV100007/messages', { text: 'Namaste' });
  });
});
