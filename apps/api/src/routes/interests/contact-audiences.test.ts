import { eq } from 'drizzle-orm';
import type { ContactAudience } from '@matri/contracts';
import { profiles, users } from '../../db/schema';
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

const sendInterest = (from: TestMember, to: TestMember) =>
  call(from, 'POST', '/api/interests', { profileId: to.profileId });

const write = (from: TestMember, to: TestMember, text: string) =>
  call(from, 'POST', `/api/conversations/${to.profileId}/messages`, { text });

type Level = 'none' | 'id' | 'photo' | 'id+photo';

/** A member who verified what the level says (as the verification module records it). */
async function memberVerified(level: Level, overrides: Record<string, unknown> = {}): Promise<TestMember> {
  const member = await signUpMember(t, { gender: 'male', dateOfBirth: '1993-04-12', ...overrides });
  const on = new Date('2026-11-12T05:00:00Z');
  await t.database.db
    .update(users)
    .set({
      idVerifiedAt: level === 'id' || level === 'id+photo' ? on : null,
      photoVerifiedAt: level === 'photo' || level === 'id+photo' ? on : null,
    })
    .where(eq(users.id, member.id));
  return member;
}

async function brideHearingFrom(audiences: { interests?: ContactAudience; messages?: ContactAudience }) {
  const bride = await signUpMember(t, { fullName: 'Meera Iyer' });
  const answer = await call(bride, 'PATCH', '/api/users/me/privacy', {
    ...(audiences.interests ? { interestAudience: audiences.interests } : {}),
    ...(audiences.messages ? { messageAudience: audiences.messages } : {}),
  });
  expect(answer.statusCode).toBe(200);
  return bride;
}

const levels: Level[] = ['none', 'photo', 'id', 'id+photo'];

