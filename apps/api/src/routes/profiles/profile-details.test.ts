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
  t.app.inject({
    method: 'GET',
    url: `/api/profiles/${typeof owner === 'string' ? owner : owner.profileId}`,
    headers: viewer.auth,
  });
const sendInterest = (from: TestMember, to: TestMember) =>
  t.app.inject({ method: 'POST', url: '/api/interests', headers: from.auth, payload: { profileId: to.profileId } });

describe('GET /api/profiles/:profileId', () => {
  it('shows the public profile without birth date or contact, records the view and notifies the owner', async () => {
    const owner = await signUpMember(t);
    const viewer = await signUpMember(t, { gender: 'male', fullName: 'Rohan Iyer' });
    const response = await details(viewer, owner.profileId.toLowerCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(expect.objectContaining({ isSelf: false, isShortlisted: false, interest: null, photos: [] }));
    expect(body.member.user_profile).toEqual(
      expect.objectContaining({ full_name: 'Ananya Sharma', religion: 'hindu', age: expect.any(Number) }),
    );
    expect(body.member.user_profile.dateOfBirth).toBeUndefined();
    expect(body.member.contact).toBeUndefined();
    await givePlan(t, owner, 'gold');
    const viewers = (await t.app.inject({ method: 'GET', url: '/api/users/me/viewers', headers: owner.auth })).json();
    expect(viewers).toEqual({ count: 1, viewers: [expect.objectContaining({ profileId: viewer.profileId })] });
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth })).json();
    expect(notices.unread).toBe(1);
    expect(notices.notifications[0]).toEqual(
      expect.objectContaining({
        kind: 'profile-viewed',
        isRead: false,
        member: { profileId: viewer.profileId, full_name: 'Rohan Iyer' },
      }),
    );
    // A second look the same day does not notify again.
    await details(viewer, owner);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth })).json().unread).toBe(
      1,
    );
    // Once the owner blocks the viewer, the viewer's notices are gone from the list.
    await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: owner.auth,
      payload: { profileId: viewer.profileId },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth })).json()).toEqual({
      unread: 0,
      notifications: [],
    });
  });

  it('blurs photos kept to connected members until the interest is accepted, then shows them and the contact', async () => {
    const owner = await signUpMember(t);
    const viewer = await signUpMember(t, { gender: 'male' });
    await uploadPhoto(t, owner.auth, await samplePhoto('jpeg', 400, 500));
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: owner.auth,
      payload: { photoVisibility: 'accepted', contactVisibility: 'accepted' },
    });
    const before = (await details(viewer, owner)).json();
    expect(before.photos).toEqual([expect.objectContaining({ isBlurred: true })]);
    const { id } = (await sendInterest(viewer, owner)).json();
    expect((await details(viewer, owner)).json().interest).toEqual(
      expect.objectContaining({ id, direction: 'sent', status: 'pending' }),
    );
    await t.app.inject({ method: 'POST', url: `/api/interests/${id}/accept`, headers: owner.auth });
    const after = (await details(viewer, owner)).json();
    expect(after.photos).toEqual([expect.objectContaining({ isBlurred: false })]);
    expect(after.member.contact).toEqual({
      email: owner.registration.email,
      mobile: `+91${owner.registration.mobile}`,
    });
    expect(after.interest.status).toBe('accepted');
  });

  it('answers 404 for unknown, hidden and blocked members alike', async () => {
    const viewer = await signUpMember(t);
    const hidden = await signUpMember(t);
    const blocker = await signUpMember(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/hidden',
      headers: hidden.auth,
      payload: { isHidden: true },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: blocker.auth,
      payload: { profileId: viewer.profileId },
    });
    for (const target of ['SV999999', hidden.profileId, blocker.profileId]) {
      const response = await details(viewer, target);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('There is no member with this profile ID.');
    }
  });
});
