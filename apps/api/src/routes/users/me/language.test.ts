import { createRegistration, createTestApp, signUpMember, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).json();

describe("the member's language", () => {
  it('is the language of the page signed up on, else the browser’s, else English', async () => {
    const fromPage = await signUpMember(t, { language: 'hi' });
    expect((await me(fromPage.auth)).language).toBe('hi');

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: createRegistration(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.language).toBe('hi');

    const plain = await signUpMember(t);
    expect((await me(plain.auth)).language).toBe('en');
  });

  it('is changed by the member, and then their answers come in it whatever the browser asks', async () => {
    const member = await signUpMember(t);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: member.auth,
      payload: { language: 'hi' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'hi' });
    expect((await me(member.auth)).language).toBe('hi');

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: { ...member.auth, 'accept-language': 'en-GB' },
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-language']).toBe('hi');
    expect(refused.json().error).toMatchObject({
      name: 'ValidationError',
      details: { errors: [{ path: ['language'], message: 'अंग्रेज़ी या हिन्दी चुनें' }] },
    });
  });

  it('answers a visitor in the language their browser asks for', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: { 'accept-language': 'hi' },
      payload: { language: 'hi' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-language']).toBe('hi');
  });
});
