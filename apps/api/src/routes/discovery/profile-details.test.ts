import { givePlan } from '../../testing/give-plan';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';
import { samplePhoto } from '../../testing/sample-photos';
import { uploadPhoto } from '../../testing/upload-photo';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const details = (viewer: TestMember, owner: TestMember | string) =>
  t.app.inject({ method: 'GET', url: `/api/profiles/${typeof owner === 'string' ? owner : owner.profileId}`, headers: viewer.auth });
const sendInterest = (from: TestMember, to: TestMember) => t.app.inject({ method: 'POST', url: '/api/interests', headers: from.auth, payload: { profileId: to.profileId } });

describe('GET /api/profiles/:profileId', () => {
  it('shows the public profile without birth date or contact, records the view and notifies the owner', async () => {
    const owner = await signUpMember(t);
    const viewer = await signUpMember(t, { gender: 'male', fullName: 'Rohan Iyer' });
    const response = await details(viewer, owner.profileId.toLowerCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(expect.objectContaining({ is_self: false, is_shortlisted: false, interest: null, photos: [] }));
    expect(body.member.user_profile).toEqual(expect.objectContaining({ full_name: 'Ananya Sharma', religion: 'hindu', age: expect.any(Number) }));
    expect(body.member.user_profile.date_of_birth).toBeUndefined();
    expect(body.member.contact).toBeUndefined();
    await givePlan(t, owner, 'gold');
    const viewers = (await t.app.inject({ method: 'GET', url: '/api/users/me/viewers', headers: owner.auth })).json();
    expect(viewers).toEqual({ count: 1, viewers: [expect.objectContaining({ profile_id: viewer.profileId })] });
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth })).json();
    expect(notices.unread).toBe(1);
    expect(notices.notifications[0]).toEqual(expect.objectContaining({ kind: 'profile-viewed', isRead: false, member: { profileId: viewer.profileId, full_name: 'Rohan Iyer' } }));
    // A second look the same day does not notify again.
    await details(viewer, owner);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth })).json().unread).toBe(1);
    // Once the owner blocks the viewer, the viewer's notices are gone from the list.
    await t.app.inject({ method: 'POST', url: '/api/blocks', headers: owner.auth, payload: { profileId: viewer.profileId } });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth })).json()).toEqual({ unread: 0, notifications: [] });
  });

  it('blurs photos kept to connected members until the interest is accepted, then shows them and the contact', async () => {
    const owner = await signUpMember(t);
    const viewer = await signUpMember(t, { gender: 'male' });
    await uploadPhoto(t, owner.auth, await samplePhoto('jpeg', 400, 500));
    await t.app.inject({ method: 'PATCH', url: '/api/users/me/privacy', headers: owner.auth, payload: { photoVisibility: 'accepted', contactVisibility: 'accepted' } });
    const before = (await details(viewer, owner)).json();
    expect(before.photos).toEqual([expect.objectContaining({ is_blurred: true })]);
    const { id } = (await sendInterest(viewer, owner)).json();
    expect((await details(viewer, owner)).json().interest).toEqual(expect.objectContaining({ id, direction: 'sent', status: 'pending' }));
    await t.app.inject({ method: 'POST', url: `/api/interests/${id}/accept`, headers: owner.auth });
    const after = (await details(viewer, owner)).json();
    expect(after.photos).toEqual([expect.objectContaining({ is_blurred: false })]);
    expect(after.member.contact).toEqual({ email: owner.registration.email, mobile: `+91${owner.registration.mobile}` });
    expect(after.interest.status).toBe('accepted');
  });

  it('answers 404 for unknown, hidden and blocked members alike', async () => {
    const viewer = await signUpMember(t);
    const hidden = await signUpMember(t);
    const blocker = await signUpMember(t);
    await t.app.inject({ method: 'PUT', url: '/api/users/me/hidden', headers: hidden.auth, payload: { isHidden: true } });
    await t.app.inject({ method: 'POST', url: '/api/blocks', headers: blocker.auth, payload: { profileId: viewer.profileId } });
    for (const target of ['SV999999', hidden.profileId, blocker.profileId]) {
      const response = await details(viewer, target);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('There is no member with this profile ID.');
    }
  });
});

