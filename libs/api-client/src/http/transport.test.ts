import type { createAxiosTransport } from './transport';

const request = {
  method: 'GET',
  url: 'https://api.example.in/api/plans',
  headers: { Accept: 'application/json' },
  body: undefined,
  timeout: 20_000,
  responseType: 'text' as const,
};

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  jest.resetModules();
});

describe('createAxiosTransport', () => {
  it('sends through axios with every status as an answer, header names in lower case', async () => {
    global.fetch = jest.fn(async () => ({
      status: 404,
      ok: false,
      headers: new Headers({ 'Retry-After': '60' }),
      text: async () => '{"error":{}}',
    })) as unknown as typeof global.fetch;
    const { createAxiosTransport: create } = jest.requireActual<{
      createAxiosTransport: typeof createAxiosTransport;
    }>('./transport');
    await expect(create().send(request)).resolves.toEqual({
      status: 404,
      data: '{"error":{}}',
      headers: { 'retry-after': '60' },
    });
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('says a request failed when axios itself could not be loaded, and loads it again at the next request', async () => {
    let loads = 0;
    jest.doMock('axios', () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return jest.requireActual('axios');
    });
    global.fetch = jest.fn(async () => ({
      status: 200,
      ok: true,
      headers: new Headers(),
      text: async () => '[]',
    })) as unknown as typeof global.fetch;
    const { createAxiosTransport: create } = jest.requireActual<{
      createAxiosTransport: typeof createAxiosTransport;
    }>('./transport');
    const transport = create();
    const failure = await transport.send(request).catch((error: unknown) => error);
    // A module registry of its own (jest.resetModules) has its own HttpError class: compared by name.
    expect(failure).toMatchObject({ name: 'HttpError', message: 'Network Error', response: undefined });
    await expect(transport.send(request)).resolves.toMatchObject({ status: 200, data: '[]' });
    expect(loads).toBe(2);
  });
});
