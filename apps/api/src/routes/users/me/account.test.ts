import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { partnerPreferences, photos, profiles, suspensions, users } from '../../../db/schema';
import { purgeDeletedAccounts, contactHash } from '../../../modules/account';
import { createLocalPhotoStore } from '../../../modules/photos';
import { samplePhoto } from '../../../testing/sample-photos';
import { givePlan } from '../../../testing/give-plan';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../../testing/test-app';
import { uploadPhoto } from '../../../testing/upload-photo';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true' });
});

afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'saffron-river-2031';

function me(auth: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
}

function logIn(identifier: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier, password } });
}

/** Deletes the member's account with their password (or the one given). */
function deleteAccount(member: TestMember, password = member.registration.password) {
  return t.app.inject({ method: 'POST', url: '/api/users/me/deletion', headers: member.auth, payload: { password } });
}

describe('POST /api/users/me/password', () => {
  it('needs the current password, ends every other session and hands this device a new token', async () => {
    const member = await signUpMember(t);
    const laptop = {
      authorization: `Bearer ${(await logIn(member.registration.email, member.registration.password)).json().jwt}`,
    };
    const payload = {
      currentPassword: member.registration.password,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: member.auth,
      payload,
    });
    expect(response.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${response.json().jwt}` };
    expect((await me(member.auth)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await logIn(member.registration.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(member.registration.email, member.registration.password)).statusCode).toBe(400);
  });

  it('names a wrong current password, a mismatch and a common password', async () => {
    const member = await signUpMember(t);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/users/me/password', headers: member.auth, payload });
    const wrong = await post({
      currentPassword: 'not-it-at-all',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(wrong.json().error.details.errors).toEqual([
      { path: ['currentPassword'], message: 'That is not your current password.' },
    ]);
    const mismatch = await post({
      currentPassword: member.registration.password,
      password: NEW_PASSWORD,
      passwordConfirmation: 'other',
    });
    expect(mismatch.json().error.details.errors).toEqual([
      { path: ['passwordConfirmation'], message: 'The two passwords do not match' },
    ]);
    const common = await post({
      currentPassword: member.registration.password,
      password: 'password123',
      passwordConfirmation: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.details.errors[0].path).toEqual(['password']);
    expect((await me(member.auth)).statusCode).toBe(200);
  });
});

describe('PUT /api/users/me/hidden', () => {
  it('takes the profile out of sight of other members at once, and back', async () => {
    const owner = await signUpMember(t);
    const viewer = await signUpMember(t);
    const view = () => t.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: viewer.auth });
    const hide = (isHidden: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/users/me/hidden', headers: owner.auth, payload: { isHidden } });
    expect((await hide(true)).json()).toEqual({ isHidden: true });
    expect((await view()).statusCode).toBe(404);
    expect((await me(owner.auth)).statusCode).toBe(200);
    expect((await hide(false)).json()).toEqual({ isHidden: false });
    expect((await view()).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/me/hidden',
          headers: owner.auth,
          payload: { isHidden: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/users/me/export', () => {
  it('downloads everything held about the member as a JSON file, without secrets', async () => {
    const member = await signUpMember(t, { fullName: 'Neha Joshi' });
    await uploadPhoto(t, member.auth, await samplePhoto('jpeg'));
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: member.auth,
      payload: {
        name: 'Neha Joshi',
        email: member.registration.email,
        mobile: member.registration.mobile,
        message: 'Please help me verify my mobile number.',
      },
    });
    const horoscope = {
      birthTime: '06:45',
      birthPlace: 'pune-in',
      nakshatra: 'shravana',
      nakshatraPada: 1,
      rashi: 'makara',
      manglik: 'no',
      horoscopeVisibility: 'accepted',
    };
    await t.app.inject({ method: 'PATCH', url: '/api/users/me/profile', headers: member.auth, payload: horoscope });
    await givePlan(t, member, 'gold');
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: member.auth,
      payload: { planId: 'diamond' },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: member.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${member.profileId}-data.json"`);
    const data = response.json();
    expect(data.account).toMatchObject({ id: member.id, email: member.registration.email });
    expect(data.profile).toMatchObject({ fullName: 'Neha Joshi', profileCode: member.profileId, ...horoscope });
    expect(data.partnerPreferences).toMatchObject({ userId: member.id });
    expect(data.photos).toHaveLength(1);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ message: 'Please help me verify my mobile number.' }),
    ]);
    expect(data.memberships).toEqual([expect.objectContaining({ planId: 'gold' })]);
    expect(data.payments).toEqual([
      expect.objectContaining({ planId: 'diamond', status: 'created', providerOrderId: expect.any(String) }),
    ]);
    expect(response.body).not.toMatch(/passwordHash|argon2|tokenVersion/);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  it('needs the password, hides the profile everywhere at once and ends every session', async () => {
    const owner = await signUpMember(t);
    const viewer = await signUpMember(t);
    const wrong = await deleteAccount(owner, 'nope');
    expect(wrong.json().error.details.errors).toEqual([{ path: ['password'], message: 'That is not your password.' }]);

    const done = await deleteAccount(owner);
    expect(done.statusCode).toBe(200);
    expect((await me(owner.auth)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: viewer.auth })).statusCode,
    ).toBe(404);
  });

  it('is undone by logging in within the grace period', async () => {
    const owner = await signUpMember(t);
    await deleteAccount(owner);
    const back = await logIn(owner.registration.email, owner.registration.password);
    expect(back.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(user).toMatchObject({ status: 'active', deletedAt: null });
  });

  it('says so when a log in restores the account, in the answer and by e-mail, and only then', async () => {
    const owner = await signUpMember(t);
    await deleteAccount(owner);
    const back = await logIn(owner.registration.email, owner.registration.password);
    expect(back.json().restored).toBe(true);
    const restoredMails = async () =>
      (await t.outbox()).filter((m) => m.to === owner.registration.email && /was restored/.test(m.subject));
    expect(await restoredMails()).toHaveLength(1);
    const again = await logIn(owner.registration.email, owner.registration.password);
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty('restored');
    expect(await restoredMails()).toHaveLength(1);
  });

  it('is confirmed by e-mail and SMS: the day everything is erased, and that logging in before then restores it', async () => {
    const owner = await signUpMember(t);
    const mobile = (await me(owner.auth)).json().mobile;
    const done = await deleteAccount(owner);
    expect(done.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    const day = new Date(Number(user.deletedAt) + 30 * 24 * 60 * 60 * 1000).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    const mail = (await t.outbox()).find(
      (m) => m.to === owner.registration.email && m.subject.endsWith('account is deleted'),
    );
    expect(mail?.text).toContain(`On ${day} we erase everything we hold about you`);
    expect(mail?.text).toMatch(/Log in before then .* comes back as it was: http:\/\/\S+\/login/);
    expect((await t.textsTo(mobile)).at(-1)?.text).toContain(`Log in before ${day} to restore it`);
  });

  it('is confirmed in Hindi to a member who reads Hindi', async () => {
    const owner = await signUpMember(t, { language: 'hi' });
    await deleteAccount(owner);
    const mail = (await t.outbox()).find((m) => m.to === owner.registration.email && m.subject.includes('हटा दिया'));
    expect(mail?.text).toContain('मन बदल गया?');
    expect(mail?.text).toContain('/hi/login');
  });

  it('is undone as it was: a profile hidden before the deletion comes back hidden', async () => {
    const owner = await signUpMember(t);
    const viewer = await signUpMember(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/hidden',
      headers: owner.auth,
      payload: { isHidden: true },
    });
    await deleteAccount(owner);
    const back = await logIn(owner.registration.email, owner.registration.password);
    expect(back.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${back.json().jwt}` };
    const own = (await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: auth })).json();
    expect(own.profile.isHidden).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: viewer.auth })).statusCode,
    ).toBe(404);
  });

  it('waits for the admins while either member of an open report asks to be erased', async () => {
    const [reporter, reported] = [await signUpMember(t), await signUpMember(t, { gender: 'male' })];
    const admin = await signUpMember(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: reporter.auth,
      payload: { profileId: reported.profileId, reason: 'harassment' },
    });
    for (const member of [reporter, reported]) {
      await deleteAccount(member);
    }
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(inArray(users.id, [reporter.id, reported.id]));
    const store = createLocalPhotoStore(t.uploadsDir);
    await purgeDeletedAccounts(t.database.db, store);
    const left = async () =>
      (
        await t.database.db
          .select()
          .from(users)
          .where(inArray(users.id, [reporter.id, reported.id]))
      ).length;
    expect(await left()).toBe(2);

    await t.app.inject({ method: 'POST', url: `/api/admin/reports/${filed.json().id}/dismiss`, headers: admin.auth });
    await purgeDeletedAccounts(t.database.db, store);
    expect(await left()).toBe(0);
  });

  it('is erased by the purge after the grace period, files included, and cannot be restored then', async () => {
    const owner = await signUpMember(t);
    const keeper = await signUpMember(t);
    const photo = (await uploadPhoto(t, owner.auth, await samplePhoto('jpeg'))).json();
    await deleteAccount(owner);
    const store = createLocalPhotoStore(t.uploadsDir);
    const file = path.join(store.dir, photo.url.split('/').pop());

    expect(await purgeDeletedAccounts(t.database.db, store, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(existsSync(file)).toBe(true);

    const later = new Date(Date.now() + 31 * 86_400_000);
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, owner.id));
    expect((await logIn(owner.registration.email, owner.registration.password)).statusCode).toBe(400);
    expect(await purgeDeletedAccounts(t.database.db, store, later)).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, owner.id))).toEqual([]);
    expect(await t.database.db.select().from(photos).where(eq(photos.userId, owner.id))).toEqual([]);
    expect(
      await t.database.db.select().from(partnerPreferences).where(eq(partnerPreferences.userId, owner.id)),
    ).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect((await me(keeper.auth)).statusCode).toBe(200);
  });
});

describe('PATCH /api/users/me/notifications and contact privacy', () => {
  it('keeps the e-mail choices and who sees contact details, and names wrong values', async () => {
    const member = await signUpMember(t);
    const notifications = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/notifications',
      headers: member.auth,
      payload: { notifyProfileViewed: true, notifyInterestReceived: false },
    });
    expect(notifications.statusCode).toBe(200);
    expect(notifications.json().profile).toMatchObject({
      notifyProfileViewed: true,
      notifyInterestReceived: false,
      notifyInterestAccepted: true,
    });

    const privacy = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: member.auth,
      payload: { contactVisibility: 'paid-accepted' },
    });
    expect(privacy.json().profile.contactVisibility).toBe('paid-accepted');
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: member.auth,
      payload: { contactVisibility: 'all' },
    });
    expect(wrong.json().error.message).toBe('Choose who sees your contact details from the list');
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/notifications',
      headers: member.auth,
      payload: { notifySms: true },
    });
    expect(unknown.statusCode).toBe(400);

    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/hidden',
      headers: member.auth,
      payload: { isHidden: true },
    });
    const own = (await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: member.auth })).json();
    expect(own.profile.isHidden).toBe(true);
  });
});

describe('e-mail change', () => {
  async function linkSentTo(address: string): Promise<string> {
    const message = (await t.outbox()).find((m) => m.to === address && m.subject.startsWith('Confirm your new e-mail'));
    const match = /\/api\/auth\/email-change\?token=[^\s]+/.exec(message?.text ?? '');
    if (!match) throw new Error(`No e-mail change link sent to ${address}`);
    return match[0];
  }

  it('takes effect only from the link sent to the new address, once, and tells the old address', async () => {
    const member = await signUpMember(t);
    const newEmail = `new.${member.id}@example.in`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/email',
      headers: member.auth,
      payload: { newEmail: newEmail.toUpperCase(), password: member.registration.password },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true, sentTo: newEmail });
    expect((await me(member.auth)).json().email).toBe(member.registration.email);

    const link = await linkSentTo(newEmail);
    const followed = await t.app.inject({ method: 'GET', url: link });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/setting?emailChange=confirmed');
    expect((await me(member.auth)).json()).toMatchObject({ email: newEmail, confirmed: true });
    expect(
      (await t.outbox()).some((m) => m.to === member.registration.email && m.subject.includes('was changed')),
    ).toBe(true);
    expect((await logIn(newEmail, member.registration.password)).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.headers.location).toBe('/setting?emailChange=invalid');
  });

  it('names a wrong password and a malformed address', async () => {
    const member = await signUpMember(t);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/users/me/email', headers: member.auth, payload });
    expect((await post({ newEmail: 'fresh@example.in', password: 'wrong-one' })).json().error.details.errors).toEqual([
      { path: ['password'], message: 'That is not your password.' },
    ]);
    expect((await post({ newEmail: 'not-an-address', password: member.registration.password })).statusCode).toBe(400);
  });

  it('answers an address taken by another account as a free one: its owner gets a notice, nobody a link', async () => {
    const member = await signUpMember(t);
    const owner = await signUpMember(t);
    const post = (newEmail: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/email',
        headers: member.auth,
        payload: { newEmail, password: member.registration.password },
      });
    const freeEmail = `free.${member.id}@example.in`;
    const free = await post(freeEmail);
    const taken = await post(owner.registration.email.toUpperCase());
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    expect(taken.json()).toEqual({ ok: true, sentTo: owner.registration.email.toLowerCase() });

    const toOwner = (await t.outbox()).filter((m) => m.to.toLowerCase() === owner.registration.email.toLowerCase());
    const notice = toOwner.find((m) => m.subject.startsWith('Someone tried to use your e-mail address'));
    expect(notice?.text).toContain('nothing changed');
    expect(toOwner.some((m) => /email-change\?token=/.test(m.text))).toBe(false);
    expect((await me(member.auth)).json().email).toBe(member.registration.email);
  });

  it('takes five e-mail change requests a member a day', async () => {
    const member = await signUpMember(t);
    const post = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/email',
        headers: member.auth,
        payload: { newEmail: `try${n}.${member.id}@example.in`, password: member.registration.password },
      });
    for (let n = 0; n < 5; n += 1) expect((await post(n)).statusCode).toBe(200);
    // The 5-minute password window has passed; the daily one has not.
    const { attemptCounters } = await import('../../../db/schema');
    const { attemptKey } = await import('../../../modules/platform');
    await t.database.db
      .delete(attemptCounters)
      .where(eq(attemptCounters.key, attemptKey('password check per member', String(member.id))));
    const sixth = await post(5);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('refuses the link when someone else took the address in between', async () => {
    const member = await signUpMember(t);
    const newEmail = `race.${member.id}@example.in`;
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/email',
      headers: member.auth,
      payload: { newEmail, password: member.registration.password },
    });
    await signUpMember(t, { email: newEmail });
    const followed = await t.app.inject({ method: 'GET', url: await linkSentTo(newEmail) });
    expect(followed.headers.location).toBe('/setting?emailChange=taken');
    expect((await me(member.auth)).json().email).toBe(member.registration.email);
  });

  it('refuses the link to an address a suspended member had, as a taken one, also after that account is erased', async () => {
    const member = await signUpMember(t);
    const newEmail = `suspended.${member.id}@example.in`;
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/email',
      headers: member.auth,
      payload: { newEmail, password: member.registration.password },
    });
    // As an erased suspended member's evidence keeps it: only the keyed hashes, no account.
    await t.database.db
      .insert(suspensions)
      .values({ emailHash: contactHash(newEmail), mobileHash: contactHash('+910000000000'), evidence: {} });
    const followed = await t.app.inject({ method: 'GET', url: await linkSentTo(newEmail) });
    expect(followed.headers.location).toBe('/setting?emailChange=taken');
    expect((await me(member.auth)).json().email).toBe(member.registration.email);
  });
});

describe('mobile verification', () => {
  async function latestCode(mobile: string): Promise<string> {
    const message = (await t.outbox()).find((m) => m.to === mobile && m.subject === 'Text message');
    const match = /^(\d{6}) is your/.exec(message?.text ?? '');
    if (!match) throw new Error(`No code sent to ${mobile}`);
    return match[1];
  }
  const sendCode = (auth: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/users/me/mobile/code', headers: auth });
  const verify = (auth: Record<string, string>, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/me/mobile/verify', headers: auth, payload: { code } });
  /** A member whose number is not verified yet: an account from before sign-up proved it, or an imported one. */
  async function unverifiedMember() {
    const member = await signUpMember(t);
    await t.database.db.update(users).set({ isMobileVerified: false }).where(eq(users.id, member.id));
    return member;
  }

  it('has nothing to verify after signing up: the sign-up code proved the number', async () => {
    const member = await signUpMember(t);
    const mobile = (await me(member.auth)).json().mobile;
    const texts = (await t.textsTo(mobile)).length;
    expect((await sendCode(member.auth)).json()).toEqual({ ok: true, verified: true });
    expect(await t.textsTo(mobile)).toHaveLength(texts);
  });

  it('verifies the number with the code sent by SMS, once', async () => {
    const member = await unverifiedMember();
    const mobile = (await me(member.auth)).json().mobile;
    expect((await sendCode(member.auth)).json()).toEqual({ ok: true, verified: false });
    const code = await latestCode(mobile);
    expect((await verify(member.auth, code)).statusCode).toBe(200);
    const own = (await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: member.auth })).json();
    expect(own.profile.isMobileVerified).toBe(true);
    expect((await verify(member.auth, code)).json().error.message).toBe('Ask for a code first.');
  });

  it('counts wrong guesses, then refuses even the right code until a new one is asked for', async () => {
    const member = await unverifiedMember();
    const mobile = (await me(member.auth)).json().mobile;
    await sendCode(member.auth);
    const code = await latestCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(member.auth, wrong)).json().error.details.errors).toEqual([
      { path: ['code'], message: 'That code is not right. 4 tries left.' },
    ]);
    for (let i = 0; i < 4; i += 1) await verify(member.auth, wrong);
    expect((await verify(member.auth, code)).json().error.message).toBe('Too many wrong codes. Ask for a new one.');
    await sendCode(member.auth);
    expect((await verify(member.auth, await latestCode(mobile))).statusCode).toBe(200);
  });

  it('refuses an expired code, a malformed one, and more than three sends in 15 minutes', async () => {
    const member = await unverifiedMember();
    const mobile = (await me(member.auth)).json().mobile;
    await sendCode(member.auth);
    const { mobileCodes } = await import('../../../db/schema');
    await t.database.db
      .update(mobileCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mobileCodes.userId, member.id));
    expect((await verify(member.auth, await latestCode(mobile))).json().error.message).toBe(
      'This code has expired. Ask for a new one.',
    );
    expect((await verify(member.auth, '12ab')).json().error.message).toBe('Enter the 6-digit code we sent by SMS');
    await sendCode(member.auth);
    await sendCode(member.auth);
    const fourth = await sendCode(member.auth);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });
});

describe('mobile change', () => {
  const changeMobile = (
    member: { auth: Record<string, string>; registration: { password: string } },
    newMobile: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/me/mobile/change',
      headers: member.auth,
      payload: { newMobile, password: member.registration.password },
    });
  const confirm = (auth: Record<string, string>, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/me/mobile/change/confirm', headers: auth, payload: { code } });
  const changeCodesTo = async (mobile: string) =>
    (await t.textsTo(mobile))
      .filter(({ text }) => text.includes("account's mobile number"))
      .map(({ text }) => /^(\d{6}) /.exec(text)?.[1] ?? '');
  let numbers = 0;
  /** A number no member of this run has: 7, the process and a counter. */
  const freshMobile = () => {
    numbers += 1;
    return `+917${String(process.pid % 10_000).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(numbers).padStart(2, '0')}`;
  };

  it('takes effect only with the code sent to the new number, once; the number is verified and the old one told', async () => {
    const member = await signUpMember(t);
    const oldMobile = (await me(member.auth)).json().mobile;
    const newMobile = freshMobile();
    const asked = await changeMobile(member, newMobile.slice(3));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true, sentTo: newMobile });
    expect((await me(member.auth)).json().mobile).toBe(oldMobile);
    const [code] = await changeCodesTo(newMobile);
    const done = await confirm(member.auth, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true, mobile: newMobile });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(user).toMatchObject({ mobile: newMobile, isMobileVerified: true });
    const notice = (await t.textsTo(oldMobile)).at(-1);
    expect(notice?.text).toContain(`is now +91 ${newMobile.slice(3, 5)}•••••${newMobile.slice(-3)}`);
    expect((await logIn(newMobile, member.registration.password)).statusCode).toBe(200);
    expect((await logIn(oldMobile, member.registration.password)).statusCode).toBe(400);
    expect((await confirm(member.auth, code)).json().error.message).toBe('Ask for a code first.');
  });

  it('names a wrong password, the member’s own number and a malformed one', async () => {
    const member = await signUpMember(t);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/mobile/change',
      headers: member.auth,
      payload: { newMobile: freshMobile(), password: 'nope' },
    });
    expect(wrong.json().error.details.errors).toEqual([{ path: ['password'], message: 'That is not your password.' }]);
    const own = await changeMobile(member, member.registration.mobile);
    expect(own.json().error.details.errors).toEqual([
      { path: ['newMobile'], message: 'This is already your mobile number.' },
    ]);
    const malformed = await changeMobile(member, '12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.errors[0].path).toEqual(['newMobile']);
  });

  it('answers a number another account has as a free one: its owner gets a notice, nobody a code', async () => {
    const member = await signUpMember(t);
    const owner = await signUpMember(t);
    const ownerMobile = (await me(owner.auth)).json().mobile;
    const free = await changeMobile(member, freshMobile());
    const taken = await changeMobile(member, ownerMobile);
    expect(taken.statusCode).toBe(200);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    expect(await changeCodesTo(ownerMobile)).toEqual([]);
    expect((await t.textsTo(ownerMobile)).at(-1)?.text).toContain('It already belongs to your account');
  });

  it('refuses the code when another account took the number in between, or a suspended member had it', async () => {
    const member = await signUpMember(t);
    const other = await signUpMember(t);
    const newMobile = freshMobile();
    await changeMobile(member, newMobile);
    const [code] = await changeCodesTo(newMobile);
    await t.database.db.update(users).set({ mobile: newMobile }).where(eq(users.id, other.id));
    const refused = await confirm(member.auth, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.errors).toEqual([
      { path: ['code'], message: 'Another account uses that number now, so your number was not changed.' },
    ]);

    const suspendedMobile = freshMobile();
    await changeMobile(member, suspendedMobile);
    const [second] = await changeCodesTo(suspendedMobile);
    await t.database.db
      .insert(suspensions)
      .values({ emailHash: contactHash('gone@example.in'), mobileHash: contactHash(suspendedMobile), evidence: {} });
    expect((await confirm(member.auth, second)).json()).toEqual(refused.json());
    expect((await me(member.auth)).json().mobile).toBe(`+91${member.registration.mobile}`);
  });

  it('counts wrong guesses at the code, and a verification code does not change the number', async () => {
    const member = await signUpMember(t);
    const newMobile = freshMobile();
    await changeMobile(member, newMobile);
    const [code] = await changeCodesTo(newMobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm(member.auth, wrong)).json().error.message).toBe('That code is not right. 4 tries left.');
    for (let i = 0; i < 4; i += 1) await confirm(member.auth, wrong);
    expect((await confirm(member.auth, code)).json().error.message).toBe('Too many wrong codes. Ask for a new one.');
    const verifying = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/mobile/verify',
      headers: member.auth,
      payload: { code },
    });
    expect(verifying.statusCode).toBe(400);
    expect((await me(member.auth)).json().mobile).toBe(`+91${member.registration.mobile}`);
  });
});