describe('notifications', () => {
  it('are created for an interest received and accepted, e-mailed as chosen, and marked read', async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t, { gender: 'male', fullName: 'Vikram Singh' });
    await t.app.inject({ method: 'PATCH', url: '/api/users/me/notifications', headers: a.auth, payload: { notifyInterestReceived: false } });
    const { id } = (await sendInterest(b, a)).json();
    await t.app.inject({ method: 'POST', url: `/api/interests/${id}/accept`, headers: a.auth });
    const aNotices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: a.auth })).json();
    expect(aNotices.notifications.map((n: { kind: string }) => n.kind)).toEqual(['interest-received']);
    const bNotices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: b.auth })).json();
    expect(bNotices.notifications.map((n: { kind: string }) => n.kind)).toEqual(['interest-accepted']);
    const mail = await t.outbox();
    expect(mail.find((m) => m.to === a.registration.email && m.subject.includes('interested'))).toBeUndefined();
    expect(mail.find((m) => m.to === b.registration.email && m.subject.includes('accepted your interest'))).toBeDefined();

    const read = await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: a.auth, payload: { ids: [aNotices.notifications[0].id, bNotices.notifications[0].id] } });
    expect(read.json().unread).toBe(0);
    // Someone else's notification id changes nothing of theirs.
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: b.auth })).json().unread).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: b.auth, payload: {} })).json().unread).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: b.auth, payload: { ids: [] } })).statusCode).toBe(400);
  });
});

describe('shortlist', () => {
  it('adds once, lists as cards, removes, and refuses oneself', async () => {
    const me = await signUpMember(t);
    const other = await signUpMember(t, { gender: 'male' });
    const put = () => t.app.inject({ method: 'PUT', url: `/api/shortlist/${other.profileId}`, headers: me.auth });
    expect((await put()).json()).toEqual({ is_shortlisted: true });
    expect((await put()).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/shortlist', headers: me.auth })).json();
    expect(list).toEqual([expect.objectContaining({ profile_id: other.profileId, is_shortlisted: true })]);
    expect((await details(me, other)).json().is_shortlisted).toBe(true);
    await t.app.inject({ method: 'DELETE', url: `/api/shortlist/${other.profileId}`, headers: me.auth });
    expect((await t.app.inject({ method: 'GET', url: '/api/shortlist', headers: me.auth })).json()).toEqual([]);
    const self = await t.app.inject({ method: 'PUT', url: `/api/shortlist/${me.profileId}`, headers: me.auth });
    expect(self.json().error.message).toBe('You cannot shortlist yourself.');
  });
});

describe('saved searches', () => {
  it('keeps at most five in a normal form and deletes only my own', async () => {
    const me = await signUpMember(t);
    const other = await signUpMember(t);
    const save = (member: TestMember, name: string, query: string) =>
      t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: member.auth, payload: { name, query } });
    const first = await save(me, 'Tamil grooms', 'religion=hindu&motherTongue=tamil&ageFrom=27');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual(expect.objectContaining({ name: 'Tamil grooms', query: 'ageFrom=27&motherTongue=tamil&religion=hindu' }));
    expect((await save(me, 'Bad', 'religion=martian')).json().error.message).toBe('This search cannot be saved: Unknown religion: martian.');
    for (let i = 2; i <= 5; i += 1) expect((await save(me, `Search ${i}`, `ageFrom=${20 + i}`)).statusCode).toBe(201);
    expect((await save(me, 'Sixth', 'ageFrom=30')).json().error.message).toBe('You can keep 5 saved searches. Delete one to save this.');
    const list = (await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: me.auth })).json();
    expect(list).toHaveLength(5);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${list[0].id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${list[0].id}`, headers: me.auth })).statusCode).toBe(200);
    expect((await save(me, 'Sixth', 'ageFrom=30')).statusCode).toBe(201);
  });
});
