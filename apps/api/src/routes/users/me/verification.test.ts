import { eq } from 'drizzle-orm';
import {
  buildOfflineEkyc,
  buildSecureQr,
  buildSecureQrBytes,
  createTestSigner,
  qrImage,
  secureQrText,
  type SecureQrFixture,
  type TestSigner,
} from '@matri/aadhaar/testing';
import { idVerifications, users } from '../../../db/schema';
import { multipartForm } from '../../../testing/multipart';
import { samplePhoto } from '../../../testing/sample-photos';
import {
  createTestApp,
  newVisitorAddress,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestMember,
} from '../../../testing/test-app';

const STATUS = '/api/users/me/verification';
const QR_TEXT = '/api/users/me/verification/secure-qr';
const QR_IMAGE = '/api/users/me/verification/secure-qr-image';
const EKYC = '/api/users/me/verification/offline-ekyc';

let lastFour = 1000;
/** The sign-up's own name, birth date and gender, as UIDAI writes them, with reference digits no other test uses. */
function idOf(member: TestMember, overrides: SecureQrFixture = {}): SecureQrFixture {
  lastFour += 1;
  const [year, month, day] = String(member.registration.dateOfBirth).split('-');
  return {
    name: String(member.registration.fullName),
    dateOfBirth: `${day}-${month}-${year}`,
    gender: member.registration.gender === 'female' ? 'F' : 'M',
    referenceLastFour: String(lastFour),
    ...overrides,
  };
}

