import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const block = (from: TestMember, to: TestMember) =>
  t.app.inject({ method: 'POST', url: '/api/blocks', headers: from.auth, payload: { profileId: to.profileId } });
const unblock = (from: TestMember, to: TestMember) =>
  t.app.inject({ method: 'DELETE', url: `/api/blocks/${to.profileId}`, headers: from.auth });
const view = (viewer: TestMember, owner: TestMember) =>
  t.app.inject({ method: 'GET', url: `/api/users/${owner.id}?populate=*`, headers: viewer.auth });
const send = (from: TestMember, to: TestMember) =>
  t.app.inject({ method: 'POST', url: '/api/interests', headers: from.auth, payload: { profileId: to.profileId } });

describe('blocks', () => {
  it('hide both members from each other and stop interests both ways, until unblocked', async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    expect((await block(a, b)).statusCode).toBe(201);
    expect((await view(a, b)).statusCode).toBe(404);
    expect((await view(b, a)).statusCode).toBe(404);
    expect((await send(a, b)).json().error.message).toBe('You blocked this member. Unblock them to send an interest.');
    expect((await send(b, a)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/blocks', headers: a.auth })).json()).toEqual([
      expect.objectContaining({ profileId: b.profileId, full_name: expect.any(String), blockedAt: expect.any(String) }),
    ]);

    expect((await unblock(a, b)).statusCode).toBe(204);
    expect((await view(b, a)).statusCode).toBe(200);
    expect((await send(b, a)).statusCode).toBe(201);
  });

  it('ends pending interests between the two', async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    const { id } = (await send(b, a)).json();
    await block(a, b);
    // Declined, and out of sight with the member blocked: the never-shown rule keeps it out of every box.
    expect((await t.app.inject({ method: 'GET', url: '/api/interests?box=declined', headers: a.auth })).json()).toEqual(
      [],
    );
    const answer = await t.app.inject({ method: 'POST', url: `/api/interests/${id}/accept`, headers: a.auth });
    expect(answer.json().error.message).toBe('This interest was already declined.');
  });

  it('refuses blocking oneself or an unknown profile ID', async () => {
    const a = await signUpMember(t);
    expect((await block(a, a)).json().error.message).toBe('You cannot block yourself.');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/blocks', headers: a.auth, payload: { profileId: 'SV999999' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/blocks', payload: { profileId: 'SV1' } })).statusCode).toBe(
      401,
    );
  });
});