describe('who may send a member interests', () => {
  it.each<[ContactAudience, Level[]]>([
    ['anyone', ['none', 'photo', 'id', 'id+photo']],
    ['verified-id', ['id', 'id+photo']],
    ['verified-id-photo', ['id+photo']],
  ])('a member hearing from %s gets interests from senders who verified %j', async (audience, admitted) => {
    const bride = await brideHearingFrom({ interests: audience });
    for (const level of levels) {
      const sent = await sendInterest(await memberVerified(level), bride);
      expect([level, sent.statusCode]).toEqual([level, admitted.includes(level) ? 201 : 403]);
    }
  });

  it('tells a refused sender what the member asks for and invites them to verify, in their language', async () => {
    const bride = await brideHearingFrom({ interests: 'verified-id' });
    const refused = await sendInterest(await memberVerified('none'), bride);
    expect(refused.json().error).toMatchObject({
      status: 403,
      message:
        'This member accepts interests only from members with a verified ID. Verify your ID on the Verification page to reach them.',
    });
    const inHindi = await sendInterest(await memberVerified('photo', { language: 'hi' }), bride);
    expect(inHindi.json().error.message).toBe(
      'यह सदस्य केवल सत्यापित पहचान पत्र वाले सदस्यों से पसंद स्वीकार करते हैं। उन तक पहुँचने के लिए सत्यापन पेज पर अपना पहचान पत्र सत्यापित करें।',
    );
  });

  it('starts a new profile at members with a verified ID for interests and messages, anyone for photos', async () => {
    const fresh = await signUpMember(t, {}, { asNew: true });
    expect((await call(fresh, 'GET', '/api/users/me/profile')).json().profile).toMatchObject({
      interestAudience: 'verified-id',
      messageAudience: 'verified-id',
      photoAudience: 'anyone',
      badges: [{ kind: 'mobile', verifiedAt: null }],
    });
    expect((await sendInterest(await memberVerified('none'), fresh)).statusCode).toBe(403);
    expect((await sendInterest(await memberVerified('id'), fresh)).statusCode).toBe(201);
  });

  it('names a wrong choice', async () => {
    const member = await signUpMember(t);
    const wrong = await call(member, 'PATCH', '/api/users/me/privacy', { interestAudience: 'verified' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Choose who may send you interests from the list');
  });
});

describe('who may message a member', () => {
  /** A bride who accepted the groom's interest, then chose who may message her. */
  async function connected(level: Level, audience: ContactAudience) {
    const bride = await signUpMember(t, { fullName: 'Lakshmi Pillai' });
    const groom = await memberVerified(level);
    const sent = await sendInterest(groom, bride);
    expect((await call(bride, 'POST', `/api/interests/${sent.json().id}/accept`)).statusCode).toBe(200);
    await call(bride, 'PATCH', '/api/users/me/privacy', { messageAudience: audience });
    return { bride, groom };
  }

  it.each<[ContactAudience, Level[]]>([
    ['anyone', ['none', 'photo', 'id', 'id+photo']],
    ['verified-id', ['id', 'id+photo']],
    ['verified-id-photo', ['id+photo']],
  ])('a member hearing from %s gets messages from connected senders who verified %j', async (audience, admitted) => {
    for (const level of levels) {
      const { bride, groom } = await connected(level, audience);
      // The first message starts the conversation, the second goes to an open one (the one-statement path).
      const first = await write(groom, bride, 'Namaste');
      const second = await write(groom, bride, 'How are you?');
      const expected = admitted.includes(level) ? 201 : 403;
      expect([level, first.statusCode, second.statusCode]).toEqual([level, expected, expected]);
    }
  });

  it('refuses messages in an open conversation once the member narrows who may write, saying why', async () => {
    const { bride, groom } = await connected('none', 'anyone');
    expect((await write(groom, bride, 'Namaste')).statusCode).toBe(201);
    await call(bride, 'PATCH', '/api/users/me/privacy', { messageAudience: 'verified-id' });
    expect((await write(groom, bride, 'Hello again')).json().error).toMatchObject({
      status: 403,
      message:
        'This member accepts messages only from members with a verified ID. Verify your ID on the Verification page to reach them.',
    });
  });

  it('lets a member answer whoever reached out to them, whatever that member’s audience', async () => {
    const bride = await brideHearingFrom({ messages: 'verified-id' });
    await t.database.db.update(users).set({ idVerifiedAt: new Date() }).where(eq(users.id, bride.id));
    const groom = await memberVerified('none');
    await call(groom, 'PATCH', '/api/users/me/privacy', { interestAudience: 'anyone', messageAudience: 'verified-id' });
    const sent = await sendInterest(bride, groom);
    expect((await call(groom, 'POST', `/api/interests/${sent.json().id}/accept`)).statusCode).toBe(200);
    expect((await write(groom, bride, 'Thank you for writing')).statusCode).toBe(201);
    expect((await write(bride, groom, 'Namaste')).statusCode).toBe(201);
  });
});

describe('what a profile says about its member', () => {
  it('carries the badges with their dates and who the member hears from, and whether the viewer may reach them', async () => {
    const groom = await memberVerified('id+photo', { fullName: 'Badgeqz Kumar' });
    await t.database.db
      .update(profiles)
      .set({ interestAudience: 'verified-id-photo', messageAudience: 'verified-id' })
      .where(eq(profiles.userId, groom.id));
    const viewer = await signUpMember(t);
    const details = (await call(viewer, 'GET', `/api/profiles/${groom.profileId}`)).json();
    expect(details).toMatchObject({
      badges: [
        { kind: 'mobile', verifiedAt: null },
        { kind: 'id', verifiedAt: '2026-11-12T05:00:00.000Z' },
        { kind: 'photo', verifiedAt: '2026-11-12T05:00:00.000Z' },
      ],
      interestAudience: 'verified-id-photo',
      messageAudience: 'verified-id',
      canReachByInterest: false,
      canReachByMessage: false,
    });
    const card = (await call(viewer, 'GET', '/api/search?q=Badgeqz')).json().results[0];
    expect(card.badges.map((b: { kind: string }) => b.kind)).toEqual(['mobile', 'id', 'photo']);
  });
});