describe('ID verification with the test certificate configured (demo mode)', () => {
  let t: TestApp;
  let uidai: TestSigner;
  let admin: TestMember;
  beforeAll(async () => {
    uidai = await createTestSigner();
    t = await createTestApp({ DEMO_MODE: 'true', UIDAI_CERTIFICATES: uidai.certificatePem });
    admin = await signUpAdmin(t);
  });
  afterAll(() => t.close());

  const sendQrText = (member: TestMember, qrText: string) =>
    t.app.inject({ method: 'POST', url: QR_TEXT, headers: member.auth, payload: { qrText, consent: true } });
  const sendQrImage = (member: TestMember, image: Uint8Array, fields: Record<string, string> = { consent: 'true' }) => {
    const form = multipartForm(fields, {
      field: 'qrImage',
      fileName: 'aadhaar.png',
      contentType: 'image/png',
      data: image,
    });
    return t.app.inject({
      method: 'POST',
      url: QR_IMAGE,
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
    });
  };
  const sendEkyc = (member: TestMember, zip: Uint8Array, shareCode: string) => {
    const form = multipartForm(
      { shareCode, consent: 'true' },
      { field: 'ekycZip', fileName: 'offlineaadhaar.zip', contentType: 'application/zip', data: zip },
    );
    return t.app.inject({
      method: 'POST',
      url: EKYC,
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
    });
  };
  const statusOf = async (member: TestMember) =>
    (await t.app.inject({ method: 'GET', url: STATUS, headers: member.auth })).json();
  const rowOf = async (member: TestMember) =>
    (await t.database.db.select().from(idVerifications).where(eq(idVerifications.userId, member.id)))[0];
  const idVerifiedAt = async (member: TestMember) =>
    (await t.database.db.select({ at: users.idVerifiedAt }).from(users).where(eq(users.id, member.id)))[0].at;

  it('verifies a Secure QR read by the browser and keeps only the outcome, nothing of the document', async () => {
    const member = await signUpMember(t);
    const before = await statusOf(member);
    expect(before.id).toMatchObject({ isAvailable: true, status: 'not-started', message: null });
    expect(before.attempts).toEqual({ max: 5, left: 5, retryAt: null });

    const qr = buildSecureQr(idOf(member), uidai.privateKeyPem);
    const response = await sendQrText(member, qr);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'verified',
      reason: null,
      message: expect.stringMatching(/verified/),
    });
    expect(await idVerifiedAt(member)).toBeInstanceOf(Date);

    const row = await rowOf(member);
    expect(row).toMatchObject({
      method: 'secure-qr',
      status: 'verified',
      nameOnId: 'Ananya Sharma',
      dateOfBirthOnId: '1996-04-12',
      genderOnId: 'F',
      referenceLastFour: expect.stringMatching(/^\d{4}$/),
      nameMatch: 'match',
      nameScore: 1,
      identityKey: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The address the fixture signs (Kakkanad, 682030), the photo and the QR itself are nowhere in the row.
    const stored = JSON.stringify(row);
    for (const absent of ['Kakkanad', '682030', 'Suresh', '9876', qr.slice(0, 40)])
      expect(stored).not.toContain(absent);

    expect((await statusOf(member)).id).toMatchObject({
      status: 'verified',
      method: 'secure-qr',
      verifiedAt: expect.any(String),
    });
    expect((await statusOf(member)).attempts.left).toBe(4);
    expect((await sendQrText(member, qr)).statusCode).toBe(409);
  });

  it('verifies a photo of the Secure QR, read again on the server', async () => {
    const member = await signUpMember(t);
    const response = await sendQrImage(member, await qrImage(buildSecureQr(idOf(member), uidai.privateKeyPem)));
    expect([response.statusCode, response.json().status]).toEqual([200, 'verified']);
  });

  it('verifies an Offline e-KYC file opened with its share code, and names a wrong share code', async () => {
    const member = await signUpMember(t);
    const zip = await buildOfflineEkyc(idOf(member), uidai.privateKeyPem, '4826');
    const wrong = await sendEkyc(member, zip, '1111');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/share code does not open this file/);
    expect(wrong.json().error.details.errors[0].path).toEqual(['shareCode']);
    expect(await rowOf(member)).toBeUndefined();

    const response = await sendEkyc(member, zip, '4826');
    expect([response.statusCode, response.json().status]).toEqual([200, 'verified']);
    expect((await rowOf(member)).method).toBe('offline-ekyc');
  });

  it('refuses a tampered document, another signer’s, an old one and an unreadable photo, each saying what to do', async () => {
    const member = await signUpMember(t);
    const bytes = buildSecureQrBytes(idOf(member), uidai.privateKeyPem);
    bytes[20] ^= 1;
    const tampered = await sendQrText(member, secureQrText(bytes));
    expect(tampered.json().error.message).toMatch(/signature on this document does not match/);

    const stranger = await createTestSigner('Someone pretending to be UIDAI');
    const forged = await sendQrText(member, buildSecureQr(idOf(member), stranger.privateKeyPem));
    expect(forged.json().error.message).toMatch(/signature on this document does not match/);

    const old = await sendQrText(
      member,
      buildSecureQr(idOf(member, { issuedAt: new Date(Date.now() - 10 * 86_400_000) }), uidai.privateKeyPem),
    );
    expect(old.json().error.message).toMatch(
      /at most 3 days old\. Download a fresh e-Aadhaar or a new Offline e-KYC file/,
    );

    const blurred = await sendQrImage(member, await samplePhoto('jpeg'));
    expect(blurred.json().error.message).toMatch(/could not read a QR code in this picture/);

    for (const refused of [tampered, forged, old, blurred]) expect(refused.statusCode).toBe(400);
    expect(await rowOf(member)).toBeUndefined();
  });

  it('asks for the member’s consent before any check', async () => {
    const member = await signUpMember(t);
    const qr = buildSecureQr(idOf(member), uidai.privateKeyPem);
    const response = await t.app.inject({
      method: 'POST',
      url: QR_TEXT,
      headers: member.auth,
      payload: { qrText: qr },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/agree that we check your Aadhaar/);
    const image = await sendQrImage(member, await qrImage(qr), {});
    expect(image.statusCode).toBe(400);
    expect(image.json().error.details.errors[0].path).toEqual(['consent']);
  });

  it('refuses an ID that is not the profile’s person, saying what differs and what to do', async () => {
    const member = await signUpMember(t);
    const response = await sendQrText(
      member,
      buildSecureQr(idOf(member, { name: 'Kavya Nair', dateOfBirth: '01-01-1990' }), uidai.privateKeyPem),
    );
    expect(response.json()).toMatchObject({ status: 'refused', reason: 'no-match' });
    expect(response.json().message).toMatch(
      /“Kavya Nair” on your Aadhaar, “Ananya Sharma” on your profile\) and the date of birth differ\. If your profile is wrong, correct your name or date of birth/,
    );
    expect(await idVerifiedAt(member)).toBeNull();
    expect((await statusOf(member)).id).toMatchObject({
      status: 'refused',
      reason: 'no-match',
      message: response.json().message,
    });
  });

  it('holds a close name for an admin, who approves it: the member is verified and told in their language', async () => {
    const member = await signUpMember(t);
    const chosen = { method: 'PUT', url: '/api/users/me/language', headers: member.auth } as const;
    await t.app.inject({ ...chosen, payload: { language: 'hi' } });
    const held = await t.app.inject({
      method: 'POST',
      url: QR_TEXT,
      headers: { ...member.auth, 'accept-language': 'hi' },
      payload: { qrText: buildSecureQr(idOf(member, { name: 'Anania Sharma' }), uidai.privateKeyPem), consent: true },
    });
    expect(held.json()).toMatchObject({ status: 'held', reason: 'close' });
    expect(held.json().message).toMatch(/आधार असली है/);
    expect((await statusOf(member)).next).toBe('confirm-email');

    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/id-verifications', headers: admin.auth });
    const item = queue.json().find((entry: { member: { id: number } }) => entry.member.id === member.id);
    expect(item).toMatchObject({
      status: 'held',
      onId: { name: 'Anania Sharma', gender: 'F' },
      match: { name: 'close', nameScore: expect.any(Number) },
      member: { full_name: 'Ananya Sharma' },
      duplicateOf: null,
    });

    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/id-verifications/${item.id}/approve`,
      headers: admin.auth,
      payload: { reason: 'Anania is how the school certificate spells it' },
    });
    expect(decided.json()).toMatchObject({ status: 'verified' });
    expect(await idVerifiedAt(member)).toBeInstanceOf(Date);
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: member.auth })).json();
    expect(notices.notifications.map((n: { kind: string }) => n.kind)).toEqual(['id-verified']);
    const mail = (await t.outbox()).find(
      (entry) => entry.to === member.registration.email && /पहचान/.test(entry.subject),
    );
    expect(mail?.subject).toMatch(/^आपकी पहचान सत्यापित हो गई है/);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/id-verifications/${item.id}/reject`,
      headers: admin.auth,
      payload: { reason: 'Second thoughts' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('an admin’s rejection of a held check tells the member the reason', async () => {
    const member = await signUpMember(t);
    await sendQrText(member, buildSecureQr(idOf(member, { name: 'Anania Sharma' }), uidai.privateKeyPem));
    const { id } = await rowOf(member);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/id-verifications/${id}/reject`,
      headers: admin.auth,
      payload: { reason: 'the surname on the ID is another family’s' },
    });
    expect(rejected.json()).toMatchObject({ status: 'refused', reason: 'rejected' });
    expect((await statusOf(member)).id.message).toMatch(/the surname on the ID is another family’s/);
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: member.auth })).json();
    expect(notices.notifications.map((n: { kind: string }) => n.kind)).toEqual(['id-refused']);
  });

  it('refuses the same ID on a second account and shows admins both accounts; approving it is refused', async () => {
    const first = await signUpMember(t);
    const second = await signUpMember(t);
    const id = idOf(first);
    expect((await sendQrText(first, buildSecureQr(id, uidai.privateKeyPem))).json().status).toBe('verified');
    const response = await sendQrText(second, buildSecureQr(id, uidai.privateKeyPem));
    expect(response.json()).toMatchObject({ status: 'refused', reason: 'duplicate' });
    expect(response.json().message).toMatch(/already verified another account/);
    expect(await idVerifiedAt(second)).toBeNull();

    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/admin/id-verifications', headers: admin.auth })
    ).json();
    const item = queue.find((entry: { member: { id: number } }) => entry.member.id === second.id);
    expect(item).toMatchObject({ reason: 'duplicate', duplicateOf: { id: first.id, full_name: 'Ananya Sharma' } });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/id-verifications/${item.id}/approve`,
      headers: admin.auth,
      payload: { reason: 'Looks fine' },
    });
    expect(approve.statusCode).toBe(409);
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/admin/id-verifications/${item.id}/reject`,
      headers: admin.auth,
      payload: { reason: 'A second account of the same person' },
    });
    expect(close.json().status).toBe('refused');
  });

  it('refuses a suspended member’s ID on a new account, even once the suspended account’s row is gone', async () => {
    const suspended = await signUpMember(t);
    const reporter = await signUpMember(t, { gender: 'male' });
    const id = idOf(suspended);
    expect((await sendQrText(suspended, buildSecureQr(id, uidai.privateKeyPem))).json().status).toBe('verified');
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: reporter.auth,
      payload: { profileId: suspended.profileId, reason: 'asking-for-money' },
    });
    await t.app.inject({ method: 'POST', url: `/api/admin/reports/${report.json().id}/suspend`, headers: admin.auth });
    // As the purge erases the account: its check goes, the suspension's identity key stays.
    await t.database.db.delete(idVerifications).where(eq(idVerifications.userId, suspended.id));

    const newcomer = await signUpMember(t);
    const response = await sendQrText(newcomer, buildSecureQr(id, uidai.privateKeyPem));
    // Told as a duplicate: the refusal never says its holder was suspended.
    expect(response.json()).toMatchObject({ status: 'refused', reason: 'duplicate' });
    expect(await rowOf(newcomer)).toMatchObject({ reason: 'suspended', awaitsAdmin: true });
  });

  it('allows five checks a day per member and says when to try again', async () => {
    const member = await signUpMember(t);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await sendQrText(member, '123')).statusCode).toBe(400);
    const sixth = await sendQrText(member, '123');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(/Try again in \d+ minutes/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await statusOf(member)).attempts).toEqual({ max: 5, left: 0, retryAt: expect.any(String) });
  });

  it('allows twenty checks a day from one address, whoever sends them', async () => {
    const remoteAddress = newVisitorAddress();
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => signUpMember(t)));
    const statuses: number[] = [];
    for (const member of members) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: QR_TEXT,
          headers: member.auth,
          payload: { qrText: '123', consent: true },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    const next = await t.app.inject({
      method: 'POST',
      url: QR_TEXT,
      headers: (await signUpMember(t)).auth,
      payload: { qrText: '123', consent: true },
      remoteAddress,
    });
    expect(next.statusCode).toBe(429);
  });

  it('admin routes are for admins only', async () => {
    const member = await signUpMember(t);
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/id-verifications', headers: member.auth });
    expect(queue.statusCode).toBe(403);
  });
});

describe('ID verification without UIDAI’s certificate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says ID verification is unavailable (never passed) and answers every check 503', async () => {
    const member = await signUpMember(t);
    const status = (await t.app.inject({ method: 'GET', url: STATUS, headers: member.auth })).json();
    expect(status.id).toMatchObject({ isAvailable: false, status: 'not-started', verifiedAt: null });
    const response = await t.app.inject({
      method: 'POST',
      url: QR_TEXT,
      headers: member.auth,
      payload: { qrText: '123', consent: true },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toMatch(/ID verification is not available here yet/);
  });
});

describe('what ID checks write to the log', () => {
  let t: TestApp;
  let uidai: TestSigner;
  const lines: string[] = [];
  beforeAll(async () => {
    uidai = await createTestSigner();
    t = await createTestApp(
      { DEMO_MODE: 'true', UIDAI_CERTIFICATES: uidai.certificatePem, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('names no one and nothing of the document, whatever the outcome', async () => {
    const member = await signUpMember(t, { fullName: 'Ishita Banerjee' });
    const passing = idOf(member, { referenceLastFour: '7351' });
    const qr = buildSecureQr(passing, uidai.privateKeyPem);
    const form = multipartForm(
      { shareCode: '5820', consent: 'true' },
      {
        field: 'ekycZip',
        fileName: 'offlineaadhaar.zip',
        contentType: 'application/zip',
        data: await buildOfflineEkyc({ ...passing, name: 'Ishita Bose' }, uidai.privateKeyPem, '5820'),
      },
    );
    lines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: EKYC,
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
    });
    await t.app.inject({
      method: 'POST',
      url: QR_TEXT,
      headers: member.auth,
      payload: { qrText: `${qr}0`, consent: true },
    });
    await t.app.inject({ method: 'POST', url: QR_TEXT, headers: member.auth, payload: { qrText: qr, consent: true } });
    const log = lines.join('');
    expect(log).toMatch(/verification/);
    for (const secret of ['Ishita', 'Banerjee', 'Bose', '7351', '5820', qr.slice(0, 24), '1996', 'Kakkanad']) {
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    }
  });
});
