import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import {
  createRegistration,
  createTestApp,
  signUpCodeSentTo,
  signUpMember,
  type TestApp,
} from '../../../testing/test-app';

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

    // The language is the sign-up form's: the code that finishes it may come from anywhere.
    const registration = createRegistration();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: registration,
    });
    expect(started.statusCode).toBe(202);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register/confirm',
      headers: { 'accept-language': 'en' },
      payload: { pendingId: started.json().pendingId, code: await signUpCodeSentTo(t, registration.mobile) },
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
    expect(response.json().error).toMatchObject({ name: 'UnauthorizedError', message: 'आगे बढ़ने के लिए लॉग इन करें।' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
      payload: { identifier: 'nobody@example.in', password: 'not-the-password' },
    });
    expect(login.json().error.message).toBe('यह ई-मेल या मोबाइल नंबर और पासवर्ड किसी खाते से मेल नहीं खाते।');
  });

  it('names what is wrong with a form in the member’s language, with the same stable error name', async () => {
    const member = await signUpMember(t, { language: 'hi' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/profile',
      headers: member.auth,
      payload: { heightCm: 90, religion: 'unknown' },
    });
    expect(response.statusCode).toBe(400);
    const { name, details } = response.json().error;
    expect(name).toBe('ValidationError');
    expect(details.errors).toEqual(
      expect.arrayContaining([
        { path: ['heightCm'], message: 'लंबाई कम से कम 120 सेमी होनी चाहिए' },
        { path: ['religion'], message: 'सूची में से धर्म चुनें' },
      ]),
    );
  });
});

describe('mails and SMS in the member’s language', () => {
  const hindiMember = async () => {
    const member = await signUpMember(t, { language: 'hi' });
    const email = String(member.registration.email).toLowerCase();
    const mobile = (await me(member.auth)).mobile as string;
    return { ...member, email, mobile };
  };
  const mailsTo = async (to: string) => (await t.outbox()).filter((message) => message.to === to);

  it('confirms the e-mail address of a member who signed up in Hindi in Hindi', async () => {
    const { email } = await hindiMember();
    const [confirmation] = await mailsTo(email);
    expect(confirmation.subject).toMatch(/के लिए अपने ई-मेल पते की पुष्टि करें$/);
    expect(confirmation.text).toMatch(/^नमस्ते,/);
    expect(confirmation.text).not.toMatch(/Please confirm|The link works/);
  });

  it('sends a Hindi reader the reset link to the Hindi page, and the SMS code in Hindi', async () => {
    const member = await hindiMember();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: member.email } });
    const reset = (await mailsTo(member.email)).find((message) => message.text.includes('resetpassword'));
    expect(reset?.subject).toMatch(/पासवर्ड बदलें$/);
    expect(reset?.text).toMatch(/\/hi\/resetpassword\?code=/);

    const [signUpCode] = await mailsTo(member.mobile);
    expect(signUpCode.text).toMatch(/^\d{6} साइन अप पूरा करने के लिए आपका .* कोड है।/);

    // A number that is not verified yet (an account from before sign-up proved it) gets its code in Hindi too.
    await t.database.db.update(users).set({ isMobileVerified: false }).where(eq(users.id, member.id));
    await t.app.inject({ method: 'POST', url: '/api/users/me/mobile/code', headers: member.auth });
    const [sms] = await mailsTo(member.mobile);
    expect(sms.text).toMatch(/^\d{6} इस मोबाइल नंबर के सत्यापन के लिए आपका .* कोड है।/);
  });

  it('tells the owner of a taken address in the owner’s language, whatever the page of the attempt', async () => {
    const owner = await hindiMember();
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      headers: { 'accept-language': 'en' },
      payload: createRegistration({ email: owner.email }),
    });
    expect(attempt.statusCode).toBe(202);
    // The owner is told once the answer has gone.
    await t.app.workAfterAnswers();
    const warning = (await mailsTo(owner.email)).find((message) => message.subject.includes('साइन अप'));
    expect(warning?.text).toContain('/hi/login');
    expect(warning?.text).not.toMatch(/Someone tried/);
  });
});
