import { readServerSentEvents, serverSentEvent } from './server-sent-events';

describe('readServerSentEvents', () => {
  it('returns the complete events, skips comments and retry lines, and keeps the unfinished rest', () => {
    const { events, rest } = readServerSentEvents(
      'retry: 5000\n\nevent: unread\ndata: {"unread":2}\n\n: still here\n\nevent: unr',
    );
    expect(events).toEqual([{ event: 'unread', data: '{"unread":2}' }]);
    expect(rest).toBe('event: unr');
  });

  it('reads back what serverSentEvent writes', () => {
    const written = [
      { event: 'unread', data: '{"unread":1,"conversations":2}' },
      { event: 'unread', data: '{"unread":0}' },
    ];
    expect(readServerSentEvents(written.map(serverSentEvent).join(''))).toEqual({ events: written, rest: '' });
  });
});
