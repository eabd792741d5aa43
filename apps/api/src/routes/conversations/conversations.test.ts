import { eq } from 'drizzle-orm';
import {
  CONTACT_SHARE_QUESTION,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_DAY,
} from '@matri/contracts';
import { defaultPlans } from '@matri/membership';
import { conversations, users } from '../../db/schema';
import { purgeDeletedAccounts } from '../../modules/account';
import { createLocalPhotoStore } from '../../modules/photos';
import { givePlan } from '../../testing/give-plan';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const call = (member: TestMember, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: member.auth, ...(payload ? { payload } : {}) });

const write = (from: TestMember, to: TestMember, text: string, extra: object = {}) =>
  call(from, 'POST', `/api/conversations/${to.profileId}/messages`, { text, ...extra });

const history = async (member: TestMember, other: TestMember, cursor?: number) =>
  (await call(member, 'GET', `/api/conversations/${other.profileId}${cursor ? `?cursor=${cursor}` : ''}`)).json();

const list = async (member: TestMember, cursor?: number) =>
  (await call(member, 'GET', `/api/conversations${cursor ? `?cursor=${cursor}` : ''}`)).json();

const unread = async (member: TestMember) =>
  (await call(member, 'GET', '/api/conversations/unread')).json().conversations as number;

/** A bride and a groom whose interest was accepted. */
async function connectedPair(names = ['Kavya Rao', 'Rohan Kulkarni']) {
  const bride = await signUpMember(t, { fullName: names[0] });
  const groom = await signUpMember(t, { fullName: names[1], gender: 'male', dateOfBirth: '1993-04-12' });
  await connect(groom, bride);
  return { bride, groom };
}

async function connect(from: TestMember, to: TestMember) {
  const sent = await call(from, 'POST', '/api/interests', { profileId: to.profileId });
  expect((await call(to, 'POST', `/api/interests/${sent.json().id}/accept`)).statusCode).toBe(200);
}

