import { eq, inArray, sql } from 'drizzle-orm';
import { messages, users } from '../../db/schema';
import { UNREAD_MESSAGE_DIGEST_JOB } from '../../plugins/app/notification-mail';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (member: TestMember, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: member.auth, ...(payload ? { payload } : {}) });

async function connect(from: TestMember, to: TestMember) {
  const sent = await call(from, 'POST', '/api/interests', { profileId: to.profileId });
  await call(to, 'POST', `/api/interests/${sent.json().id}/accept`);
}

/** Makes every message to `member` look as old as `minutes`. */
async function age(member: TestMember, minutes: number) {
  await t.database.db
    .update(messages)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(
      inArray(
        messages.conversationId,
        sql`(select conversation_id from conversation_members where user_id = ${member.id})`,
      ),
    );
}

const digestsTo = async (member: TestMember) =>
  (await t.outbox()).filter((mail) => mail.to === member.registration.email && mail.subject.includes('sent you'));

describe('the daily e-mail of unread messages', () => {
  it('goes after half an hour unread, names who wrote, and at most once a day', async () => {
    const bride = await signUpMember(t, { fullName: 'Meera Pillai' });
    const grooms = [
      await signUpMember(t, { fullName: 'Arun Nair', gender: 'male', dateOfBirth: '1992-02-02' }),
      await signUpMember(t, { fullName: 'Vivek Menon', gender: 'male', dateOfBirth: '1991-03-03' }),
    ];
    for (const groom of grooms) {
      await connect(groom, bride);
      await call(groom, 'POST', `/api/conversations/${bride.profileId}/messages`, { text: 'Namaste Meera ji' });
    }
    await age(bride, 10);
    await t.app.requestJob(UNREAD_MESSAGE_DIGEST_JOB);
    expect(await digestsTo(bride)).toEqual([]);

    await age(bride, 31);
    await t.app.requestJob(UNREAD_MESSAGE_DIGEST_JOB);
    const [digest, ...more] = await digestsTo(bride);
    expect(more).toEqual([]);
    expect(digest.subject).toMatch(/^(Vivek|Arun) \(SV\d+\) and 1 other member sent you 2 messages on /);
    expect(digest.text).toContain('/messages');
    expect(digest.text).not.toContain('Namaste Meera ji');

    await call(grooms[0], 'POST', `/api/conversations/${bride.profileId}/messages`, { text: 'Are you there?' });
    await age(bride, 45);
    await t.app.requestJob(UNREAD_MESSAGE_DIGEST_JOB);
    expect(await digestsTo(bride)).toHaveLength(1);
    // A day later, another.
    await t.database.db
      .update(users)
      .set({ messageDigestAt: sql`now() - interval '25 hours'` })
      .where(eq(users.id, bride.id));
    await t.app.requestJob(UNREAD_MESSAGE_DIGEST_JOB);
    expect(await digestsTo(bride)).toHaveLength(2);
  });

  it('never goes to a member who read the messages, turned the e-mail off, or blocked the writer', async () => {
    const [reader, quiet, blocker] = [await signUpMember(t), await signUpMember(t), await signUpMember(t)];
    const groom = await signUpMember(t, { gender: 'male', dateOfBirth: '1990-01-01' });
    for (const bride of [reader, quiet, blocker]) {
      await connect(bride, groom);
      const sent = await call(groom, 'POST', `/api/conversations/${bride.profileId}/messages`, { text: 'Namaste' });
      await age(bride, 60);
      if (bride === reader) {
        await call(reader, 'POST', `/api/conversations/${groom.profileId}/read`, { upTo: sent.json().id });
      }
    }
    await call(quiet, 'PATCH', '/api/users/me/notifications', { notifyUnreadMessages: false });
    await call(blocker, 'POST', '/api/blocks', { profileId: groom.profileId });
    await t.app.requestJob(UNREAD_MESSAGE_DIGEST_JOB);
    for (const bride of [reader, quiet, blocker]) expect(await digestsTo(bride)).toEqual([]);
  });
});
