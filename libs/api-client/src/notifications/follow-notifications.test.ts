import { followNotifications } from './follow-notifications';

/** A fetch answer whose body hands out the given chunks, then ends. */
function streamAnswer(status: number, chunks: string[]) {
  const encoder = new TextEncoder();
  const queue = [...chunks];
  return {
    status,
    ok: status >= 200 && status < 300,
    body: {
      getReader: () => ({
        read: async () =>
          queue.length ? { value: encoder.encode(queue.shift()), done: false } : { value: undefined, done: true },
      }),
    },
  } as unknown as Response;
}

describe('followNotifications', () => {
  it('sends the token as a header, reports each event even when split across chunks, and reconnects after the stream ends', async () => {
    const controller = new AbortController();
    const calls: RequestInit[] = [];
    const answers = [
      streamAnswer(200, [
        'retry: 5000\n\nevent: unread\ndata: {"unread":0}\n\n',
        'event: unr',
        'ead\ndata: {"unread":1}\n\n',
      ]),
      streamAnswer(503, []),
      streamAnswer(200, ['event: unread\ndata: {"unread":1}\n\n']),
    ];
    let changes = 0;
    const fetchImpl = jest.fn(async (_url: string, init: RequestInit) => {
      calls.push(init);
      const answer = answers.shift();
      if (!answer) controller.abort();
      return answer ?? streamAnswer(200, []);
    });
    await followNotifications({
      baseURL: 'https://example.in',
      getToken: () => 'the-token',
      onChange: () => (changes += 1),
      onOpened: () => undefined,
      signal: controller.signal,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      firstRetryMs: 1,
    });
    expect(fetchImpl.mock.calls[0][0]).toBe('https://example.in/api/notifications/stream');
    expect(calls[0].headers).toEqual({ accept: 'text/event-stream', authorization: 'Bearer the-token' });
    expect(changes).toBe(3);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it("gives the first stream's opening counts to onOpened, and a reconnect's to onChange", async () => {
    const controller = new AbortController();
    const opening = 'event: unread\ndata: {"unread":2,"conversations":1,"latestMessageId":40}\n\n';
    const answers = [
      streamAnswer(200, [
        `retry: 5000\n\n${opening}`,
        'event: unread\ndata: {"unread":3,"conversations":1,"latestMessageId":40}\n\n',
      ]),
      streamAnswer(200, [opening]),
    ];
    const seen: string[] = [];
    const fetchImpl = jest.fn(async () => {
      const answer = answers.shift();
      if (!answer) controller.abort();
      return answer ?? streamAnswer(200, []);
    });
    await followNotifications({
      baseURL: '',
      getToken: () => 'the-token',
      onChange: () => seen.push('change'),
      onOpened: (counts) =>
        seen.push(`opened with ${counts.unread}, ${counts.conversations}, ${counts.latestMessageId}`),
      signal: controller.signal,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      firstRetryMs: 1,
    });
    expect(seen).toEqual(['opened with 2, 1, 40', 'change', 'change']);
  });

  it('stops when the API refuses the session, and never starts without one', async () => {
    const fetchImpl = jest.fn(async () => streamAnswer(401, []));
    const options = {
      baseURL: '',
      onChange: () => undefined,
      onOpened: () => undefined,
      signal: new AbortController().signal,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      firstRetryMs: 1,
    };
    await followNotifications({ ...options, getToken: () => 'ended' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await followNotifications({ ...options, getToken: () => null });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
