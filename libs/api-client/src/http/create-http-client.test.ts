import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttp, createHttpClient } from './create-http-client';
import { fetchPublic } from './fetch-public';
import { toApiError } from './api-error';
import { memberEndpoints } from '@matri/contracts';

function replyWith(status: number, data: unknown, seen: InternalAxiosRequestConfig[] = [], headers = {}): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { status, data, statusText: '', headers, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, undefined, response);
    return response;
  };
}

function clientWith(adapter: AxiosAdapter, token: string | null = null) {
  const instance = createHttpClient({ baseURL: 'https://api.example.in', getToken: () => token });
  instance.defaults.adapter = adapter;
  return createHttp(instance);
}

describe('createHttpClient', () => {
  it('reports an ended session when the API refuses the token sent, not when no token was sent', async () => {
    const onSessionEnded = jest.fn();
    const make = (token: string | null) => {
      const instance = createHttpClient({ baseURL: 'https://api.example.in', getToken: () => token, onSessionEnded });
      instance.defaults.adapter = replyWith(401, { error: { message: 'Log in to continue.' } });
      return createHttp(instance);
    };
    await expect(make(null).get('/api/users/me')).rejects.toBeDefined();
    expect(onSessionEnded).not.toHaveBeenCalled();
    await expect(make('jwt-ended').get('/api/users/me')).rejects.toBeDefined();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('sends the base address and the bearer header from the jwt on every request', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const http = clientWith(replyWith(200, { ok: true }, seen), 'jwt-123');
    await expect(http.get('/api/users/1')).resolves.toEqual({ ok: true });
    await http.patch('/api/users/1', { a: 1 });
    await http.del('/api/users/1');
    expect(seen.map((c) => [c.method, c.baseURL, c.url])).toEqual([
      ['get', 'https://api.example.in', '/api/users/1'],
      ['patch', 'https://api.example.in', '/api/users/1'],
      ['delete', 'https://api.example.in', '/api/users/1'],
    ]);
    expect(seen[0].headers.get('Authorization')).toBe('Bearer jwt-123');
  });

  it('sends no bearer header without a jwt', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    await clientWith(replyWith(200, {}, seen)).post('/api/contact', { a: 1 });
    expect(seen[0].headers.has('Authorization')).toBe(false);
  });

  it('asks for the language the page is read in, as it is read at each request', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    let language: string | null = 'hi-IN';
    const instance = createHttpClient({
      baseURL: 'https://api.example.in',
      getToken: () => null,
      getLanguage: () => language,
    });
    instance.defaults.adapter = replyWith(200, {}, seen);
    const http = createHttp(instance);
    await http.get('/api/plans');
    language = null;
    await http.get('/api/plans');
    expect(seen[0].headers.get('Accept-Language')).toBe('hi-IN');
    expect(seen[1].headers.has('Accept-Language')).toBe(false);
  });

  it('tells when the API sent an answer the service worker gave from its copies, and only then', async () => {
    const onOfflineCopy = jest.fn();
    const sentAt = 'Thu, 26 Nov 2026 09:30:00 GMT';
    const make = (headers: Record<string, string>) => {
      const instance = createHttpClient({ baseURL: 'https://api.example.in', getToken: () => 'jwt', onOfflineCopy });
      instance.defaults.adapter = replyWith(200, { ok: true }, [], headers);
      return createHttp(instance);
    };
    await expect(make({ date: 'Thu, 26 Nov 2026 10:00:00 GMT' }).get('/api/users/me')).resolves.toEqual({ ok: true });
    await make({ 'x-offline-copy': 'not a date' }).get('/api/users/me');
    expect(onOfflineCopy).not.toHaveBeenCalled();
    await expect(make({ 'x-offline-copy': sentAt }).get('/api/users/me')).resolves.toEqual({ ok: true });
    expect(onOfflineCopy).toHaveBeenCalledWith(new Date(sentAt));
  });

  it('passes errors on as rejections', async () => {
    await expect(clientWith(replyWith(500, 'boom')).put('/x', {})).rejects.toBeInstanceOf(AxiosError);
  });
});

describe('fetchPublic', () => {
  it('answers what the endpoint answers', async () => {
    await expect(fetchPublic(clientWith(replyWith(200, [])), memberEndpoints.recent)).resolves.toEqual([]);
  });

  it('silently ignores a 409', async () => {
    await expect(fetchPublic(clientWith(replyWith(409, {})), memberEndpoints.recent)).resolves.toBeNull();
  });

  it('rethrows every other error', async () => {
    await expect(fetchPublic(clientWith(replyWith(404, {})), memberEndpoints.recent)).rejects.toBeInstanceOf(
      AxiosError,
    );
  });
});

describe('toApiError', () => {
  it('keeps the API message and names each bad field', async () => {
    const body = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Some fields need attention',
        details: { errors: [{ path: ['email'], message: 'Enter a valid e-mail address' }] },
      },
    };
    const error = await clientWith(replyWith(400, body))
      .post('/api/auth/local/register', {})
      .catch((e) => e);
    expect(toApiError(error)).toEqual({
      status: 400,
      message: 'Some fields need attention',
      fieldErrors: { email: 'Enter a valid e-mail address' },
      retryAfterSeconds: null,
    });
  });

  it('never shows the internals of a 5xx and reads Retry-After', async () => {
    const error = await clientWith(replyWith(503, { stack: 'secret' }, [], { 'retry-after': '60' }))
      .get('/x')
      .catch((e) => e);
    expect(toApiError(error)).toMatchObject({
      status: 503,
      message: expect.not.stringContaining('secret'),
      retryAfterSeconds: 60,
    });
  });

  it('passes on what our own 5xx answers tell the member, but never an unexpected failure', async () => {
    const own = {
      data: null,
      error: {
        status: 502,
        name: 'ServiceUnavailableError',
        message: 'The payment service did not answer.',
        details: {},
      },
    };
    const crash = {
      data: null,
      error: { status: 500, name: 'ApplicationError', message: 'Internal Server Error', details: {} },
    };
    const fail = (status: number, body: object) =>
      clientWith(replyWith(status, body))
        .get('/x')
        .catch((e) => e);
    expect(toApiError(await fail(502, own)).message).toBe('The payment service did not answer.');
    expect(toApiError(await fail(500, crash)).message).toBe('The server had a problem. Please try again in a moment.');
  });
});
