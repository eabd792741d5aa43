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
      signal: controller.signal,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      firstRetryMs: 1,
    });
    expect(fetchImpl.mock.calls[0][0]).toBe('https://example.in/api/notifications/stream');
    expect(calls[0].headers).toEqual({ accept: 'text/event-stream', authorization: 'Bearer the-token' });
    expect(changes).toBe(3);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('stops when the API refuses the session, and never starts without one', async () => {
    const fetchImpl = jest.fn(async () => streamAnswer(401, []));
    const options = {
      baseURL: '',
      onChange: () => undefined,
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
