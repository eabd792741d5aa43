import { eq, is, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { buildSecureQr, createTestSigner } from '@matri/aadhaar/testing';
import * as schema from '../../db/schema';
import { cannedFaceChecker } from '../../testing/canned-face-checker';
import { givePlan } from '../../testing/give-plan';
import { samplePhoto } from '../../testing/sample-photos';
import { selfieForm } from '../../testing/selfie-form';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';
import { uploadPhoto } from '../../testing/upload-photo';
import { createLocalPhotoStore } from '../photos';
import { memberDataTables, tablesWithoutMemberData } from './member-data-tables';
import { purgeDeletedAccounts } from './purge-deleted-accounts';

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every column of a table that points at an account. */
function memberColumns(table: PgTable) {
  return getTableConfig(table).foreignKeys.flatMap((key) => {
    const reference = key.reference();
    return getTableConfig(reference.foreignTable).name === 'users' ? reference.columns : [];
  });
}

/** The table's rows about the member: any account column naming them (the users table by its id). */
async function rowsAbout(t: TestApp, table: PgTable, memberId: number): Promise<number> {
  const name = getTableConfig(table).name;
  const columns = name === 'users' ? [schema.users.id] : memberColumns(table);
  if (columns.length === 0) return 0;
  const where = or(...columns.map((column) => eq(column, memberId))) as SQL;
  const [{ n }] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return n;
}

describe('every table is exported, erased or exempted with a reason', () => {
  it('classifies every table of the schema, and every table pointing at accounts holds member data', () => {
    const names = tables.map((table) => getTableConfig(table).name).sort();
    expect(names).toEqual([...Object.keys(memberDataTables), ...Object.keys(tablesWithoutMemberData)].sort());
    for (const table of tables) {
      const name = getTableConfig(table).name;
      if (memberColumns(table).length > 0) expect([name, name in memberDataTables]).toEqual([name, true]);
    }
  });
});

describe('a member’s data: all of it exported, all of it erased but what the law keeps', () => {
  let t: TestApp;
  let uidaiKey: string;
  beforeAll(async () => {
    const uidai = await createTestSigner();
    uidaiKey = uidai.privateKeyPem;
    // A borderline selfie keeps its frames for an admin: the member then has rows in both selfie tables.
    const faces = cannedFaceChecker();
    faces.answer('borderline');
    t = await createTestApp(
      { DEMO_MODE: 'true', UIDAI_CERTIFICATES: uidai.certificatePem },
      { faceChecker: faces.checker },
    );
  });
  afterAll(() => t.close());

  const call = (member: TestMember, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: member.auth, ...(payload ? { payload } : {}) });

  /** The member with a row in every table that can hold one, and the other members it takes. */
  async function memberWithEverything() {
    const member = await signUpMember(t, { fullName: 'Meera Iyer', gender: 'female' });
    const match = await signUpMember(t, { fullName: 'Rahul Nair', gender: 'male' });
    const [suitor, blocked, blocker] = [
      await signUpMember(t, { gender: 'male' }),
      await signUpMember(t),
      await signUpMember(t),
    ];
    await uploadPhoto(t, member.auth, await samplePhoto('jpeg'));
    const aadhaar = buildSecureQr({ name: 'Meera Iyer', dateOfBirth: '12-04-1996', gender: 'F' }, uidaiKey);
    await call(member, 'POST', '/api/users/me/verification/secure-qr', { qrText: aadhaar, consent: true });
    const frames = await Promise.all([160, 170, 180].map((width) => samplePhoto('jpeg', width, 120)));
    const selfie = selfieForm(frames);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/verification/selfie',
      headers: { ...member.auth, ...selfie.headers },
      payload: selfie.payload,
    });
    for (const who of [member, match]) {
      await call(who, 'PATCH', '/api/users/me/privacy', { contactVisibility: 'paid-accepted' });
      await givePlan(t, who, 'diamond');
    }
    const interest = (
      await call(member, 'POST', '/api/interests', {
        profileId: match.profileId,
        message: 'Namaste, I liked your profile.',
      })
    ).json();
    await call(match, 'POST', `/api/interests/${interest.id}/accept`);
    await call(member, 'POST', `/api/conversations/${match.profileId}/messages`, { text: 'Namaste Rahul' });
    await call(match, 'POST', `/api/conversations/${member.profileId}/messages`, { text: 'Namaste Meera ji' });
    await call(suitor, 'POST', '/api/interests', { profileId: member.profileId, message: 'Hello' });
    for (const [viewer, viewed] of [
      [member, match],
      [match, member],
    ]) {
      await call(viewer, 'GET', `/api/profiles/${viewed.profileId}`);
      await call(viewer, 'PUT', `/api/shortlist/${viewed.profileId}`);
      expect((await call(viewer, 'POST', `/api/profiles/${viewed.profileId}/contact`)).statusCode).toBe(200);
    }
    await call(member, 'POST', '/api/blocks', { profileId: blocked.profileId });
    await call(blocker, 'POST', '/api/blocks', { profileId: member.profileId });
    const reportMade = await call(member, 'POST', '/api/reports', {
      profileId: suitor.profileId,
      reason: 'fake-profile',
      details: 'The photos are of a film actor.',
    });
    const reportAbout = await call(suitor, 'POST', '/api/reports', {
      profileId: member.profileId,
      reason: 'fake-profile',
    });
    await call(member, 'POST', '/api/saved-searches', { name: 'Pune doctors', query: 'religion=hindu' });
    await call(member, 'POST', '/api/contact', {
      name: 'Meera Iyer',
      email: member.registration.email,
      mobile: member.registration.mobile,
      message: 'Please help me change my photo.',
    });
    // Sign-up proved the number; a code is asked for only by a member whose number is not verified (an imported one).
    await t.database.db.update(schema.users).set({ isMobileVerified: false }).where(eq(schema.users.id, member.id));
    await call(member, 'POST', '/api/users/me/mobile/code');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.registration.email },
    });
    await call(member, 'POST', '/api/payments/orders', { planId: 'gold' });
    // A second session, ended: its id is kept as revoked until it would have expired.
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: member.registration.email, password: member.registration.password },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${second.jwt}` },
    });
    // An admin's work: an API token and an import.
    await t.database.db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, member.id));
    await call(member, 'POST', '/api/admin/api-tokens', { name: 'Bureau sync' });
    await call(member, 'POST', '/api/imports', { fileName: 'bureau.csv', totalRows: 10 });
    const [ownPhoto] = (await call(member, 'GET', '/api/users/me/photos')).json();
    await call(member, 'POST', `/api/admin/photos/${ownPhoto.id}/approve`, {});
    // An admin's suspension; the report about the member is resolved, as an open one keeps the account from the purge.
    await call(member, 'POST', `/api/admin/reports/${reportMade.json().id}/suspend`);
    await call(member, 'POST', `/api/admin/reports/${reportAbout.json().id}/dismiss`);
    // As if a bureau had imported the member and the invitation mail were still to go.
    await t.database.db.insert(schema.pendingInvitations).values({ userId: member.id });
    return member;
  }

  it('exports every table’s rows about the member, and the purge leaves none but the payment orders tax law keeps', async () => {
    const member = await memberWithEverything();
    for (const table of tables) {
      const name = getTableConfig(table).name;
      if (name in memberDataTables) expect([name, (await rowsAbout(t, table, member.id)) > 0]).toEqual([name, true]);
    }

    const exported = (await call(member, 'GET', '/api/users/me/export')).json();
    for (const [name, handling] of Object.entries(memberDataTables)) {
      if (!('exportKey' in handling)) continue;
      const part = exported[handling.exportKey];
      const isFilled = Array.isArray(part)
        ? part.length > 0
        : part !== null &&
          typeof part === 'object' &&
          Object.values(part).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null));
      expect([name, handling.exportKey, isFilled]).toEqual([name, handling.exportKey, true]);
    }
    expect(exported.interests.map((i: { direction: string; message: string }) => [i.direction, i.message])).toEqual(
      expect.arrayContaining([
        ['sent', 'Namaste, I liked your profile.'],
        ['received', 'Hello'],
      ]),
    );
    expect(exported.contactReveals.ofMyContact).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toMatch(/passwordHash|tokenHash|codeHash|tokenVersion|argon2/);

    const [order] = await t.database.db
      .select()
      .from(schema.paymentOrders)
      .where(eq(schema.paymentOrders.userId, member.id));
    expect(
      (await call(member, 'POST', '/api/users/me/deletion', { password: member.registration.password })).statusCode,
    ).toBe(200);
    await t.database.db
      .update(schema.users)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(schema.users.id, member.id));
    expect(await purgeDeletedAccounts(t.database.db, createLocalPhotoStore(t.uploadsDir))).toBeGreaterThanOrEqual(1);

    for (const table of tables)
      expect([getTableConfig(table).name, await rowsAbout(t, table, member.id)]).toEqual([
        getTableConfig(table).name,
        0,
      ]);
    expect(
      await t.database.db
        .select({ message: schema.contactMessages.message })
        .from(schema.contactMessages)
        .where(eq(schema.contactMessages.email, member.registration.email)),
    ).toEqual([]);
    const [kept] = await t.database.db.select().from(schema.paymentOrders).where(eq(schema.paymentOrders.id, order.id));
    expect(kept).toMatchObject({ userId: null, providerOrderId: order.providerOrderId });
  });
});
