import { eq, inArray, sql } from 'drizzle-orm';
import {
  MOBILE_CODE_MAX_ATTEMPTS,
  SIGN_UP_MAILS_PER_EMAIL_PER_DAY,
  SIGN_UP_PENDING_PER_MOBILE,
  SIGN_UP_TEXTS_PER_MOBILE_PER_DAY,
  SIGN_UP_WRONG_CODES_PER_MOBILE_PER_DAY,
} from '@matri/contracts';
import { pendingSignUps, users } from '../../db/schema';
import {
  EMAIL_HAS_ACCOUNT,
  SIGN_UP_ENDED,
  TOO_MANY_WRONG_CODES,
  TOO_MANY_WRONG_CODES_TODAY,
  TEXTS_USED_UP,
} from '../../modules/account';
import {
  createRegistration,
  createTestApp,
  signUpCodeSentTo,
  signUpMember,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const start = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/local/register', payload });
const confirm = (pendingId: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/local/register/confirm', payload: { pendingId, code } });
const resend = (pendingId: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/local/register/resend', payload: { pendingId } });

/** As if the last text went a minute ago: another may be asked for. */
const letResend = (pendingId: string) =>
  t.database.db
    .update(pendingSignUps)
    .set({ sentAt: sql`${pendingSignUps.sentAt} - interval '1 minute'` })
    .where(eq(pendingSignUps.id, pendingId));

const accountsWith = async (email: string) =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  ).length;

const ownerNotices = async (email: string) =>
  (await t.outbox()).filter((m) => m.to === email && m.subject.startsWith('Someone tried to sign up')).length;

describe('starting a sign-up', () => {
  // Timing is the same by construction (the same hash, reads and write for every kind; what differs is sent after the
  // answer), not by a stopwatch a busy machine would upset.
  it('answers a taken e-mail or mobile as it answers a free one: status and shape', async () => {
    const member = await signUpMember(t);
    const answers: { status: number; keys: string[]; mobile: string; resendInSeconds: number }[] = [];
    for (let round = 0; round < 2; round += 1) {
      const tries = {
        free: createRegistration(),
        takenEmail: createRegistration({ email: member.registration.email.toUpperCase() }),
        takenMobile: createRegistration({ mobile: `+91 ${member.registration.mobile}` }),
      };
      for (const registration of Object.values(tries)) {
        const response = await start(registration);
        const json = response.json();
        answers.push({
          status: response.statusCode,
          keys: Object.keys(json).sort(),
          mobile: json.mobile.replace(/\d{2}•+\d{3}$/, 'masked'),
          resendInSeconds: json.resendInSeconds,
        });
      }
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 202,
      keys: ['mobile', 'pendingId', 'resendInSeconds'],
      mobile: '+91 masked',
      resendInSeconds: 30,
    });
  });

  it('masks the number it says the code went to', async () => {
    expect((await start(createRegistration({ mobile: '98765 43210' }))).json().mobile).toBe('+91 98•••••210');
  });

  it('texts the owner of a taken mobile a notice, never a code that works, and mails the owner of a taken e-mail', async () => {
    const member = await signUpMember(t);
    const before = (await t.textsTo(member.registration.mobile)).length;
    const started = await start(createRegistration({ mobile: member.registration.mobile }));
    expect(started.statusCode).toBe(202);
    const texts = (await t.textsTo(member.registration.mobile)).slice(before);
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toMatch(/someone tried to sign up with your mobile number/);
    expect(texts[0].text).not.toMatch(/\d{6}/);
    const { pendingId } = started.json();
    const [pending] = await t.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.id, pendingId));
    expect(pending.codeHash).toBeNull();
    expect((await confirm(pendingId, '123456')).json().error.message).toMatch(/^That code is not right\./);

    const mailed = await start(createRegistration({ email: member.registration.email }));
    expect(mailed.statusCode).toBe(202);
    await t.app.workAfterAnswers();
    expect(await ownerNotices(member.registration.email)).toBe(1);
  });

  it(`sends at most ${SIGN_UP_TEXTS_PER_MOBILE_PER_DAY} texts a day to a mobile and ${SIGN_UP_MAILS_PER_EMAIL_PER_DAY} mails to an e-mail, answering the same after`, async () => {
    const mobile = createRegistration().mobile;
    const answers: number[] = [];
    let lastId = '';
    for (let i = 0; i <= SIGN_UP_TEXTS_PER_MOBILE_PER_DAY; i += 1) {
      const response = await start(createRegistration({ mobile }));
      answers.push(response.statusCode);
      lastId = response.json().pendingId;
    }
    expect(answers).toEqual(Array(SIGN_UP_TEXTS_PER_MOBILE_PER_DAY + 1).fill(202));
    expect(await t.textsTo(mobile)).toHaveLength(SIGN_UP_TEXTS_PER_MOBILE_PER_DAY);
    // The sign-up whose text was not sent has no code a guess could match.
    const [unsent] = await t.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.id, lastId));
    expect(unsent.codeHash).toBeNull();

    const owner = await signUpMember(t);
    const mails: number[] = [];
    for (let i = 0; i <= SIGN_UP_MAILS_PER_EMAIL_PER_DAY; i += 1) {
      mails.push((await start(createRegistration({ email: owner.registration.email }))).statusCode);
    }
    expect(mails).toEqual(Array(SIGN_UP_MAILS_PER_EMAIL_PER_DAY + 1).fill(202));
    await t.app.workAfterAnswers();
    expect(await ownerNotices(owner.registration.email)).toBe(SIGN_UP_MAILS_PER_EMAIL_PER_DAY);
  });

  it(`keeps a number's ${SIGN_UP_PENDING_PER_MOBILE} newest sign-ups, answering the same`, async () => {
    const mobile = createRegistration().mobile;
    const started = [];
    for (let i = 0; i <= SIGN_UP_PENDING_PER_MOBILE; i += 1) {
      const response = await start(createRegistration({ mobile }));
      expect(response.statusCode).toBe(202);
      started.push(response.json().pendingId);
    }
    const kept = await t.database.db
      .select({ id: pendingSignUps.id })
      .from(pendingSignUps)
      .where(inArray(pendingSignUps.id, started));
    expect(kept.map((row) => row.id).sort()).toEqual(started.slice(1).sort());
    const dropped = await confirm(started[0], '123456');
    expect([dropped.statusCode, dropped.json().error.message]).toEqual([400, SIGN_UP_ENDED.en]);
  });

  it('makes no account before the code comes back', async () => {
    const registration = createRegistration();
    expect((await start(registration)).statusCode).toBe(202);
    expect(await accountsWith(registration.email)).toBe(0);
  });
});

