import { createHttp, createHttpClient, dropEarlyAnswers, type HttpClientOptions } from './create-http-client';
import { HttpError } from './http-error';
import { fetchPublic } from './fetch-public';
import { toApiError } from './api-error';
import { memberEndpoints } from '@matri/contracts';

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** What the client reads of fetch's Response (jsdom has no Response). */
function fakeResponse(status: number, text: string, headers: Record<string, string>) {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(headers),
    text: async () => text,
    blob: async () => new Blob([text]),
  };
}

/** The browser's fetch answering every request with `status` and `data` (JSON), recording what was sent. */
function replyWith(status: number, data: unknown, seen: Sent[] = [], headers: Record<string, string> = {}) {
  return jest.fn(async (url: string, init: RequestInit) => {
    seen.push({ method: String(init.method), url, headers: new Headers(init.headers), body: init.body });
    return fakeResponse(status, typeof data === 'string' ? data : JSON.stringify(data), headers);
  });
}

function clientWith(
  fetch: ReturnType<typeof replyWith>,
  token: string | null = null,
  more: Partial<HttpClientOptions> = {},
) {
  global.fetch = fetch as unknown as typeof global.fetch;
  return createHttp(createHttpClient({ baseURL: 'https://api.example.in', getToken: () => token, ...more }));
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('createHttpClient', () => {
  it('reports an ended session when the API refuses the token sent, not when no token was sent', async () => {
    const onSessionEnded = jest.fn();
    const refused = replyWith(401, { error: { message: 'Log in to continue.' } });
    await expect(clientWith(refused, null, { onSessionEnded }).get('/api/users/me')).rejects.toBeDefined();
    expect(onSessionEnded).not.toHaveBeenCalled();
    await expect(clientWith(refused, 'jwt-ended', { onSessionEnded }).get('/api/users/me')).rejects.toBeDefined();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('sends the base address and the bearer header from the jwt on every request, a body as JSON', async () => {
    const seen: Sent[] = [];
    const http = clientWith(replyWith(200, { ok: true }, seen), 'jwt-123');
    await expect(http.get('/api/users/1')).resolves.toEqual({ ok: true });
    await http.patch('/api/users/1', { a: 1 });
    await http.del('/api/users/1');
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['GET', 'https://api.example.in/api/users/1'],
      ['PATCH', 'https://api.example.in/api/users/1'],
      ['DELETE', 'https://api.example.in/api/users/1'],
    ]);
    expect(seen[0].headers.get('Authorization')).toBe('Bearer jwt-123');
    expect(seen[0].headers.get('Accept')).toBe('application/json');
    expect(seen[1].body).toBe('{"a":1}');
    expect(seen[1].headers.get('Content-Type')).toBe('application/json');
  });

  it('sends a form as it is, and JSON text as JSON', async () => {
    const seen: Sent[] = [];
    const http = clientWith(replyWith(200, {}, seen));
    const form = new FormData();
    form.append('photo', new Blob(['x']), 'p.jpg');
    await http.post('/api/users/me/photos', form);
    await http.post('/api/imports', '[{"row":1}]');
    expect(seen[0].body).toBe(form);
    expect(seen[0].headers.has('Content-Type')).toBe(false);
    expect(seen[1].body).toBe('[{"row":1}]');
    expect(seen[1].headers.get('Content-Type')).toBe('application/json');
  });

  it('answers a file as its bytes when asked for a blob', async () => {
    const http = clientWith(replyWith(200, 'a,b\n1,2'));
    const answer = await http.get<Blob>('/api/invoices/1.pdf', { responseType: 'blob' });
    expect(answer).toBeInstanceOf(Blob);
    expect(answer.size).toBe(7);
  });

  it('sends a request without a body without a content type (the API refuses a form type it cannot read)', async () => {
    const seen: Sent[] = [];
    await clientWith(replyWith(200, {}, seen), 'jwt').post('/api/auth/sign-out');
    expect(seen[0].body).toBeUndefined();
    expect(seen[0].headers.has('Content-Type')).toBe(false);
  });

  it('sends no bearer header without a jwt', async () => {
    const seen: Sent[] = [];
    await clientWith(replyWith(200, {}, seen)).post('/api/contact', { a: 1 });
    expect(seen[0].headers.has('Authorization')).toBe(false);
  });

  it('asks for the language the page is read in, as it is read at each request', async () => {
    const seen: Sent[] = [];
    let language: string | null = 'hi-IN';
    const http = clientWith(replyWith(200, {}, seen), null, { getLanguage: () => language });
    await http.get('/api/plans');
    language = null;
    await http.get('/api/plans');
    expect(seen[0].headers.get('Accept-Language')).toBe('hi-IN');
    expect(seen[1].headers.has('Accept-Language')).toBe(false);
  });

  it('says a request that never got an answer failed, with no response, and one cancelled too', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof global.fetch;
    const http = createHttp(createHttpClient({ baseURL: '', getToken: () => null }));
    const error = await http.get('/api/plans').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toBeUndefined();
    expect(toApiError(error).message).toBe(
      'We could not reach the server. Check your internet connection and try again.',
    );
    const cancelled = new AbortController();
    cancelled.abort();
    global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      return fakeResponse(200, '{}', {});
    }) as unknown as typeof global.fetch;
    await expect(http.get('/api/plans', { signal: cancelled.signal })).rejects.toBeInstanceOf(HttpError);
  });

  it('tells when the API sent an answer the service worker gave from its copies, and only then', async () => {
    const onOfflineCopy = jest.fn();
    const sentAt = 'Thu, 26 Nov 2026 09:30:00 GMT';
    const make = (headers: Record<string, string>) =>
      clientWith(replyWith(200, { ok: true }, [], headers), 'jwt', { onOfflineCopy });
    await expect(make({ date: 'Thu, 26 Nov 2026 10:00:00 GMT' }).get('/api/users/me')).resolves.toEqual({ ok: true });
    await make({ 'x-offline-copy': 'not a date' }).get('/api/users/me');
    expect(onOfflineCopy).not.toHaveBeenCalled();
    await expect(make({ 'x-offline-copy': sentAt }).get('/api/users/me')).resolves.toEqual({ ok: true });
    expect(onOfflineCopy).toHaveBeenCalledWith(new Date(sentAt));
  });

  it('passes errors on as rejections', async () => {
    await expect(clientWith(replyWith(500, 'boom')).put('/x', {})).rejects.toBeInstanceOf(HttpError);
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
    await expect(fetchPublic(clientWith(replyWith(404, {})), memberEndpoints.recent)).rejects.toBeInstanceOf(HttpError);
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

describe('the answers index.html asked for early', () => {
  /** What index.html's head leaves for the page: `early` as the answer to its GET of `address`, sent with `token`. */
  const answerEarly = (address: string, early: ReturnType<typeof fakeResponse>, token: string) => {
    window.__earlyAnswers = {
      base: 'https://api.example.in',
      token,
      answers: { [address]: Promise.resolve(early as unknown as Response) },
    };
  };

  afterEach(() => {
    delete window.__earlyAnswers;
  });

  it('answer the first GET of their address with the same base and token, once; the next one goes out', async () => {
    const early = fakeResponse(200, '{"id":7}', {});
    answerEarly('/api/users/me', early, 'jwt-1');
    const seen: Sent[] = [];
    const http = clientWith(replyWith(200, { id: 8 }, seen), 'jwt-1');
    await expect(http.get('/api/users/me')).resolves.toEqual({ id: 7 });
    await expect(http.get('/api/users/me')).resolves.toEqual({ id: 8 });
    expect(seen.map((sent) => sent.url)).toEqual(['https://api.example.in/api/users/me']);
  });

  it('are left alone for another member’s token or another address', async () => {
    const early = fakeResponse(200, '{"id":7}', {});
    answerEarly('/api/users/me', early, 'jwt-1');
    await expect(clientWith(replyWith(200, { id: 9 }), 'jwt-2').get('/api/users/me')).resolves.toEqual({ id: 9 });
    await expect(clientWith(replyWith(200, { id: 9 }), 'jwt-1').get('/api/users/me/profile')).resolves.toEqual({
      id: 9,
    });
  });

  it('once dropped, are never handed out: a later first GET of their address goes out', async () => {
    const early = fakeResponse(200, '{"id":7}', {});
    answerEarly('/api/conversations/HS100024', early, 'jwt-1');
    dropEarlyAnswers();
    const http = clientWith(replyWith(200, { id: 8 }), 'jwt-1');
    await expect(http.get('/api/conversations/HS100024')).resolves.toEqual({ id: 8 });
  });

  it('tell a refusal as any answer does: an ended session ends here too', async () => {
    const onSessionEnded = jest.fn();
    const early = fakeResponse(401, '{"error":{"message":"Log in to continue."}}', {});
    answerEarly('/api/users/me', early, 'jwt-ended');
    const http = clientWith(replyWith(200, {}), 'jwt-ended', { onSessionEnded });
    await expect(http.get('/api/users/me')).rejects.toBeInstanceOf(HttpError);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });
});
