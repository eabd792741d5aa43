import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const sendInterest = (from: TestMember, to: TestMember) =>
  t.app.inject({ method: 'POST', url: '/api/interests', headers: from.auth, payload: { profileId: to.profileId } });

describe('notifications', () => {
  it('are created for an interest received and accepted, e-mailed as chosen, and marked read', async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t, { gender: 'male', fullName: 'Vikram Singh' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/notifications',
      headers: a.auth,
      payload: { notifyInterestReceived: false },
    });
    const { id } = (await sendInterest(b, a)).json();
    await t.app.inject({ method: 'POST', url: `/api/interests/${id}/accept`, headers: a.auth });
    const aNotices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: a.auth })).json();
    expect(aNotices.notifications.map((n: { kind: string }) => n.kind)).toEqual(['interest-received']);
    const bNotices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: b.auth })).json();
    expect(bNotices.notifications.map((n: { kind: string }) => n.kind)).toEqual(['interest-accepted']);
    const mail = await t.outbox();
    expect(mail.find((m) => m.to === a.registration.email && m.subject.includes('interested'))).toBeUndefined();
    expect(
      mail.find((m) => m.to === b.registration.email && m.subject.includes('accepted your interest')),
    ).toBeDefined();

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: a.auth,
      payload: { ids: [aNotices.notifications[0].id, bNotices.notifications[0].id] },
    });
    expect(read.json().unread).toBe(0);
    // Someone else's notification id changes nothing of theirs.
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: b.auth })).json().unread).toBe(1);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: b.auth, payload: {} })).json()
        .unread,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: b.auth, payload: { ids: [] } }))
        .statusCode,
    ).toBe(400);
  });
});
