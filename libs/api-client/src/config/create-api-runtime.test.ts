import { createApiRuntime } from './create-api-runtime';

const noToken = () => null;

describe('createApiRuntime', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('takes the build’s address, which the build checked, and is ready at once', async () => {
    const runtime = createApiRuntime('https://api.example.in', noToken);
    expect(runtime.config).toEqual({ apiBaseUrl: 'https://api.example.in' });
    await expect(runtime.ready).resolves.toBeUndefined();
  });

  it('checks a server’s override with the config schema and then sends every call there', async () => {
    window.__APP_CONFIG__ = { apiBaseUrl: ' https://other.example.in/ ' };
    const runtime = createApiRuntime('', noToken);
    await runtime.ready;
    expect(runtime.config.apiBaseUrl).toBe('https://other.example.in');
    const realFetch = global.fetch;
    try {
      const sent = new Promise<string>((resolve) => {
        global.fetch = (async (url: string) => {
          resolve(url);
          throw new TypeError('sent');
        }) as unknown as typeof global.fetch;
      });
      await runtime.http.get('/api/user').catch(() => undefined);
      await expect(sent).resolves.toBe('https://other.example.in/api/user');
    } finally {
      global.fetch = realFetch;
    }
  });

  it('refuses a wrong override, naming it', async () => {
    window.__APP_CONFIG__ = { apiBaseUrl: 'ftp://x' };
    await expect(createApiRuntime('', noToken).ready).rejects.toThrow(/apiBaseUrl: apiBaseUrl must be empty/);
  });
});