describe('finishing a sign-up with its code', () => {
  it('makes the account with the mobile verified and logs the member in', async () => {
    const registration = createRegistration();
    const { pendingId } = (await start(registration)).json();
    const finished = await confirm(pendingId, await signUpCodeSentTo(t, registration.mobile));
    expect(finished.statusCode).toBe(201);
    const { jwt, user } = finished.json();
    expect(user).toMatchObject({ email: registration.email, full_name: registration.fullName });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/profile',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(own.json().profile.isMobileVerified).toBe(true);
    expect(await t.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.id, pendingId))).toEqual([]);
  });

  it(`ends the sign-up after ${MOBILE_CODE_MAX_ATTEMPTS} wrong codes: the right one no longer works`, async () => {
    const registration = createRegistration();
    const { pendingId } = (await start(registration)).json();
    const code = await signUpCodeSentTo(t, registration.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < MOBILE_CODE_MAX_ATTEMPTS; i += 1) {
      const answer = await confirm(pendingId, wrong);
      expect(answer.statusCode).toBe(400);
      messages.push(answer.json().error.message);
    }
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      TOO_MANY_WRONG_CODES.en,
    ]);
    const late = await confirm(pendingId, code);
    expect([late.statusCode, late.json().error.message]).toEqual([400, SIGN_UP_ENDED.en]);
    expect(await accountsWith(registration.email)).toBe(0);
  });

  it(`takes no code for a number after ${SIGN_UP_WRONG_CODES_PER_MOBILE_PER_DAY} wrong ones that day, across its sign-ups`, async () => {
    const mobile = createRegistration().mobile;
    const wrongCodes = [];
    for (let i = 0; i < SIGN_UP_WRONG_CODES_PER_MOBILE_PER_DAY; i += 1) {
      if (i % MOBILE_CODE_MAX_ATTEMPTS === 0) wrongCodes.push((await start(createRegistration({ mobile }))).json());
      const { pendingId } = wrongCodes.at(-1);
      const code = await signUpCodeSentTo(t, mobile);
      expect((await confirm(pendingId, code === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    }
    const registration = createRegistration({ mobile });
    const { pendingId } = (await start(registration)).json();
    const refused = await confirm(pendingId, await signUpCodeSentTo(t, mobile));
    expect([refused.statusCode, refused.json().error.message]).toEqual([429, TOO_MANY_WRONG_CODES_TODAY.en]);
    expect(await accountsWith(registration.email)).toBe(0);
  });

  it('counts only wrong codes against the number', async () => {
    const member = await signUpMember(t);
    const mobile = createRegistration().mobile;
    const tryCodes = async (overrides: Record<string, unknown>, wrong: number) => {
      const { pendingId } = (await start(createRegistration({ mobile, ...overrides }))).json();
      const code = await signUpCodeSentTo(t, mobile);
      for (let i = 0; i < wrong; i += 1) await confirm(pendingId, code === '000000' ? '111111' : '000000');
      return confirm(pendingId, code);
    };
    // A right code refused for its e-mail, then one wrong short of the day's wrong codes: the right code still counts.
    expect((await tryCodes({ email: member.registration.email }, 0)).statusCode).toBe(400);
    await tryCodes({}, MOBILE_CODE_MAX_ATTEMPTS);
    const lastWrong = SIGN_UP_WRONG_CODES_PER_MOBILE_PER_DAY - MOBILE_CODE_MAX_ATTEMPTS - 1;
    expect((await tryCodes({}, lastWrong)).statusCode).toBe(201);
  });

  it('makes exactly one account when the code is posted twice at once', async () => {
    const registration = createRegistration();
    const { pendingId } = (await start(registration)).json();
    const code = await signUpCodeSentTo(t, registration.mobile);
    const answers = await Promise.all([confirm(pendingId, code), confirm(pendingId, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await accountsWith(registration.email)).toBe(1);
  });

  it('refuses an e-mail address that has an account by then, naming the field', async () => {
    const member = await signUpMember(t);
    const registration = createRegistration({ email: member.registration.email });
    const { pendingId } = (await start(registration)).json();
    const answer = await confirm(pendingId, await signUpCodeSentTo(t, registration.mobile));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.details.errors).toEqual([{ path: ['email'], message: EMAIL_HAS_ACCOUNT.en }]);
    expect(await accountsWith(member.registration.email)).toBe(1);
  });

  it('refuses an unknown or malformed sign-up with a 400 naming the problem', async () => {
    const unknown = await confirm('3f1c2b7e-8a4d-4c5e-9f60-1a2b3c4d5e6f', '123456');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, SIGN_UP_ENDED.en]);
    const malformed = await confirm('not-an-id', '12');
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json()
        .error.details.errors.map((e: { path: string[] }) => e.path[0])
        .sort(),
    ).toEqual(['code', 'pendingId']);
  });
});

