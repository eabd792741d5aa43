import { screen } from '@testing-library/dom';
import { SLOW_LOAD_MS, startWhenLoaded } from './start-when-loaded';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the member area starting once its first words have loaded', () => {
  beforeEach(() => {
    // index.html's skeleton, as tools/vite/member-shell-skeleton-plugin.ts writes it (its page's part).
    document.body.innerHTML =
      '<div id="root"><div class="boot-shell" aria-hidden="true"><header class="member-shell-header"></header>' +
      '<main class="member-shell-main"><span class="boot-title"></span><span class="boot-loader"></span></main></div></div>';
  });

  it('starts once they came, and says nothing', async () => {
    const start = jest.fn();
    startWhenLoaded(Promise.resolve(), start, 'en');
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the page could not load in the reader’s language, with a button that tries again, when they failed', async () => {
    const start = jest.fn();
    const retry = jest.fn();
    startWhenLoaded(Promise.reject(new Error('Failed to fetch dynamically imported module')), start, 'hi', retry);
    await flush();
    expect(start).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('पेज नहीं खुल पाया। अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें।');
    screen.getByRole('button', { name: 'फिर से कोशिश करें' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says so too when they hang, and still starts if they come after all', async () => {
    jest.useFakeTimers();
    try {
      const start = jest.fn();
      let arrive = () => undefined as void;
      startWhenLoaded(new Promise<void>((resolve) => (arrive = resolve)), start, 'en', jest.fn());
      jest.advanceTimersByTime(SLOW_LOAD_MS - 1);
      expect(screen.queryByRole('alert')).toBeNull();
      jest.advanceTimersByTime(1);
      expect(screen.getByRole('alert')).toHaveTextContent('The page could not load.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      arrive();
      await jest.runAllTimersAsync();
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
