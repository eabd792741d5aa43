import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

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

describe('shortlist', () => {
  it('adds once, lists as cards, removes, and refuses oneself', async () => {
    const me = await signUpMember(t);
    const other = await signUpMember(t, { gender: 'male' });
    const put = () => t.app.inject({ method: 'PUT', url: `/api/shortlist/${other.profileId}`, headers: me.auth });
    expect((await put()).json()).toEqual({ isShortlisted: true });
    expect((await put()).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/shortlist', headers: me.auth })).json();
    expect(list).toEqual([expect.objectContaining({ profileId: other.profileId, isShortlisted: true })]);
    expect((await details(me, other)).json().isShortlisted).toBe(true);
    await t.app.inject({ method: 'DELETE', url: `/api/shortlist/${other.profileId}`, headers: me.auth });
    expect((await t.app.inject({ method: 'GET', url: '/api/shortlist', headers: me.auth })).json()).toEqual([]);
    const self = await t.app.inject({ method: 'PUT', url: `/api/shortlist/${me.profileId}`, headers: me.auth });
    expect(self.json().error.message).toBe('You cannot shortlist yourself.');
  });
});
