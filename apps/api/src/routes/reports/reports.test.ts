import { eq } from 'drizzle-orm';
import { suspensions, users } from '../../db/schema';
import { purgeDeletedAccounts, EMAIL_HAS_ACCOUNT, MOBILE_HAS_ACCOUNT, contactHash } from '../../modules/account';
import { createLocalPhotoStore } from '../../modules/photos';
import {
  createRegistration,
  createTestApp,
  signUpCodeSentTo,
  signUpMember,
  type TestApp,
  type TestMember,
} from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const report = (from: TestMember, to: TestMember, reason = 'fake-profile') =>
  t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: from.auth,
    payload: { profileId: to.profileId, reason, details: 'Photos are of a film actor' },
  });

async function signUpAdmin(): Promise<TestMember> {
  const admin = await signUpMember(t);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  return admin;
}

describe('reports', () => {
  it('reach the admins’ queue; suspending removes the member from search and ends their sessions', async () => {
    const reporter = await signUpMember(t, { gender: 'male' });
    const second = await signUpMember(t, { gender: 'male' });
    const reported = await signUpMember(t, { fullName: 'Fake Person' });
    // The reporters block the member they report, so someone else searches.
    const onlooker = await signUpMember(t, { gender: 'male' });
    const admin = await signUpAdmin();
    expect((await report(reporter, reported)).statusCode).toBe(201);
    expect((await report(second, reported, 'asking-for-money')).statusCode).toBe(201);
    expect((await report(reporter, reported)).json().error.message).toBe(
      'You have already reported this member. Our team is looking into it.',
    );

    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.auth })).json();
    const mine = queue.filter((r: { reported: { profileId: string } }) => r.reported.profileId === reported.profileId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toEqual(
      expect.objectContaining({
        reason: 'fake-profile',
        details: 'Photos are of a film actor',
        status: 'open',
        reporter: expect.objectContaining({ profileId: reporter.profileId }),
      }),
    );
    expect(mine[0].reported.openReports).toBe(2);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/search?q=${reported.profileId}`, headers: onlooker.auth })).json()
        .results,
    ).toHaveLength(1);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${mine[0].id}/suspend`,
      headers: admin.auth,
    });
    expect(suspend.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/search?q=${reported.profileId}`, headers: onlooker.auth })).json()
        .results,
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: reported.auth })).json()).toEqual({
      isLoggedIn: false,
      userinfo: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: reported.auth })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: reported.registration.email, password: reported.registration.password },
    });
    expect(login.statusCode).toBe(403);
    // Both reports about the member were resolved by the one suspension.
    const open = (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.auth })).json();
    expect(
      open.filter((r: { reported: { profileId: string } }) => r.reported.profileId === reported.profileId),
    ).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${mine[1].id}/dismiss`,
      headers: admin.auth,
    });
    expect(again.json().error.message).toBe('This report was already actioned.');
  });

  it('suspend a member who deleted the account first: logging in restores nothing, and the erasure keeps the evidence', async () => {
    const reporter = await signUpMember(t);
    const reported = await signUpMember(t, { gender: 'male', fullName: 'Quick Leaver' });
    const admin = await signUpAdmin();
    const { id } = (await report(reporter, reported, 'harassment')).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/deletion',
      headers: reported.auth,
      payload: { password: reported.registration.password },
    });
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/suspend`,
      headers: admin.auth,
    });
    expect(suspend.statusCode).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: reported.registration.mobile, password: reported.registration.password },
    });
    expect(login.json().error).toMatchObject({ status: 403, message: expect.stringContaining('suspended') });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, reported.id));
    expect(row.status).toBe('suspended');

    // The member asked for erasure: it comes after the grace period, the suspension's evidence stays.
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, reported.id));
    await purgeDeletedAccounts(t.database.db, createLocalPhotoStore(t.uploadsDir));
    expect(await t.database.db.select().from(users).where(eq(users.id, reported.id))).toEqual([]);
    const [kept] = await t.database.db
      .select()
      .from(suspensions)
      .where(eq(suspensions.emailHash, contactHash(row.email)));
    expect(kept).toMatchObject({ memberId: null, mobileHash: contactHash(row.mobile) });
    expect(kept.evidence).toMatchObject({
      profileId: reported.profileId,
      reports: [expect.objectContaining({ id, reason: 'harassment', details: 'Photos are of a film actor' })],
    });
    expect(JSON.stringify(kept)).not.toContain(reported.registration.email);

    // The same contacts cannot sign up again, and nothing tells a suspension from an account: the e-mail gets what a
    // taken e-mail gets, the erased mobile what a taken mobile's holder is told at the code step.
    const refusals = [
      { contacts: { email: reported.registration.email }, field: 'email', message: EMAIL_HAS_ACCOUNT.en },
      { contacts: { mobile: reported.registration.mobile }, field: 'code', message: MOBILE_HAS_ACCOUNT.en },
    ];
    for (const { contacts, field, message } of refusals) {
      const registration = createRegistration(contacts);
      const again = await t.app.inject({ method: 'POST', url: '/api/auth/local/register', payload: registration });
      expect(again.statusCode).toBe(202);
      expect(Object.keys(again.json()).sort()).toEqual(['mobile', 'pendingId', 'resendInSeconds']);
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local/register/confirm',
        payload: { pendingId: again.json().pendingId, code: await signUpCodeSentTo(t, registration.mobile) },
      });
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json().error.details.errors).toEqual([{ path: [field], message }]);
    }
  });

  it('about an interest show its message to the admins and keep it with the suspension', async () => {
    const reporter = await signUpMember(t);
    const other = await signUpMember(t);
    const onlooker = await signUpMember(t);
    const reported = await signUpMember(t, { gender: 'male' });
    const admin = await signUpAdmin();
    const ask = 'My mother is in hospital, please send Rs 20000 today and I will return it';
    const sendInterest = async (to: TestMember) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/interests',
          headers: reported.auth,
          payload: { profileId: to.profileId, message: ask },
        })
      ).json().id as number;
    const interestId = await sendInterest(reporter);
    await sendInterest(other);
    const fileAbout = (from: TestMember, extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: from.auth,
        payload: { profileId: reported.profileId, reason: 'asking-for-money', ...extra },
      });

    expect((await fileAbout(onlooker, { interestId })).json().error).toMatchObject({
      status: 404,
      message: 'There is no such interest from this member to you.',
    });
    expect((await fileAbout(reporter, { interestId, messageId: 1 })).json().error.details.errors).toEqual([
      { path: ['interestId'], message: 'Report either a message or an interest, not both' },
    ]);
    const named = await fileAbout(reporter, { interestId });
    expect(named.statusCode).toBe(201);
    // Without an interest named, the latest interest's message goes with the report (there is no conversation).
    const fallback = await fileAbout(other, {});
    expect(fallback.statusCode).toBe(201);

    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.auth })).json();
    for (const id of [named.json().id, fallback.json().id]) {
      expect(queue.find((r: { id: number }) => r.id === id)).toMatchObject({
        messages: null,
        interestMessage: { text: ask, createdAt: expect.any(String) },
      });
    }

    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${named.json().id}/suspend`,
      headers: admin.auth,
    });
    expect(suspend.statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(suspensions).where(eq(suspensions.memberId, reported.id));
    expect((kept.evidence as { reports: unknown[] }).reports).toEqual([
      expect.objectContaining({ id: named.json().id, interestMessage: expect.objectContaining({ text: ask }) }),
      expect.objectContaining({ id: fallback.json().id, interestMessage: expect.objectContaining({ text: ask }) }),
    ]);
  });

  it('go through a block both ways, and protect the reporter at once with a block of their own', async () => {
    const bride = await signUpMember(t);
    const groom = await signUpMember(t, { gender: 'male' });
    const view = (viewer: TestMember, viewed: TestMember) =>
      t.app.inject({ method: 'GET', url: `/api/users/${viewed.id}`, headers: viewer.auth });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/blocks',
          headers: bride.auth,
          payload: { profileId: groom.profileId },
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect((await report(bride, groom, 'harassment')).statusCode).toBe(201);
    expect((await report(groom, bride, 'harassment')).statusCode).toBe(201);

    const reporter = await signUpMember(t, { gender: 'male' });
    const reported = await signUpMember(t);
    expect((await view(reporter, reported)).statusCode).toBe(200);
    expect((await report(reporter, reported)).statusCode).toBe(201);
    expect((await view(reporter, reported)).statusCode).toBe(404);
    expect((await view(reported, reporter)).statusCode).toBe(404);
    const blocked = (await t.app.inject({ method: 'GET', url: '/api/blocks', headers: reporter.auth })).json();
    expect(JSON.stringify(blocked)).toContain(reported.profileId);
  });

  it('of a hidden member with whom one never had to do answer as an unknown profile ID', async () => {
    const stranger = await signUpMember(t, { gender: 'male' });
    const hidden = await signUpMember(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/hidden',
      headers: hidden.auth,
      payload: { isHidden: true },
    });
    expect((await report(stranger, hidden)).json().error).toMatchObject({
      status: 404,
      message: 'There is no member with this profile ID.',
    });
  });

  it('are weighed in the queue: established, verified reporters first, new accounts and dismissed reporters less', async () => {
    const admin = await signUpAdmin();
    const established = async () => {
      const member = await signUpMember(t);
      await t.database.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 60 * 86_400_000), isEmailVerified: true, isMobileVerified: true })
        .where(eq(users.id, member.id));
      return member;
    };
    const byNewAccounts = await signUpMember(t, { gender: 'male' });
    for (let i = 0; i < 3; i += 1) await report(await signUpMember(t), byNewAccounts);
    const byMembers = await signUpMember(t, { gender: 'male' });
    for (let i = 0; i < 2; i += 1) await report(await established(), byMembers);
    // A reporter whose earlier report was dismissed counts half.
    const dismissedBefore = await established();
    const first = (await report(dismissedBefore, await signUpMember(t, { gender: 'male' }))).json();
    await t.app.inject({ method: 'POST', url: `/api/admin/reports/${first.id}/dismiss`, headers: admin.auth });
    const byDismissed = await signUpMember(t, { gender: 'male' });
    await report(dismissedBefore, byDismissed);

    const queue: { reported: { profileId: string; priority: number } }[] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.auth })
    ).json();
    const place = (member: TestMember) => queue.findIndex((r) => r.reported.profileId === member.profileId);
    const priority = (member: TestMember) => queue[place(member)].reported.priority;
    expect([priority(byMembers), priority(byNewAccounts), priority(byDismissed)]).toEqual([6, 3, 1.5]);
    expect(place(byMembers)).toBeLessThan(place(byNewAccounts));
    expect(place(byNewAccounts)).toBeLessThan(place(byDismissed));
    // Weighing orders the queue only: the member reported by three accounts is still on the site.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${byNewAccounts.id}`, headers: admin.auth })).statusCode,
    ).toBe(200);
  });

  it('are acted on once when two admins act at once: one suspension with its evidence, the other told', async () => {
    const reporter = await signUpMember(t, { gender: 'male' });
    const second = await signUpMember(t, { gender: 'male' });
    const reported = await signUpMember(t);
    const admin = await signUpAdmin();
    const otherAdmin = await signUpAdmin();
    const first = (await report(reporter, reported)).json().id;
    const other = (await report(second, reported, 'asking-for-money')).json().id;
    const act = (by: TestMember, id: number, action: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/reports/${id}/${action}`, headers: by.auth });

    const both = await Promise.all([act(admin, first, 'suspend'), act(otherAdmin, first, 'suspend')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.statusCode === 400)?.json().error.message).toBe('This report was already actioned.');
    const rows = await t.database.db.select().from(suspensions).where(eq(suspensions.memberId, reported.id));
    expect(rows).toHaveLength(1);
    expect((rows[0].evidence as { reports: unknown[] }).reports).toHaveLength(2);
    expect((await act(admin, other, 'suspend')).json().error.message).toBe('This report was already actioned.');

    const dismissedFirst = (await report(reporter, second)).json().id;
    const race = await Promise.all([act(admin, dismissedFirst, 'dismiss'), act(otherAdmin, dismissedFirst, 'suspend')]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const secondStatus = (await t.database.db.select().from(users).where(eq(users.id, second.id)))[0].status;
    const secondSuspensions = await t.database.db.select().from(suspensions).where(eq(suspensions.memberId, second.id));
    expect(secondSuspensions).toHaveLength(secondStatus === 'suspended' ? 1 : 0);
  });

  it('can be dismissed, leaving the member as they were', async () => {
    const reporter = await signUpMember(t, { gender: 'male' });
    const reported = await signUpMember(t);
    const admin = await signUpAdmin();
    const { id } = (await report(reporter, reported, 'other')).json();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/reports/${id}/dismiss`, headers: admin.auth })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: reported.auth })).statusCode).toBe(200);
    const dismissed = (
      await t.app.inject({ method: 'GET', url: '/api/admin/reports?status=dismissed', headers: admin.auth })
    ).json();
    expect(dismissed.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('tell each reporter the outcome in general terms, and the suspended member why and where to appeal', async () => {
    const reporter = await signUpMember(t, { gender: 'male' });
    const second = await signUpMember(t, { gender: 'male' });
    const reported = await signUpMember(t, { fullName: 'Sneha Fakename' });
    const admin = await signUpAdmin();
    const { id } = (await report(reporter, reported, 'asking-for-money')).json();
    await report(second, reported, 'fake-profile');
    await t.app.inject({ method: 'POST', url: `/api/admin/reports/${id}/suspend`, headers: admin.auth });

    for (const member of [reporter, second]) {
      const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: member.auth })).json();
      expect(notices.notifications.map((n: { kind: string }) => n.kind)).toEqual(['report-actioned']);
      expect(JSON.stringify(notices)).not.toContain('Fakename');
      const mail = (await t.outbox()).find((m) => m.to === member.registration.email);
      expect(mail?.subject).toBe('Your report was reviewed on Shubh Vivah');
      expect(mail?.text).toContain('We reviewed your report and took action on the account you reported.');
      expect(mail?.text).not.toContain('Fakename');
    }

    const notice =
      "This account is suspended for asking other members for money. If you think this is a mistake, write to care@shubhvivah.in from this account's e-mail address to appeal.";
    const told = (await t.outbox()).find((m) => m.to === reported.registration.email && /suspended/.test(m.subject));
    expect(told?.subject).toBe('Your account on Shubh Vivah is suspended');
    expect(told?.text).toContain(notice);
    const login = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        headers: { 'accept-language': language },
        payload: { identifier: reported.registration.email, password: reported.registration.password },
      });
    expect((await login('en')).json().error).toMatchObject({ status: 403, message: notice });
    expect((await login('hi')).json().error.message).toBe(
      'यह खाता इस कारण निलंबित है: दूसरे सदस्यों से पैसे माँगना। अगर आपको लगता है कि यह ग़लती है, तो अपील के लिए इस खाते के ई-मेल पते से care@shubhvivah.in पर लिखें।',
    );
  });

  it('tell the suspended member the reason the admin chose, and refuse one not on the list', async () => {
    const reporter = await signUpMember(t, { gender: 'male' });
    const reported = await signUpMember(t);
    const admin = await signUpAdmin();
    const { id } = (await report(reporter, reported, 'other')).json();
    const suspend = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin/reports/${id}/suspend`, headers: admin.auth, payload });
    const wrong = await suspend({ reason: 'rude' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.errors).toEqual([{ path: ['reason'], message: 'Choose a reason from the list' }]);
    expect((await suspend({ reason: 'fake-profile' })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: reported.registration.email, password: reported.registration.password },
    });
    expect(login.json().error.message).toMatch(/^This account is suspended for false or fake profile details\./);
  });

  it('tell the reporter of a dismissed report that no breach was found', async () => {
    const reporter = await signUpMember(t, { gender: 'male' });
    const reported = await signUpMember(t);
    const admin = await signUpAdmin();
    const { id } = (await report(reporter, reported, 'other')).json();
    await t.app.inject({ method: 'POST', url: `/api/admin/reports/${id}/dismiss`, headers: admin.auth });
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: reporter.auth })).json();
    expect(notices.notifications.map((n: { kind: string }) => n.kind)).toEqual(['report-dismissed']);
    const mail = (await t.outbox()).find((m) => m.to === reporter.registration.email);
    expect(mail?.text).toContain('We reviewed your report and found no breach of our rules.');
    expect((await t.outbox()).some((m) => m.to === reported.registration.email && /report/i.test(m.text))).toBe(false);
  });

  it('refuses members in the admin queue, bad reasons, and reporting oneself', async () => {
    const member = await signUpMember(t);
    const other = await signUpMember(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: member.auth })).json().error.message,
    ).toBe('Only admins can open the reports queue.');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/reports/1/suspend', headers: member.auth })).statusCode,
    ).toBe(403);
    expect((await report(member, other, 'boring')).json().error.message).toContain('Choose a reason from the list');
    expect((await report(member, member)).json().error.message).toBe('You cannot report yourself.');
  });
});
