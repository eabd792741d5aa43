import { and, eq, inArray } from 'drizzle-orm';
import { buildSecureQr, createTestSigner, type TestSigner } from '@matri/aadhaar/testing';
import { attemptCounters, photoFaces, photos, selfieCheckFrames, selfieChecks, users } from '../../../db/schema';
import { clientAddressKey } from '../../../http/client-address-key';
import { createLocalPhotoStore } from '../../../modules/photos';
import { attemptKey } from '../../../modules/platform';
import { SELFIE_CHECKS_PER_ADDRESS } from '../../../modules/verification';
import { cannedFaceChecker } from '../../../testing/canned-face-checker';
import { samplePhoto } from '../../../testing/sample-photos';
import { STUB_FACE_DESCRIPTOR } from '../../../testing/screening-engines';
import { selfieForm } from '../../../testing/selfie-form';
import {
  createTestApp,
  newVisitorAddress,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestMember,
} from '../../../testing/test-app';
import { uploadPhoto } from '../../../testing/upload-photo';

const SELFIE = '/api/users/me/verification/selfie';
const STATUS = '/api/users/me/verification';
const QUEUE = '/api/admin/selfie-checks';

describe('the live selfie check', () => {
  let t: TestApp;
  let admin: TestMember;
  let uidai: TestSigner;
  const faces = cannedFaceChecker();
  let frames: Buffer[];
  let photoBytes: Buffer[];

  beforeAll(async () => {
    uidai = await createTestSigner();
    t = await createTestApp(
      { DEMO_MODE: 'true', UIDAI_CERTIFICATES: uidai.certificatePem },
      { faceChecker: faces.checker },
    );
    admin = await signUpAdmin(t);
    frames = await Promise.all([160, 170, 180, 190].map((width) => samplePhoto('jpeg', width, 120)));
    photoBytes = await Promise.all([300, 310, 320].map((width) => samplePhoto('jpeg', width, 240)));
  });
  afterAll(() => t.close());
  beforeEach(() => faces.answer('pass'));

  const sendSelfie = (
    member: TestMember,
    sent = frames,
    fields: Record<string, string> = {},
    remoteAddress?: string,
  ) => {
    const form = selfieForm(sent, fields);
    return t.app.inject({
      method: 'POST',
      url: SELFIE,
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  };
  const photoVerifiedAt = async (member: TestMember) =>
    (await t.database.db.select({ at: users.photoVerifiedAt }).from(users).where(eq(users.id, member.id)))[0].at;
  const keptFrames = async (member: TestMember) =>
    t.database.db
      .select({ frame: selfieCheckFrames.frame })
      .from(selfieCheckFrames)
      .innerJoin(selfieChecks, eq(selfieChecks.id, selfieCheckFrames.checkId))
      .where(eq(selfieChecks.userId, member.id));
  const statusOf = async (member: TestMember) =>
    (await t.app.inject({ method: 'GET', url: STATUS, headers: member.auth })).json();
  const noticesOf = async (member: TestMember) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: member.auth }))
      .json()
      .notifications.map((notice: { kind: string }) => notice.kind);

  /** A member with three photos; the second one uploaded is made the primary one. */
  async function memberWithPhotos(): Promise<TestMember & { photoIds: number[] }> {
    const member = await signUpMember(t);
    const photoIds: number[] = [];
    for (const bytes of photoBytes) photoIds.push((await uploadPhoto(t, member.auth, bytes)).json().id);
    const primary = await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${photoIds[1]}/primary`,
      headers: member.auth,
    });
    expect(primary.statusCode).toBe(200);
    return { ...member, photoIds };
  }

  it('verifies the photo on a pass, comparing the frames with the profile photos, primary first', async () => {
    const member = await memberWithPhotos();
    expect((await statusOf(member)).photo).toMatchObject({
      status: 'not-started',
      hasPrimaryPhoto: true,
      attempts: { max: 5, left: 5, retryAt: null },
    });
    const response = await sendSelfie(member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'verified',
      reason: null,
      idPhoto: 'skipped',
      message: expect.stringMatching(/^Your photo is verified.*not with the photo in your ID/),
      verifiedAt: expect.any(String),
    });
    expect(await photoVerifiedAt(member)).toBeInstanceOf(Date);
    const input = faces.inputs.at(-1);
    expect(input?.frames.map((frame) => Buffer.from(frame))).toEqual(frames);
    const [primary] = await t.database.db
      .select({ fileName: photos.fileName })
      .from(photos)
      .where(and(eq(photos.userId, member.id), eq(photos.isPrimary, true)));
    const stored = await createLocalPhotoStore(t.uploadsDir).read(primary.fileName);
    expect(input?.profilePhotos).toHaveLength(3);
    expect(Buffer.from((input?.profilePhotos[0] ?? []) as Uint8Array).equals(stored ?? Buffer.alloc(0))).toBe(true);
    expect(input?.idPhoto).toBeUndefined();
    expect(await keptFrames(member)).toEqual([]);
    expect((await statusOf(member)).photo).toMatchObject({ status: 'verified', verifiedAt: expect.any(String) });

    const again = await sendSelfie(member);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Your photo is already verified.');
  });

  it('refuses a face unlike the primary photo, saying so, keeps no frame, and lets the member try again', async () => {
    const member = await memberWithPhotos();
    faces.answer('not-matched');
    const refused = await sendSelfie(member);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'refused',
      reason: 'face-not-matched',
      message: expect.stringMatching(/did not match the face in your primary photo.*try again/),
      verifiedAt: null,
    });
    expect(await photoVerifiedAt(member)).toBeNull();
    expect(await keptFrames(member)).toEqual([]);
    const [row] = await t.database.db.select().from(selfieChecks).where(eq(selfieChecks.userId, member.id));
    expect(row.rules).toContainEqual(
      expect.objectContaining({ rule: 'matches-primary-photo', outcome: 'fail', score: 0.31 }),
    );
    expect((await statusOf(member)).photo).toMatchObject({
      status: 'refused',
      reason: 'face-not-matched',
      attempts: { left: 4 },
    });

    faces.answer('several-faces');
    expect((await sendSelfie(member)).json()).toMatchObject({
      reason: 'several-faces',
      message: expect.stringMatching(/more than one face/),
    });
    faces.answer('pass');
    expect((await sendSelfie(member)).json()).toMatchObject({ status: 'verified' });
  });

  it('compares photos by the descriptors kept of their faces, reads the others and a photo cropped since, and keeps what it read', async () => {
    const member = await memberWithPhotos();
    const facesKept = async () =>
      (
        await t.database.db
          .select({ photoId: photoFaces.photoId, faces: photoFaces.faces })
          .from(photoFaces)
          .where(inArray(photoFaces.photoId, member.photoIds))
      ).sort((a, b) => a.photoId - b.photoId);
    // Screening described the first photo's face when it was the primary one; the other two were never described.
    expect(await facesKept()).toEqual([{ photoId: member.photoIds[0], faces: 1 }]);
    const kept = { descriptors: [STUB_FACE_DESCRIPTOR.map((value) => expect.closeTo(value, 6))] };
    faces.answer('not-matched');
    await sendSelfie(member);
    const first = faces.inputs.at(-1)?.profilePhotos ?? [];
    expect(first.map((photo) => photo instanceof Uint8Array)).toEqual([true, false, true]);
    expect(first[1]).toEqual(kept);
    expect(await facesKept()).toEqual(member.photoIds.map((photoId) => ({ photoId, faces: 1 })));

    await sendSelfie(member);
    expect(faces.inputs.at(-1)?.profilePhotos).toEqual([kept, kept, kept]);
    // A crop makes a new file: it is read again, and its descriptors replace the old file's.
    const cropped = await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${member.photoIds[2]}/crop`,
      headers: member.auth,
      payload: { x: 0.05, y: 0, width: 0.95, height: 1 },
    });
    expect(cropped.statusCode).toBe(200);
    await sendSelfie(member);
    const afterCrop = faces.inputs.at(-1)?.profilePhotos ?? [];
    expect(afterCrop.map((photo) => photo instanceof Uint8Array)).toEqual([false, false, true]);
    const [croppedFaces] = await t.database.db
      .select({ fileName: photoFaces.fileName })
      .from(photoFaces)
      .where(eq(photoFaces.photoId, member.photoIds[2]));
    expect(croppedFaces.fileName).toBe(cropped.json().url.split('/').at(-1));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/me/photos/${member.photoIds[2]}`,
      headers: member.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await facesKept()).toHaveLength(2);
  });

  it('sends a borderline selfie to admins with its scores and frames, deletes the frames once decided, and tells the member', async () => {
    const approved = await memberWithPhotos();
    const rejected = await memberWithPhotos();
    faces.answer('borderline');
    expect((await sendSelfie(approved)).json()).toMatchObject({
      status: 'held',
      message: expect.stringMatching(/One of our team will look at it/),
    });
    expect((await sendSelfie(rejected)).json()).toMatchObject({ status: 'held' });
    expect(await keptFrames(approved)).toHaveLength(4);

    const waiting = await sendSelfie(approved);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error.message).toMatch(/waiting for our team/);

    const queue = (await t.app.inject({ method: 'GET', url: QUEUE, headers: admin.auth })).json();
    const item = queue.find((entry: { member: { id: number } }) => entry.member.id === approved.id);
    expect(item).toMatchObject({
      idPhoto: 'skipped',
      frames: 4,
      member: { profileId: approved.profileId, full_name: approved.registration.fullName },
    });
    expect(item.rules).toContainEqual(
      expect.objectContaining({
        rule: 'matches-primary-photo',
        outcome: 'borderline',
        score: 0.62,
        bars: { pass: 0.7, borderline: 0.55 },
      }),
    );
    const frame = await t.app.inject({ method: 'GET', url: `${QUEUE}/${item.id}/frames/2`, headers: admin.auth });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toBe('image/jpeg');
    expect(frame.headers['cache-control']).toBe('no-store');
    expect(frame.rawPayload.equals(frames[1])).toBe(true);
    const byMember = await t.app.inject({ method: 'GET', url: `${QUEUE}/${item.id}/frames/2`, headers: approved.auth });
    expect(byMember.statusCode).toBe(403);

    const decided = await t.app.inject({
      method: 'POST',
      url: `${QUEUE}/${item.id}/approve`,
      headers: admin.auth,
      payload: { reason: 'The same man as in the primary photo, lit from one side' },
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'verified' });
    expect(await photoVerifiedAt(approved)).toBeInstanceOf(Date);
    expect(await keptFrames(approved)).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: `${QUEUE}/${item.id}/frames/2`, headers: admin.auth });
    expect(gone.statusCode).toBe(404);
    expect(await noticesOf(approved)).toEqual(['selfie-verified']);
    const twice = await t.app.inject({
      method: 'POST',
      url: `${QUEUE}/${item.id}/reject`,
      headers: admin.auth,
      payload: { reason: 'Changed my mind' },
    });
    expect(twice.statusCode).toBe(409);

    const other = (await t.app.inject({ method: 'GET', url: QUEUE, headers: admin.auth }))
      .json()
      .find((entry: { member: { id: number } }) => entry.member.id === rejected.id);
    await t.app.inject({
      method: 'POST',
      url: `${QUEUE}/${other.id}/reject`,
      headers: admin.auth,
      payload: { reason: 'the selfie shows someone else' },
    });
    expect(await keptFrames(rejected)).toEqual([]);
    expect(await photoVerifiedAt(rejected)).toBeNull();
    expect(await noticesOf(rejected)).toEqual(['selfie-refused']);
    expect((await statusOf(rejected)).photo).toMatchObject({
      status: 'refused',
      reason: 'rejected',
      message: expect.stringMatching(/the selfie shows someone else/),
    });
    const mail = (await t.outbox()).find((entry) => entry.to === rejected.registration.email);
    expect(mail?.subject).toMatch(/photo could not be verified|फ़ोटो सत्यापित नहीं हो सकी/);
  });

  it('lets an admin approve a held selfie only while the photo it was compared with is still the primary one', async () => {
    const member = await memberWithPhotos();
    faces.answer('borderline');
    expect((await sendSelfie(member)).json()).toMatchObject({ status: 'held' });
    const newPrimary = await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${member.photoIds[0]}/primary`,
      headers: member.auth,
    });
    expect(newPrimary.statusCode).toBe(200);
    const item = (await t.app.inject({ method: 'GET', url: QUEUE, headers: admin.auth }))
      .json()
      .find((entry: { member: { id: number } }) => entry.member.id === member.id);
    const approve = await t.app.inject({
      method: 'POST',
      url: `${QUEUE}/${item.id}/approve`,
      headers: admin.auth,
      payload: { reason: 'Looks like the same woman' },
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error.message).toMatch(/another primary photo after this selfie/);
    expect(await photoVerifiedAt(member)).toBeNull();
    const reject = await t.app.inject({
      method: 'POST',
      url: `${QUEUE}/${item.id}/reject`,
      headers: admin.auth,
      payload: { reason: 'Your primary photo changed: take a new selfie' },
    });
    expect(reject.statusCode).toBe(200);
    expect(await keptFrames(member)).toEqual([]);
  });

  it('compares the ID photo when the page sends again the Secure QR that verified the ID, and refuses another ID', async () => {
    const member = await memberWithPhotos();
    const [year, month, day] = String(member.registration.dateOfBirth).split('-');
    const id = {
      name: String(member.registration.fullName),
      dateOfBirth: `${day}-${month}-${year}`,
      gender: member.registration.gender === 'female' ? 'F' : 'M',
      referenceLastFour: '4821',
    };
    const qrText = buildSecureQr(id, uidai.privateKeyPem);
    const notVerifiedYet = await sendSelfie(member, frames, { qrText });
    expect(notVerifiedYet.statusCode).toBe(400);
    expect(notVerifiedYet.json().error.details.errors[0].path).toEqual(['qrText']);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/verification/secure-qr',
      headers: member.auth,
      payload: { qrText, consent: true },
    });
    expect(verified.json()).toMatchObject({ status: 'verified' });
    const someoneElse = buildSecureQr({ ...id, referenceLastFour: '9034' }, uidai.privateKeyPem);
    const other = await sendSelfie(member, frames, { qrText: someoneElse });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toMatch(/not the one your account was verified with/);

    const response = await sendSelfie(member, frames, { qrText });
    expect(response.json()).toMatchObject({
      status: 'verified',
      idPhoto: 'checked',
      message: expect.stringMatching(/matches the photo in your ID too/),
    });
    expect(faces.inputs.at(-1)?.idPhoto?.length).toBeGreaterThan(0);
  });

  it('asks a member without a primary photo to add one first', async () => {
    const member = await signUpMember(t);
    expect((await statusOf(member)).photo).toMatchObject({ hasPrimaryPhoto: false });
    const response = await sendSelfie(member);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^Add a clear photo of yourself as your primary photo first/);
  });

  it('refuses frames that are too few, too many, not JPEG or not multipart, naming the problem', async () => {
    const member = await memberWithPhotos();
    const tooFew = await sendSelfie(member, frames.slice(0, 2));
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().error.details.errors[0]).toMatchObject({
      path: ['frame'],
      message: expect.stringMatching(/3 to 6/),
    });
    expect((await sendSelfie(member, [...frames, ...frames])).statusCode).toBe(400);
    const png = await sendSelfie(member, [await samplePhoto('png', 100, 80), ...frames.slice(1)]);
    expect(png.statusCode).toBe(400);
    expect(png.json().error.message).toMatch(/not a JPEG/);
    const json = await t.app.inject({ method: 'POST', url: SELFIE, headers: member.auth, payload: { frames: [] } });
    expect(json.statusCode).toBe(415);
    const tooLong = await sendSelfie(member, frames, { qrText: '1'.repeat(8000) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.errors[0].path).toEqual(['qrText']);
  });

  it('answers a busy face check with 429, a Retry-After and words a member understands', async () => {
    const member = await memberWithPhotos();
    faces.answer('busy');
    const response = await sendSelfie(member);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json().error.message).toMatch(/Many members are verifying their photo right now/);
    // Nothing was decided, so the try is given back.
    expect((await statusOf(member)).photo.attempts).toMatchObject({ left: 5 });
  });

  it('limits checks to five a day per member and twenty per address', async () => {
    const member = await memberWithPhotos();
    faces.answer('not-matched');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await sendSelfie(member)).statusCode).toBe(200);
    const sixth = await sendSelfie(member);
    expect(sixth.statusCode).toBe(429);
    expect((await statusOf(member)).photo.attempts).toMatchObject({ left: 0, retryAt: expect.any(String) });

    const address = newVisitorAddress();
    await t.database.db.insert(attemptCounters).values({
      key: attemptKey(SELFIE_CHECKS_PER_ADDRESS, clientAddressKey(address)),
      hits: 20,
      resetsAt: new Date(Date.now() + 60 * 60_000),
    });
    const another = await memberWithPhotos();
    expect((await sendSelfie(another, frames, {}, address)).statusCode).toBe(429);
    expect((await sendSelfie(another)).statusCode).toBe(200);
  });

  it('refuses a suspended member', async () => {
    const member = await memberWithPhotos();
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, member.id));
    const checks = faces.inputs.length;
    expect((await sendSelfie(member)).statusCode).toBe(401);
    expect(faces.inputs.length).toBe(checks);
    expect(await photoVerifiedAt(member)).toBeNull();
  });

  it('takes the photo-verified badge away when another photo becomes the primary one, and keeps it otherwise', async () => {
    const member = await memberWithPhotos();
    await sendSelfie(member);
    expect(await photoVerifiedAt(member)).toBeInstanceOf(Date);
    const same = await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${member.photoIds[1]}/primary`,
      headers: member.auth,
    });
    expect(same.statusCode).toBe(200);
    expect(await photoVerifiedAt(member)).toBeInstanceOf(Date);
    await t.app.inject({ method: 'DELETE', url: `/api/users/me/photos/${member.photoIds[2]}`, headers: member.auth });
    expect(await photoVerifiedAt(member)).toBeInstanceOf(Date);

    await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${member.photoIds[0]}/primary`,
      headers: member.auth,
    });
    expect(await photoVerifiedAt(member)).toBeNull();
    expect((await statusOf(member)).photo).toMatchObject({ status: 'not-started', verifiedAt: null });

    await sendSelfie(member);
    await t.app.inject({ method: 'DELETE', url: `/api/users/me/photos/${member.photoIds[0]}`, headers: member.auth });
    expect(await photoVerifiedAt(member)).toBeNull();
    const [row] = await t.database.db
      .select({ isPrimary: photos.isPrimary })
      .from(photos)
      .where(and(eq(photos.userId, member.id), eq(photos.id, member.photoIds[1])));
    expect(row.isPrimary).toBe(true);
  });
});

describe('what selfie checks write to the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const faces = cannedFaceChecker();
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(line) }, faceChecker: faces.checker },
    );
  });
  afterAll(() => t.close());

  it('carries no frame, score, rule or outcome, whatever the outcome', async () => {
    const member = await signUpMember(t);
    await uploadPhoto(t, member.auth, await samplePhoto('jpeg', 300, 240));
    const frames = await Promise.all([160, 170, 180].map((width) => samplePhoto('jpeg', width, 120)));
    lines.length = 0;
    for (const canned of ['busy', 'not-matched', 'borderline'] as const) {
      faces.answer(canned);
      const form = selfieForm(frames);
      await t.app.inject({
        method: 'POST',
        url: SELFIE,
        headers: { ...member.auth, ...form.headers },
        payload: form.payload,
      });
    }
    await t.app.workAfterAnswers();
    const log = lines.join('\n');
    expect(log).toContain('/api/users/me/verification/selfie');
    for (const secret of ['0.62', '0.31', 'likeness', 'matches-primary-photo', 'face-not-matched', 'held', 'JFIF']) {
      expect(log).not.toContain(secret);
    }
  });
});
