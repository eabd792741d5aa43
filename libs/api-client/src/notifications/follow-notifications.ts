import { endpointUrl, notificationEndpoints, readServerSentEvents, type UnreadEvent } from '@matri/contracts';

export interface FollowNotificationsOptions {
  baseURL: string;
  getToken: () => string | null;
  /** Something changed for the member (or may have, after a reconnect): the page refetches what it shows. */
  onChange: () => void;
  /**
   * The counts the first stream opened with, in place of its first onChange: the page has just fetched what it shows,
   * so it refetches only what disagrees with them.
   */
  onOpened: (counts: UnreadEvent) => void;
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
  /** Waits between attempts (tests shorten them). */
  firstRetryMs?: number;
}

const MAX_RETRY_MS = 60_000;

/** An event's counts as the API sends them; undefined for anything else, which the page takes as a change. */
function countsOf(data: string): UnreadEvent | undefined {
  try {
    const counts = JSON.parse(data) as Partial<UnreadEvent> | null;
    return typeof counts?.unread === 'number' &&
      typeof counts.conversations === 'number' &&
      typeof counts.latestMessageId === 'number'
      ? (counts as UnreadEvent)
      : undefined;
  } catch {
    return undefined;
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Follows the member's notifications over GET /api/notifications/stream (Server-Sent Events read with fetch, which,
 * unlike EventSource, sends the member's token as a header, never in the address). Calls onChange on every event but
 * the first stream's opening one (onOpened); the API sends one as soon as a stream opens, so a reconnect also catches
 * up on what was missed. Reconnects by itself, waiting 1 s, then twice as long each time up to a minute; stops when
 * `signal` aborts or the API refuses the session.
 */
export async function followNotifications(options: FollowNotificationsOptions): Promise<void> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const firstRetryMs = options.firstRetryMs ?? 1000;
  let retryMs = firstRetryMs;
  let isOpening = true;
  while (!options.signal.aborted) {
    const token = options.getToken();
    if (!token) return;
    try {
      const response = await fetchImpl(`${options.baseURL}${endpointUrl(notificationEndpoints.stream)}`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
        signal: options.signal,
      });
      if (response.status === 401) return;
      if (response.ok && response.body) {
        retryMs = firstRetryMs;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffered = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { events, rest } = readServerSentEvents(buffered + decoder.decode(value, { stream: true }));
          buffered = rest;
          if (events.length === 0) continue;
          const counts = isOpening ? countsOf(events[0].data) : undefined;
          isOpening = false;
          if (counts && events.length === 1) options.onOpened(counts);
          else options.onChange();
        }
      }
    } catch {
      // A dropped connection or an aborted one: the loop decides.
    }
    if (options.signal.aborted) return;
    await pause(retryMs, options.signal);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }
}
