import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

let t: TestApp;
let member: TestMember;
let other: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  [member, other] = [await signUpMember(t), await signUpMember(t)];
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('control characters in any field', () => {
  // Each of these answered 500 (PostgreSQL refuses 0x00); each must be a 400 naming the field.
  it.each([
    [
      'about me',
      () => ({
        method: 'PATCH',
        url: '/api/users/me/profile',
        headers: member.auth,
        payload: { aboutMe: `I teach music in Pune and love long walks by the river.${NUL}` },
      }),
      ['aboutMe'],
    ],
    [
      'family details',
      () => ({
        method: 'PATCH',
        url: '/api/users/me/profile',
        headers: member.auth,
        payload: { familyDetails: `Father a teacher${NUL}` },
      }),
      ['familyDetails'],
    ],
    [
      'an interest message',
      () => ({
        method: 'POST',
        url: '/api/interests',
        headers: member.auth,
        payload: { profileId: other.profileId, message: `Namaste${NUL}` },
      }),
      ['message'],
    ],
    [
      'report details',
      () => ({
        method: 'POST',
        url: '/api/reports',
        headers: member.auth,
        payload: { profileId: other.profileId, reason: 'fake-profile', details: `Photos${NUL} are copied` },
      }),
      ['details'],
    ],
    [
      'a contact message',
      () => ({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Asha Rao',
          email: 'asha@example.in',
          mobile: '9876543210',
          message: `Please call me back${NUL} soon.`,
        },
      }),
      ['message'],
    ],
    [
      'a saved search name',
      () => ({
        method: 'POST',
        url: '/api/saved-searches',
        headers: member.auth,
        payload: { name: `Pune${NUL}`, query: 'religion=hindu' },
      }),
      ['name'],
    ],
    [
      'a log-in identifier',
      () => ({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: `asha${NUL}@example.in`, password: 'x' },
      }),
      ['identifier'],
    ],
    [
      'the search text q',
      () => ({ method: 'GET', url: `/api/search?q=Sharma${encodeURIComponent(NUL)}`, headers: member.auth }),
      ['q'],
    ],
    [
      'a path parameter',
      () => ({ method: 'GET', url: `/api/profiles/SV${encodeURIComponent(NUL)}1`, headers: member.auth }),
      ['profileId'],
    ],
    [
      'an object key',
      () => ({
        method: 'PATCH',
        url: '/api/users/me/profile',
        headers: member.auth,
        payload: { [`city${NUL}`]: 'Pune' },
      }),
      [`city${NUL}`],
    ],
  ] as const)('refuses %s with a 400 naming the field', async (_what, request, path) => {
    const response = await t.app.inject(request() as never);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      name: 'ValidationError',
      message: 'Remove the control character U+0000: use letters, digits, punctuation, spaces and new lines',
      details: { errors: [{ path, message: expect.stringContaining('U+0000') }] },
    });
  });

  it('keeps tabs and new lines of either kind, and other scripts', async () => {
    const aboutMe = 'मैं पुणे में संगीत सिखाती हूँ।\r\nI teach music in Pune;\tweekends are for long walks by the river.';
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/profile',
      headers: member.auth,
      payload: { aboutMe },
    });
    expect(response.statusCode).toBe(200);
  });
});