describe('who may write to whom', () => {
  it('lets connected members write both ways, and no one else', async () => {
    const { bride, groom } = await connectedPair();
    const stranger = await signUpMember(t, { gender: 'male' });

    expect((await write(stranger, bride, 'Hello')).json()).toMatchObject({
      error: { status: 403, message: 'You can write to a member once one of you has accepted the other’s interest.' },
    });
    const pending = await signUpMember(t, { gender: 'male' });
    await call(pending, 'POST', '/api/interests', { profileId: bride.profileId });
    expect((await write(pending, bride, 'Hello')).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/api/conversations/${bride.profileId}`)).statusCode).toBe(404);

    const first = await write(groom, bride, 'Namaste Kavya ji, how are you?');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ fromMe: true, text: 'Namaste Kavya ji, how are you?', status: 'sent' });
    expect((await write(bride, groom, 'Namaste! I am well.')).statusCode).toBe(201);
    expect((await write(groom, { ...bride, profileId: 'SV999999' }, 'Hello')).statusCode).toBe(404);
  });

  it('refuses an empty message, one over 1,000 characters, and fields it does not know', async () => {
    const { bride, groom } = await connectedPair();
    for (const [payload, message] of [
      [{ text: '   ' }, 'Write a message'],
      [{ text: 'a'.repeat(1001) }, 'Use at most 1,000 characters'],
      [{ text: 'Hello', urgent: true }, 'urgent'],
    ] as const) {
      const response = await call(groom, 'POST', `/api/conversations/${bride.profileId}/messages`, payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error)).toContain(message);
    }
    expect((await write(groom, bride, 'a'.repeat(1000))).statusCode).toBe(201);
  });

  it('ends the conversation for both at a block either way: it disappears and sending is not found', async () => {
    const { bride, groom } = await connectedPair();
    await write(groom, bride, 'Shall our parents talk this weekend?');
    expect((await list(bride)).results).toHaveLength(1);
    expect((await call(bride, 'POST', '/api/blocks', { profileId: groom.profileId })).statusCode).toBe(201);

    for (const [me, other] of [
      [bride, groom],
      [groom, bride],
    ]) {
      expect((await list(me)).results).toEqual([]);
      expect(await unread(me)).toBe(0);
      expect((await call(me, 'GET', `/api/conversations/${other.profileId}`)).statusCode).toBe(404);
      expect((await write(me, other, 'Hello?')).statusCode).toBe(404);
    }
  });

  it('keeps a conversation readable, not writable, once the other member hides, is suspended or leaves', async () => {
    const { bride, groom } = await connectedPair();
    await write(bride, groom, 'My parents liked your profile.');
    for (const [status, name] of [
      ['hidden', 'Member has hidden their profile'],
      ['suspended', 'Member no longer on the site'],
      ['deleted', 'Member no longer on the site'],
    ] as const) {
      await t.database.db.update(users).set({ status }).where(eq(users.id, groom.id));
      const [line] = (await list(bride)).results;
      expect(line).toMatchObject({ isReadOnly: true, member: { full_name: name, photo: null } });
      const conversation = await history(bride, groom);
      expect(conversation).toMatchObject({ isReadOnly: true, member: { full_name: name } });
      expect(conversation.messages.map((m: { text: string }) => m.text)).toEqual(['My parents liked your profile.']);
      expect((await write(bride, groom, 'Are you there?')).json()).toMatchObject({
        error: { status: 403, message: 'This member is no longer on the site, so the conversation can only be read.' },
      });
    }

    // Once the account is erased the conversation has no other member at all, and still lists.
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, groom.id));
    expect(await purgeDeletedAccounts(t.database.db, createLocalPhotoStore(t.uploadsDir))).toBeGreaterThanOrEqual(1);
    expect((await list(bride)).results).toMatchObject([
      {
        isReadOnly: true,
        member: { profileId: null, full_name: 'Member no longer on the site' },
        lastMessage: { text: 'My parents liked your profile.' },
      },
    ]);
  });
});

describe('the list, the history and the marks', () => {
  it('lists conversations newest first with the last message, unread counts and the badge', async () => {
    const bride = await signUpMember(t, { fullName: 'Sneha Joshi' });
    const grooms = [];
    for (const name of ['Amit Deshpande', 'Vikram Patil', 'Nikhil Gokhale']) {
      const groom = await signUpMember(t, { fullName: name, gender: 'male', dateOfBirth: '1992-01-05' });
      await connect(groom, bride);
      grooms.push(groom);
    }
    await write(grooms[0], bride, 'Hello from Amit');
    await write(grooms[1], bride, 'Hello from Vikram');
    await write(grooms[1], bride, 'Are you free to talk on Sunday?');
    await write(bride, grooms[2], 'Namaste Nikhil');
    await write(grooms[0], bride, 'Our families are both from Pune');

    const { results, nextCursor } = await list(bride);
    expect(nextCursor).toBeNull();
    expect(
      results.map((line: { member: { full_name: string }; lastMessage: { text: string }; unread: number }) => [
        line.member.full_name,
        line.lastMessage.text,
        line.unread,
      ]),
    ).toEqual([
      ['Amit Deshpande', 'Our families are both from Pune', 2],
      ['Nikhil Gokhale', 'Namaste Nikhil', 0],
      ['Vikram Patil', 'Are you free to talk on Sunday?', 2],
    ]);
    expect(await unread(bride)).toBe(2);
    expect(await unread(grooms[2])).toBe(1);
  });

  it('pages the list by the last message, never repeating or skipping one', async () => {
    const groom = await signUpMember(t, { fullName: 'Karan Malhotra', gender: 'male', dateOfBirth: '1990-06-01' });
    const count = CONVERSATIONS_PAGE_SIZE + 3;
    // More than a day's new conversations: the rest were started by the brides.
    for (let i = 0; i < count; i += 1) {
      const bride = await signUpMember(t, { fullName: `Bride Pagingqz ${String.fromCharCode(65 + i)}` });
      await connect(bride, groom);
      await write(bride, groom, `Message ${i}`);
    }
    const first = await list(groom);
    expect(first.results).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    const second = await list(groom, first.nextCursor);
    expect(second.nextCursor).toBeNull();
    const texts = [...first.results, ...second.results].map((line: { lastMessage: { text: string } }) =>
      Number(line.lastMessage.text.split(' ')[1]),
    );
    expect(texts).toEqual(Array.from({ length: count }, (_, i) => count - 1 - i));
  });

  it('pages a history upwards, oldest first within a page', async () => {
    const { bride, groom } = await connectedPair();
    const total = MESSAGES_PAGE_SIZE + 5;
    for (let i = 0; i < total; i += 1) {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, groom.id));
      await write(i % 2 ? bride : groom, i % 2 ? groom : bride, `Line ${i}`);
    }
    const latest = await history(bride, groom);
    expect(latest.messages.map((m: { text: string }) => m.text)).toEqual(
      Array.from({ length: MESSAGES_PAGE_SIZE }, (_, i) => `Line ${i + 5}`),
    );
    const older = await history(bride, groom, latest.olderCursor);
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual([
      'Line 0',
      'Line 1',
      'Line 2',
      'Line 3',
      'Line 4',
    ]);
    expect(older.olderCursor).toBeNull();
  });

  it('marks my messages delivered when their page fetches them, and read when they read them', async () => {
    const { bride, groom } = await connectedPair();
    const sent = (await write(groom, bride, 'Namaste')).json();
    const statusOf = async () =>
      (await history(groom, bride)).messages.find((m: { id: number }) => m.id === sent.id).status;
    expect(await statusOf()).toBe('sent');
    await list(bride);
    expect(await statusOf()).toBe('delivered');
    expect(await unread(bride)).toBe(1);
    const read = await call(bride, 'POST', `/api/conversations/${groom.profileId}/read`, { upTo: sent.id });
    expect(read.statusCode).toBe(204);
    expect(await statusOf()).toBe('read');
    expect(await unread(bride)).toBe(0);
    // A late mark from another tab never moves it back.
    await call(bride, 'POST', `/api/conversations/${groom.profileId}/read`, { upTo: 1 });
    expect(await statusOf()).toBe('read');
  });

  it('opens an empty conversation with a connected member, to write the first message in', async () => {
    const { bride, groom } = await connectedPair(['Ishita Sen', 'Arnab Ghosh']);
    expect(await history(bride, groom)).toMatchObject({
      member: { profileId: groom.profileId, full_name: 'Arnab Ghosh' },
      messages: [],
      olderCursor: null,
      isReadOnly: false,
    });
  });
});

describe('safety', () => {
  it('asks before contact details go to a member who cannot see mine yet, and sends once confirmed', async () => {
    const { bride, groom } = await connectedPair();
    await call(bride, 'PATCH', '/api/users/me/privacy', { contactVisibility: 'nobody' });
    const asked = await write(bride, groom, 'Call me on 98765 43210');
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toMatchObject({
      message: CONTACT_SHARE_QUESTION.en,
      details: { errors: [{ path: ['confirmedContactShare'], message: CONTACT_SHARE_QUESTION.en }] },
    });
    expect((await history(bride, groom)).isMyContactShared).toBe(false);
    const sent = await write(bride, groom, 'Call me on 98765 43210', { confirmedContactShare: true });
    expect(sent.statusCode).toBe(201);
    // From a connection, a number is no warning sign for the receiver.
    expect((await history(groom, bride)).messages.at(-1)).toMatchObject({
      text: 'Call me on 98765 43210',
      warning: null,
    });
    // Once my contact details reach them anyway, a number needs no question.
    await call(bride, 'PATCH', '/api/users/me/privacy', { contactVisibility: 'accepted' });
    expect((await write(bride, groom, 'or on 91234 56789')).statusCode).toBe(201);
  });

  it('marks a received money request with a warning, on the receiver’s side only', async () => {
    const { bride, groom } = await connectedPair();
    await write(groom, bride, 'My parcel is stuck at customs, please pay the clearance fee');
    await write(groom, bride, 'How was your day?');
    expect((await history(bride, groom)).messages.map((m: { warning: string | null }) => m.warning)).toEqual([
      'money-request',
      null,
    ]);
    expect((await history(groom, bride)).messages.map((m: { warning: string | null }) => m.warning)).toEqual([
      null,
      null,
    ]);
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages a minute, then says when to try again and stores nothing`, async () => {
    const { bride, groom } = await connectedPair();
    // A number in the text then takes the path that asks first: it is counted there as well.
    await call(groom, 'PATCH', '/api/users/me/privacy', { contactVisibility: 'nobody' });
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1)
      expect((await write(groom, bride, `Hi ${i}`)).statusCode).toBe(201);
    for (const [text, extra] of [
      ['One more', {}],
      ['My number is 98450 12345', {}],
      ['My number is 98450 12345', { confirmedContactShare: true }],
    ] as const) {
      const refused = await write(groom, bride, text, extra);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Too many attempts\. Try again in (\d+ seconds?|1 minute)\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await history(bride, groom)).messages).toHaveLength(MESSAGES_PER_MINUTE);
    // The limit is the sender's: the other member still answers.
    expect((await write(bride, groom, 'Slow down, I am reading')).statusCode).toBe(201);
  });

  it('counts every attempt to send, also those refused for another reason', async () => {
    const { bride, groom } = await connectedPair();
    const notConnected = await signUpMember(t);
    await call(groom, 'PATCH', '/api/users/me/privacy', { contactVisibility: 'nobody' });
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) {
      // Refused before anything is stored: asked first about the number in it, or not connected.
      const refused = i % 2 ? await write(groom, notConnected, 'Hello') : await write(groom, bride, 'Call 98450 12345');
      expect(refused.statusCode).toBe(i % 2 ? 403 : 409);
    }
    expect((await write(groom, bride, 'Hello')).statusCode).toBe(429);
    expect((await history(bride, groom)).messages).toEqual([]);
  });

  it(`lets a member start as many conversations a day as the plan allows (at most ${NEW_CONVERSATIONS_PER_DAY}), and answer any number`, async () => {
    const groom = await signUpMember(t, { gender: 'male', dateOfBirth: '1991-03-03' });
    const brides = [];
    for (let i = 0; i <= NEW_CONVERSATIONS_PER_DAY; i += 1) {
      const bride = await signUpMember(t);
      // Brides send the interests: the groom's Free plan sends five a day.
      await connect(bride, groom);
      brides.push(bride);
    }
    const free = defaultPlans[0];
    for (const bride of brides.slice(0, free.newConversationsPerDay)) {
      expect((await write(groom, bride, 'Namaste')).statusCode).toBe(201);
    }
    const onFree = await write(groom, brides[free.newConversationsPerDay], 'Namaste');
    expect([onFree.statusCode, onFree.json().error.message]).toEqual([
      429,
      `The Free plan starts ${free.newConversationsPerDay} new conversations a day. Upgrade for more, write to the members you already talk with, or try again tomorrow.`,
    ]);
    expect((await call(groom, 'GET', '/api/users/me/membership')).json().conversationsStartedToday).toBe(
      free.newConversationsPerDay,
    );

    await givePlan(t, groom, 'platinum');
    for (const bride of brides.slice(free.newConversationsPerDay, NEW_CONVERSATIONS_PER_DAY)) {
      expect((await write(groom, bride, 'Namaste')).statusCode).toBe(201);
    }
    const refused = await write(groom, brides[NEW_CONVERSATIONS_PER_DAY], 'Namaste');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain(`${NEW_CONVERSATIONS_PER_DAY} new conversations a day`);
    // The bride may always write first herself, and then it is no new conversation for him.
    expect((await write(brides[NEW_CONVERSATIONS_PER_DAY], groom, 'Namaste ji')).statusCode).toBe(201);
    expect((await write(groom, brides[NEW_CONVERSATIONS_PER_DAY], 'Namaste')).statusCode).toBe(201);
    // A start more than a day old no longer counts.
    await t.database.db
      .update(conversations)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(conversations.startedBy, groom.id));
    const another = await signUpMember(t);
    await connect(another, groom);
    expect((await write(groom, another, 'Namaste')).statusCode).toBe(201);
  });

  it('opens the conversation with the interest’s message when the sender’s plan starts conversations', async () => {
    const bride = await signUpMember(t, { fullName: 'Lakshmi Iyer' });
    const [paid, free] = [
      await signUpMember(t, { fullName: 'Suresh Raman', gender: 'male', dateOfBirth: '1990-05-05' }),
      await signUpMember(t, { fullName: 'Ganesh Raman', gender: 'male', dateOfBirth: '1990-06-06' }),
    ];
    await givePlan(t, paid, 'gold');
    for (const groom of [paid, free]) {
      const sent = await call(groom, 'POST', '/api/interests', {
        profileId: bride.profileId,
        message: `Namaste, I am ${groom === paid ? 'Suresh' : 'Ganesh'}. Our families are from Thanjavur.`,
      });
      await call(bride, 'POST', `/api/interests/${sent.json().id}/accept`);
    }
    const { results } = await list(bride);
    expect(
      results.map((line: { member: { full_name: string }; lastMessage: { text: string; fromMe: boolean } }) => [
        line.member.full_name,
        line.lastMessage.text,
        line.lastMessage.fromMe,
      ]),
    ).toEqual([['Suresh Raman', 'Namaste, I am Suresh. Our families are from Thanjavur.', false]]);
    expect((await history(paid, bride)).messages).toEqual([
      expect.objectContaining({ text: 'Namaste, I am Suresh. Our families are from Thanjavur.', fromMe: true }),
    ]);
    // Without the entitlement the note stays a note; the pair still may write.
    expect((await history(bride, free)).messages).toEqual([]);
  });

  it('lets a member report a message; the admins see it with the few around it, and no other message', async () => {
    const { bride, groom } = await connectedPair();
    const admin = await signUpMember(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const texts = ['Namaste', 'Hello ji', 'How is your family?', 'All well', 'Send money for the customs fee'];
    const ids: number[] = [];
    for (const [i, text] of texts.entries()) {
      ids.push((await write(i % 2 ? bride : groom, i % 2 ? groom : bride, text)).json().id);
    }
    for (let i = 0; i < 5; i += 1) await write(bride, groom, `Later ${i}`);

    const notTheirs = await call(bride, 'POST', '/api/reports', {
      profileId: groom.profileId,
      reason: 'asking-for-money',
      messageId: ids[1],
    });
    expect(notTheirs.json().error).toMatchObject({
      status: 404,
      message: 'There is no such message from this member in your conversations.',
    });
    const filed = await call(bride, 'POST', '/api/reports', {
      profileId: groom.profileId,
      reason: 'asking-for-money',
      messageId: ids[4],
    });
    expect(filed.statusCode).toBe(201);

    const queue = (await call(admin, 'GET', '/api/admin/reports')).json();
    const mine = queue.find((r: { id: number }) => r.id === filed.json().id);
    expect(
      mine.messages.map((m: { text: string; from: string; isReported: boolean }) => [m.text, m.from, m.isReported]),
    ).toEqual([
      ['Hello ji', 'reporter', false],
      ['How is your family?', 'reported', false],
      ['All well', 'reporter', false],
      ['Send money for the customs fee', 'reported', true],
      ['Later 0', 'reporter', false],
      ['Later 1', 'reporter', false],
      ['Later 2', 'reporter', false],
    ]);
    expect(JSON.stringify(queue)).not.toContain('Namaste');
  });

  it('lets a member report the one who harassed them after blocking them, with the messages between them', async () => {
    const { bride, groom } = await connectedPair();
    const admin = await signUpMember(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    await write(bride, groom, 'Namaste');
    const ids = [];
    for (const text of ['Why do you not answer?', 'Answer me now'])
      ids.push((await write(groom, bride, text)).json().id);
    expect((await call(bride, 'POST', '/api/blocks', { profileId: groom.profileId })).statusCode).toBeLessThan(300);

    const filed = await call(bride, 'POST', '/api/reports', { profileId: groom.profileId, reason: 'harassment' });
    expect(filed.statusCode).toBe(201);
    const queue = (await call(admin, 'GET', '/api/admin/reports')).json();
    const mine = queue.find((r: { id: number }) => r.id === filed.json().id);
    expect(mine.messages.map((m: { text: string; isReported: boolean }) => [m.text, m.isReported])).toEqual([
      ['Namaste', false],
      ['Why do you not answer?', false],
      ['Answer me now', true],
    ]);
    // The other way too, naming a message, whoever blocked whom.
    const back = await call(groom, 'POST', '/api/reports', {
      profileId: bride.profileId,
      reason: 'other',
      messageId: ids[0] - 1,
    });
    expect(back.statusCode).toBe(201);
  });

  it('never cuts off a member reported by three new accounts: new conversations go on both ways', async () => {
    const groom = await signUpMember(t, { gender: 'male', dateOfBirth: '1989-09-09' });
    const reporters = [await signUpMember(t), await signUpMember(t), await signUpMember(t)];
    const [writesTo, writesFrom] = [await signUpMember(t), await signUpMember(t)];
    for (const bride of [...reporters, writesTo, writesFrom]) await connect(bride, groom);
    for (const reporter of reporters) {
      const filed = await call(reporter, 'POST', '/api/reports', { profileId: groom.profileId, reason: 'harassment' });
      expect(filed.statusCode).toBe(201);
    }

    expect((await write(groom, writesTo, 'Namaste')).statusCode).toBe(201);
    expect((await write(writesFrom, groom, 'Namaste')).statusCode).toBe(201);
    // What the reports did at once: each reporter is out of the groom's reach.
    expect((await write(groom, reporters[0], 'Why?')).statusCode).toBe(404);
  });
});
