import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { createSiblingApp, createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

/** Reads a Server-Sent Events stream event by event. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return async (): Promise<{ event: string; data: unknown }> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) return { event, data: JSON.parse(data) };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('The stream ended');
      buffered += decoder.decode(value, { stream: true });
    }
  };
}

/**
 * The next event whose counts differ from those the page holds. The message sent just before a stream opened is
 * notified over a LISTEN connection of its own, so on a busy machine it may reach the stream after the first counts
 * and tell the page again what it already shows: harmless, and not the event a test waits for.
 */
async function nextChange(
  events: () => Promise<{ event: string; data: unknown }>,
  shown: unknown,
): Promise<{ event: string; data: unknown }> {
  for (;;) {
    const next = await events();
    if (!isDeepStrictEqual(next.data, shown)) return next;
  }
}

describe('GET /api/notifications/stream', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let base: string;
  let x: TestMember;
  let y: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    other = await createSiblingApp(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    x = await signUpMember(t, { gender: 'female' });
    y = await signUpMember(t, { gender: 'male' });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** A bride and a groom who may write to each other: his interest, accepted. */
  const connectedPair = async () => {
    const bride = await signUpMember(t, { gender: 'female' });
    const groom = await signUpMember(t, { gender: 'male' });
    const interest = (
      await t.app.inject({
        method: 'POST',
        url: '/api/interests',
        headers: groom.auth,
        payload: { profileId: bride.profileId },
      })
    ).json();
    await t.app.inject({ method: 'POST', url: `/api/interests/${interest.id}/accept`, headers: bride.auth });
    return { bride, groom };
  };

  const openStream = async (member: TestMember, signal: AbortSignal) =>
    eventReader(
      (
        await fetch(`${base}/api/notifications/stream`, {
          headers: { ...member.auth, accept: 'text/event-stream' },
          signal,
        })
      ).body as ReadableStream<Uint8Array>,
    );

  it('sends the unread count at once and again when a change happens on another API process', async () => {
    const abort = new AbortController();
    const response = await fetch(`${base}/api/notifications/stream`, {
      headers: { ...x.auth, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([
      200,
      'text/event-stream; charset=utf-8',
      'no-store',
    ]);
    const next = eventReader(response.body as ReadableStream<Uint8Array>);
    expect(await next()).toEqual({ event: 'unread', data: { unread: 0, conversations: 0, latestMessageId: 0 } });

    // Y's interest is handled by the other process; X's stream is on this one.
    expect(
      (
        await other.inject({
          method: 'POST',
          url: '/api/interests',
          headers: y.auth,
          payload: { profileId: x.profileId },
        })
      ).statusCode,
    ).toBe(201);
    expect(await next()).toEqual({ event: 'unread', data: { unread: 1, conversations: 0, latestMessageId: 0 } });
    expect(
      (await other.inject({ method: 'POST', url: '/api/notifications/read', headers: x.auth, payload: {} })).statusCode,
    ).toBe(200);
    expect(await next()).toEqual({ event: 'unread', data: { unread: 0, conversations: 0, latestMessageId: 0 } });
    abort.abort();
  });

  it('tells both members’ pages of a message sent through another API process, and of its read mark', async () => {
    const { bride, groom } = await connectedPair();
    const abort = new AbortController();
    const streamOf = (member: TestMember) => openStream(member, abort.signal);
    const brideEvents = await streamOf(bride);
    const groomEvents = await streamOf(groom);
    // Each was told of the interest: received, and accepted.
    expect((await brideEvents()).data).toEqual({ unread: 1, conversations: 0, latestMessageId: 0 });
    expect((await groomEvents()).data).toEqual({ unread: 1, conversations: 0, latestMessageId: 0 });

    const sent = await other.inject({
      method: 'POST',
      url: `/api/conversations/${bride.profileId}/messages`,
      headers: groom.auth,
      payload: { text: 'Namaste, may my parents call yours?' },
    });
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json().id;
    // Only the reader is told: the writer's counts do not change by writing.
    const told = { unread: 1, conversations: 0, latestMessageId: 0 };
    expect((await nextChange(brideEvents, told)).data).toEqual({
      unread: 1,
      conversations: 1,
      latestMessageId: messageId,
    });

    await other.inject({
      method: 'POST',
      url: `/api/conversations/${groom.profileId}/read`,
      headers: bride.auth,
      payload: { upTo: messageId },
    });
    expect((await nextChange(brideEvents, { unread: 1, conversations: 1, latestMessageId: messageId })).data).toEqual({
      unread: 1,
      conversations: 0,
      latestMessageId: messageId,
    });
    // The groom's page is told, fetches the conversation and shows the mark.
    expect((await nextChange(groomEvents, told)).data).toEqual({
      unread: 1,
      conversations: 0,
      latestMessageId: messageId,
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${bride.profileId}`,
      headers: groom.auth,
    });
    expect(seen.json().messages.map((m: { status: string }) => m.status)).toEqual(['read']);
    abort.abort();
  });

  it('gives each of two pages told at the same moment its own counts (counts are read together)', async () => {
    const { bride, groom } = await connectedPair();
    const send = async (from: TestMember, to: TestMember, text: string): Promise<number> =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/conversations/${to.profileId}/messages`,
          headers: from.auth,
          payload: { text },
        })
      ).json().id;
    const admirer = await signUpMember(t, { gender: 'female' });
    await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: admirer.auth,
      payload: { profileId: groom.profileId },
    });
    const latest = await send(groom, bride, 'Namaste, may my parents call yours this Sunday?');
    const abort = new AbortController();
    const streamOf = (member: TestMember) => openStream(member, abort.signal);
    const brideEvents = await streamOf(bride);
    const groomEvents = await streamOf(groom);
    expect((await brideEvents()).data).toEqual({ unread: 1, conversations: 1, latestMessageId: latest });
    expect((await groomEvents()).data).toEqual({ unread: 2, conversations: 0, latestMessageId: latest });

    // Reading tells both pages at once: the bride's badge clears; the groom's bell still counts two notifications.
    await other.inject({
      method: 'POST',
      url: `/api/conversations/${groom.profileId}/read`,
      headers: bride.auth,
      payload: { upTo: latest },
    });
    expect((await nextChange(brideEvents, { unread: 1, conversations: 1, latestMessageId: latest })).data).toEqual({
      unread: 1,
      conversations: 0,
      latestMessageId: latest,
    });
    expect((await groomEvents()).data).toEqual({ unread: 2, conversations: 0, latestMessageId: latest });
    abort.abort();
  });

  it('answers 406 to a caller that does not ask for a stream, and 429 past five open streams of one member', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/notifications/stream', headers: x.auth });
    expect([plain.statusCode, plain.json().error.message]).toEqual([
      406,
      'This address sends a stream of events: ask for text/event-stream.',
    ]);
    const abort = new AbortController();
    const open = async () =>
      fetch(`${base}/api/notifications/stream`, {
        headers: { ...y.auth, accept: 'text/event-stream' },
        signal: abort.signal,
      });
    const streams = [];
    for (let i = 0; i < 5; i += 1) streams.push(await open());
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await open();
    expect(sixth.status).toBe(429);
    abort.abort();
    // Closed pages give their places back: the member can follow again at once.
    for (let attempt = 0; ; attempt += 1) {
      const again = await fetch(`${base}/api/notifications/stream`, {
        headers: { ...y.auth, accept: 'text/event-stream' },
        signal: AbortSignal.timeout(2000),
      });
      await again.body?.cancel();
      if (again.status === 200) break;
      expect(attempt).toBeLessThan(20);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
