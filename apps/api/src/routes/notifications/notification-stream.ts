import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, serverSentEvent, say } from '@matri/contracts';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { memberCounts } from '../../modules/conversations';
import type { MemberEvents } from '../../modules/conversations';

/** Open streams a member may hold on one API process (a few tabs and phones). */
const STREAMS_PER_MEMBER = 5;
/** A stream ends after this long, so a session ended meanwhile (sign out everywhere) stops being followed; browsers reconnect. */
const STREAM_MAX_MS = 15 * 60 * 1000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/notifications/stream: the bell's and the Messages badge's counts at once and again on every change, as
 * Server-Sent Events, whichever API process the change happened on (member events over LISTEN/NOTIFY). Only counts
 * travel: an event tells the page to fetch what changed (a new message, a read mark), so a message reaches the page
 * exactly once however many events it missed while reconnecting.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod<{ db: Database; events: MemberEvents }> = async (
  app,
  { db, events },
) => {
  const openByMember = new Map<number, number>();
  const open = new Set<() => void>();
  // Streams never end by themselves: closing the API ends them, or it would wait for them.
  app.addHook('preClose', async () => open.forEach((end) => end()));

  registerEndpoint(app, endpoints.notifications.stream, async (request, reply) => {
    if (!request.headers.accept?.includes('text/event-stream')) {
      throw new ApiError(
        406,
        'NotAcceptableError',
        say({
          en: 'This address sends a stream of events: ask for text/event-stream.',
          hi: 'यह पता घटनाओं की धारा भेजता है: text/event-stream माँगें।',
        }),
      );
    }
    const memberId = requireMember(request).id;
    const held = openByMember.get(memberId) ?? 0;
    if (held >= STREAMS_PER_MEMBER) {
      throw new ApiError(
        429,
        'RateLimitError',
        say({
          en: 'Too many open pages follow your notifications. Close some and reload this one.',
          hi: 'बहुत सारे खुले पेज आपकी सूचनाएँ देख रहे हैं। कुछ बंद करें और यह पेज फिर से लोड करें।',
        }),
        [],
        { 'retry-after': '60' },
      );
    }
    openByMember.set(memberId, held + 1);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx would otherwise hold the events back in its buffer.
      'x-accel-buffering': 'no',
      // The connection ends with the stream (the browser opens a new one), so a closing API never waits for it.
      connection: 'close',
    });
    raw.write('retry: 5000\n\n');
    let isOver = false;
    // Never after the stream ended (a count may come back from the database after the page left).
    const write = (text: string) => {
      if (!isOver) raw.write(text);
    };
    let sending = Promise.resolve();
    // Changes that come while counts are being read are told by one event after it, not one each: a burst of
    // messages costs the database one read per stream, and the last event still carries the newest state.
    let isQueued = false;
    const sendUnread = () => {
      if (isQueued) return;
      isQueued = true;
      sending = sending
        .then(async () => {
          isQueued = false;
          const counts = await memberCounts(db, memberId);
          write(serverSentEvent({ event: 'unread', data: JSON.stringify(counts) }));
        })
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'unread count not sent; the page refetches on its own'),
        );
    };
    const unsubscribe = events.subscribe(memberId, sendUnread);
    const heartbeat = setInterval(() => write(': still here\n\n'), HEARTBEAT_MS);
    const limit = setTimeout(() => end(), STREAM_MAX_MS);
    const end = () => {
      if (isOver) return;
      isOver = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(limit);
      open.delete(end);
      const left = (openByMember.get(memberId) ?? 1) - 1;
      if (left > 0) openByMember.set(memberId, left);
      else openByMember.delete(memberId);
      raw.end();
    };
    open.add(end);
    raw.on('close', end);
    // A connection cut while writing ends the stream; it must not become an unhandled error.
    raw.on('error', end);
    sendUnread();
    return reply;
  });
};
