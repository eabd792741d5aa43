import { registerServiceWorkerWhenIdle } from './register-service-worker';

describe('registerServiceWorkerWhenIdle', () => {
  const register = jest.fn(() => Promise.resolve());
  beforeEach(() => {
    jest.useFakeTimers();
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it('registers the member area’s worker for the whole origin once the loaded page is idle', () => {
    registerServiceWorkerWhenIdle();
    expect(register).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(register).toHaveBeenCalledWith(expect.stringMatching(/service-worker\.js$/), { scope: '/' });
  });

  it('registers nothing under the browser’s data saver, whose member would download every page’s code', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    registerServiceWorkerWhenIdle();
    jest.runAllTimers();
    expect(register).not.toHaveBeenCalled();
  });
});