describe('asking for another code', () => {
  it('sends a new code (the old one stops working) after a short wait', async () => {
    const registration = createRegistration();
    const { pendingId } = (await start(registration)).json();
    const first = await signUpCodeSentTo(t, registration.mobile);
    const early = await resend(pendingId);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);
    await letResend(pendingId);
    const again = await resend(pendingId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ pendingId, resendInSeconds: 30 });
    const second = await signUpCodeSentTo(t, registration.mobile);
    if (second !== first) expect((await confirm(pendingId, first)).statusCode).toBe(400);
    expect((await confirm(pendingId, second)).statusCode).toBe(201);
  });

  it('says the day’s codes are used up only to whoever asks again, the same for a taken and a free number', async () => {
    const member = await signUpMember(t);
    const free = createRegistration().mobile;
    for (const mobile of [member.registration.mobile, free]) {
      const { pendingId } = (await start(createRegistration({ mobile }))).json();
      const sent = (await t.textsTo(mobile)).length;
      const answers: number[] = [];
      for (let i = 0; i < SIGN_UP_TEXTS_PER_MOBILE_PER_DAY; i += 1) {
        await letResend(pendingId);
        answers.push((await resend(pendingId)).statusCode);
      }
      const refused = answers.indexOf(429);
      expect(answers.slice(0, refused).every((status) => status === 200)).toBe(true);
      await letResend(pendingId);
      const last = await resend(pendingId);
      expect([last.statusCode, last.json().error.message]).toEqual([429, TEXTS_USED_UP.en]);
      expect(await t.textsTo(mobile)).toHaveLength(sent + refused);
    }
  });
});
