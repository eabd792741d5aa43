import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('saved searches', () => {
  it('keeps at most five in a normal form and deletes only my own', async () => {
    const me = await signUpMember(t);
    const other = await signUpMember(t);
    const save = (member: TestMember, name: string, query: string) =>
      t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: member.auth, payload: { name, query } });
    const first = await save(me, 'Tamil grooms', 'religion=hindu&motherTongue=tamil&ageFrom=27');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual(
      expect.objectContaining({ name: 'Tamil grooms', query: 'ageFrom=27&motherTongue=tamil&religion=hindu' }),
    );
    expect((await save(me, 'Bad', 'religion=martian')).json().error.message).toBe(
      'This search cannot be saved: Unknown religion: martian.',
    );
    for (let i = 2; i <= 5; i += 1) expect((await save(me, `Search ${i}`, `ageFrom=${20 + i}`)).statusCode).toBe(201);
    expect((await save(me, 'Sixth', 'ageFrom=30')).json().error.message).toBe(
      'You can keep 5 saved searches. Delete one to save this.',
    );
    const list = (await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: me.auth })).json();
    expect(list).toHaveLength(5);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${list[0].id}`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${list[0].id}`, headers: me.auth })).statusCode,
    ).toBe(200);
    expect((await save(me, 'Sixth', 'ageFrom=30')).statusCode).toBe(201);
  });
});
