import { QueryObserver } from '@tanstack/react-query';
import { KEPT_COPY_REQUEST_HEADER, OFFLINE_COPY_HEADER } from '@matri/contracts';
import { createQueryClient } from '../query/create-query-client';
import { createHttp, createHttpClient, type HttpClientOptions } from './create-http-client';

const KEPT_AT = 'Wed, 25 Nov 2026 04:30:00 GMT';

/** What the client reads of fetch's Response (jsdom has no Response). */
function fakeResponse(status: number, text: string, headers: Record<string, string> = {}) {
  return { status, ok: status >= 200 && status < 300, headers: new Headers(headers), text: async () => text };
}

/**
 * A page the service worker controls, which keeps `kept` for the member's profile (none when undefined): the worker
 * answers a kept copy at once; the network answers when the test says, with `answerNetwork`.
 */
function controlledPage(kept?: unknown, { isControlled = true }: { isControlled?: boolean } = {}) {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: isControlled ? {} : null },
    configurable: true,
  });
  const sent: string[] = [];
  const waiting: ((data: unknown) => void)[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    if (new Headers(init.headers).has(KEPT_COPY_REQUEST_HEADER)) {
      sent.push(`kept copy of ${url}`);
      return kept === undefined
        ? fakeResponse(204, '')
        : fakeResponse(200, JSON.stringify(kept), { [OFFLINE_COPY_HEADER]: KEPT_AT });
    }
    sent.push(`network ${url}`);
    return new Promise((resolve) => waiting.push((data) => resolve(fakeResponse(200, JSON.stringify(data)))));
  }) as unknown as typeof fetch;
  const answerNetwork = async (data: unknown) => {
    await until(() => waiting.length > 0);
    waiting.shift()?.(data);
  };
  return { sent, answerNetwork };
}

/** Waits for the client's promises (the transport loads axios) until `isDone`. */
async function until(isDone: () => boolean) {
  for (let turn = 0; turn < 200 && !isDone(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  expect(isDone()).toBe(true);
}

function memberHttp(token: string | null, more: Partial<HttpClientOptions> = {}) {
  return createHttp(createHttpClient({ baseURL: '', getToken: () => token, ...more }));
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true });
});

describe("the service worker's kept copies", () => {
  it('show a page its last answer at once, marked, until the network’s answer replaces it in the query', async () => {
    const { sent, answerNetwork } = controlledPage({ fullName: 'Rohan as kept' });
    const onKeptCopy = jest.fn();
    const onKeptCopyReplaced = jest.fn();
    const http = memberHttp('jwt-1', { onKeptCopy, onKeptCopyReplaced });
    const client = createQueryClient();
    new QueryObserver(client, { queryKey: ['own'], queryFn: () => http.get('/api/users/me/profile') }).subscribe(
      () => undefined,
    );

    await until(() => client.getQueryData(['own']) !== undefined);
    expect(client.getQueryData(['own'])).toEqual({ fullName: 'Rohan as kept' });
    expect(onKeptCopy).toHaveBeenCalledWith('/api/users/me/profile', new Date(KEPT_AT));
    expect(onKeptCopyReplaced).not.toHaveBeenCalled();

    await answerNetwork({ fullName: 'Rohan now' });
    await until(() => onKeptCopyReplaced.mock.calls.length > 0);
    await until(() => (client.getQueryData(['own']) as { fullName?: string }).fullName === 'Rohan now');
    expect(onKeptCopyReplaced).toHaveBeenCalledWith('/api/users/me/profile');
    // The query asked again, and was given the answer already on its way: one request went to the network.
    expect(sent).toEqual(['kept copy of /api/users/me/profile', 'network /api/users/me/profile']);
  });

  it('are asked for once per address; the next request goes to the network alone', async () => {
    const { sent, answerNetwork } = controlledPage({ unread: 1 });
    const http = memberHttp('jwt-1');
    await expect(http.get('/api/conversations/unread')).resolves.toEqual({ unread: 1 });
    const next = http.get('/api/conversations/unread');
    await answerNetwork({ unread: 2 });
    await expect(next).resolves.toEqual({ unread: 2 });
    const again = http.get('/api/conversations/unread');
    await answerNetwork({ unread: 3 });
    await expect(again).resolves.toEqual({ unread: 3 });
    expect(sent.filter((request) => request.startsWith('kept copy'))).toHaveLength(1);
  });

  it('give way to the network’s answer when the worker keeps none for this session', async () => {
    const { sent, answerNetwork } = controlledPage(undefined);
    const onKeptCopy = jest.fn();
    const profile = memberHttp('jwt-2', { onKeptCopy }).get('/api/users/me/profile');
    await answerNetwork({ fullName: 'Kavya' });
    await expect(profile).resolves.toEqual({ fullName: 'Kavya' });
    expect(onKeptCopy).not.toHaveBeenCalled();
    expect(sent).toEqual(['kept copy of /api/users/me/profile', 'network /api/users/me/profile']);
  });

  it('are never asked for without a worker, without a member’s token, or for what the worker does not keep', async () => {
    const uncontrolled = controlledPage({ fullName: 'Rohan as kept' }, { isControlled: false });
    const first = memberHttp('jwt-1').get('/api/users/me/profile');
    await uncontrolled.answerNetwork({ fullName: 'Rohan now' });
    await expect(first).resolves.toEqual({ fullName: 'Rohan now' });
    expect(uncontrolled.sent).toEqual(['network /api/users/me/profile']);

    const controlled = controlledPage({ fullName: 'Rohan as kept' });
    const visitor = memberHttp(null).get('/api/users/me/profile');
    await controlled.answerNetwork({ error: 'Log in to continue.' });
    await expect(visitor).resolves.toEqual({ error: 'Log in to continue.' });
    const otherProfile = memberHttp('jwt-1').get('/api/profiles/SV1234');
    await controlled.answerNetwork({ fullName: 'Ishita' });
    await expect(otherProfile).resolves.toEqual({ fullName: 'Ishita' });
    expect(controlled.sent).toEqual(['network /api/users/me/profile', 'network /api/profiles/SV1234']);
  });
});
