import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { photoHashBands, photos, users } from '../../../db/schema';
import { drawnPicture } from '../../../testing/sample-photos';
import { NEUTRAL_SCORES, stubScreeningEngines } from '../../../testing/screening-engines';
import { createTestApp, signUpAdmin, signUpMember, type TestApp, type TestMember } from '../../../testing/test-app';
import { uploadPhoto } from '../../../testing/upload-photo';

const engines = stubScreeningEngines();
let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp({}, { screeningEngines: engines });
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());
afterEach(() => {
  engines.nudity = NEUTRAL_SCORES;
  engines.faces = { count: 1, bestScore: 0.95 };
});

/** Seeds 100 and up: pictures no other test file draws. */
let seed = 100;
const newPicture = () => drawnPicture((seed += 1));

const ownPhotos = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: member.auth })).json();

/** What another member sees of the owner's photos: profile page, record, public address (never-shown.test.ts walks the rest). */
async function seenBy(viewer: TestMember, owner: TestMember, photoUrl: string) {
  const details = (
    await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profileId}`, headers: viewer.auth })
  ).json();
  const record = (
    await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}?populate=*`, headers: viewer.auth })
  ).json();
  const file = photoUrl.split('?')[0].split('/').at(-1);
  return {
    photos: details.photos.length,
    recordPhoto: record.user_profile.profile_photo,
    publicFile: (await t.app.inject({ method: 'GET', url: `/uploads/photos/${file}` })).statusCode,
  };
}

describe('screening a new photo', () => {
  it('passes a clear photo: the owner is answered at once, and others see it once it passed', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    const viewer = await signUpMember(t, { gender: 'male' });
    const upload = await uploadPhoto(t, owner.auth, await newPicture());
    expect(upload.statusCode).toBe(201);
    // The tests' queue runs the screening before the answer; on pg-boss the answer says "checking".
    expect(upload.json()).toMatchObject({ screening: 'passed', screeningNote: null });
    const seen = await seenBy(viewer, owner, upload.json().url);
    expect(seen.photos).toBe(1);
    expect(seen.recordPhoto).toMatchObject({ isBlurred: false });
    expect(seen.publicFile).toBe(200);
  });

  it('refuses explicit content at once, saying why in the member’s language, and shows it to no one else', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    const viewer = await signUpMember(t, { gender: 'male' });
    engines.nudity = { porn: 0.9, sexy: 0.05, hentai: 0.03, neutral: 0.01, drawing: 0.01 };
    const upload = await uploadPhoto(t, owner.auth, await newPicture());
    expect(upload.json()).toMatchObject({ screening: 'refused' });
    expect(upload.json().screeningNote).toMatch(/nudity or sexual content/);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: owner.auth,
      payload: { language: 'hi' },
    });
    const inHindi = (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me/photos',
        headers: { ...owner.auth, 'accept-language': 'hi' },
      })
    ).json();
    expect(inHindi[0].screeningNote).toMatch(/अश्लील/);
    expect(await seenBy(viewer, owner, upload.json().url)).toEqual({
      photos: 0,
      recordPhoto: null,
      publicFile: 404,
    });
  });

  it('holds a photo the model is unsure of, and a primary photo without a face, for an admin', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    engines.nudity = { ...NEUTRAL_SCORES, sexy: 0.7, neutral: 0.27 };
    const unsure = (await uploadPhoto(t, owner.auth, await newPicture())).json();
    expect([unsure.screening, unsure.screeningNote]).toEqual(['held', expect.stringMatching(/Waiting for our team/)]);
    const other = await signUpMember(t, { gender: 'female' });
    engines.nudity = NEUTRAL_SCORES;
    engines.faces = { count: 0, bestScore: 0 };
    const faceless = (await uploadPhoto(t, other.auth, await newPicture())).json();
    expect([faceless.isPrimary, faceless.screening]).toEqual([true, 'held']);
    expect(faceless.screeningNote).toMatch(/could not find a face/);
    // A second photo needs no face: only the primary one shows who the member is.
    const second = (await uploadPhoto(t, other.auth, await newPicture())).json();
    expect([second.isPrimary, second.screening]).toEqual([false, 'passed']);
  });

  it('holds a copy of another member’s photo (resized, re-compressed, mirrored) with both profiles on the desk', async () => {
    const original = await signUpMember(t, { gender: 'female' });
    const copier = await signUpMember(t, { gender: 'female' });
    const viewer = await signUpMember(t, { gender: 'male' });
    const picture = await newPicture();
    const first = (await uploadPhoto(t, original.auth, picture)).json();
    expect(first.screening).toBe('passed');
    const copy = await sharp(picture).flop().resize(480).jpeg({ quality: 40 }).toBuffer();
    // The member's own photo again is no copy of anyone's.
    expect((await uploadPhoto(t, original.auth, copy)).json().screening).toBe('passed');
    const held = (await uploadPhoto(t, copier.auth, copy)).json();
    expect(held).toMatchObject({ screening: 'held' });
    expect(held.screeningNote).toMatch(/another profile/);
    expect((await seenBy(viewer, copier, held.url)).photos).toBe(0);
    const desk = (await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: admin.auth })).json();
    const entry = desk.find((found: { photo: { id: number } }) => found.photo.id === held.id);
    expect(entry).toMatchObject({
      reason: 'duplicate',
      member: { id: copier.id, profileId: copier.profileId },
      duplicateOf: { photo: { id: first.id }, member: { id: original.id, profileId: original.profileId } },
      scores: { duplicateDistance: expect.any(Number) },
    });
  });

  it('takes no two plain pictures for copies of each other, not even two of one colour', async () => {
    const first = await signUpMember(t, { gender: 'female' });
    const second = await signUpMember(t, { gender: 'female' });
    const plain = (background: string) =>
      sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .png()
        .toBuffer();
    expect((await uploadPhoto(t, first.auth, await plain('#7f1d1d'))).json().screening).toBe('passed');
    const other = (await uploadPhoto(t, second.auth, await plain('#7f1d1d'))).json();
    expect(other).toMatchObject({ screening: 'passed' });
    const [stored] = await t.database.db.select().from(photos).where(eq(photos.id, other.id));
    expect(stored.phash).toBeNull();
  });

  it('refuses a copy of a suspended member’s photo outright', async () => {
    const suspended = await signUpMember(t, { gender: 'female' });
    const picture = await newPicture();
    await uploadPhoto(t, suspended.auth, picture);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));
    const newcomer = await signUpMember(t, { gender: 'female' });
    const cropped = await sharp(picture).extract({ left: 6, top: 5, width: 627, height: 470 }).toBuffer();
    const refused = (await uploadPhoto(t, newcomer.auth, cropped)).json();
    expect(refused).toMatchObject({ screening: 'refused' });
    expect(refused.screeningNote).toMatch(/removed from our site/);
  });

  it('screens a cropped photo again, as the new picture it is', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    const photo = (await uploadPhoto(t, owner.auth, await newPicture())).json();
    engines.faces = { count: 0, bestScore: 0 };
    const cropped = await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${photo.id}/crop`,
      headers: owner.auth,
      payload: { x: 0.5, y: 0, width: 0.5, height: 1 },
    });
    expect(cropped.json()).toMatchObject({ screening: 'held' });
  });
});

describe('photos stored before screening existed', () => {
  it('stay shown until the job screens them, which holds or refuses what it finds and passes the rest', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    const copier = await signUpMember(t, { gender: 'female' });
    const viewer = await signUpMember(t, { gender: 'male' });
    const picture = await newPicture();
    const kept = (await uploadPhoto(t, owner.auth, picture)).json();
    const copied = (await uploadPhoto(t, copier.auth, await sharp(picture).resize(500).toBuffer())).json();
    // As migration 0047 leaves them: passed, never screened, no hash.
    for (const id of [kept.id, copied.id]) {
      await t.database.db.delete(photoHashBands).where(eq(photoHashBands.photoId, id));
      await t.database.db
        .update(photos)
        .set({ screening: 'passed', screenedAt: null, screeningReason: null, phash: null, duplicateOfPhotoId: null })
        .where(eq(photos.id, id));
    }
    expect((await seenBy(viewer, copier, copied.url)).photos).toBe(1);
    await t.app.requestJob('stored-photo-screening');
    const [keptNow, copiedNow] = await Promise.all([ownPhotos(owner), ownPhotos(copier)]);
    expect(keptNow[0].screening).toBe('passed');
    // The copy is the later photo: the first one screened had no hash to meet yet.
    expect(copiedNow[0].screening).toBe('held');
    expect((await seenBy(viewer, copier, copied.url)).photos).toBe(0);
  });
});

describe('what the models are given', () => {
  it('is the stored photo’s file to read, never its bytes; a photo whose file is gone waits, unscreened', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    const { id } = (await uploadPhoto(t, owner.auth, await newPicture())).json();
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, id));
    expect(engines.images.at(-1)).toEqual({ file: path.join(t.uploadsDir, 'photos', row.fileName) });

    await t.database.db.update(photos).set({ screening: 'passed', screenedAt: null }).where(eq(photos.id, id));
    rmSync(path.join(t.uploadsDir, 'photos', row.fileName));
    const checked = engines.checked;
    await t.app.requestJob('stored-photo-screening');
    expect(engines.checked).toBe(checked);
    const [after] = await t.database.db.select().from(photos).where(eq(photos.id, id));
    expect(after).toMatchObject({ screening: 'passed', screenedAt: null });
  });
});

describe('the photo desk', () => {
  it('approves a held photo, or rejects one with a reason from the list; the member is told, and the history says who and when', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    const viewer = await signUpMember(t, { gender: 'male' });
    engines.nudity = { ...NEUTRAL_SCORES, sexy: 0.7, neutral: 0.27 };
    const first = (await uploadPhoto(t, owner.auth, await newPicture())).json();
    const second = (await uploadPhoto(t, owner.auth, await newPicture())).json();
    const desk = (await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: admin.auth })).json();
    const mine = desk.filter((entry: { member: { id: number } }) => entry.member.id === owner.id);
    expect(mine.map((entry: { photo: { id: number } }) => entry.photo.id)).toEqual([first.id, second.id]);
    expect(mine[0].scores.nudity.sexy).toBe(0.7);

    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/photos/${second.id}/reject`,
      headers: admin.auth,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.errors[0]).toMatchObject({ path: ['reason'] });
    const notListed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/photos/${second.id}/reject`,
      headers: admin.auth,
      payload: { reason: 'ugly' },
    });
    expect(notListed.statusCode).toBe(400);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/photos/${first.id}/approve`,
      headers: admin.auth,
      payload: {},
    });
    expect(approved.json()).toEqual({ photoId: first.id, screening: 'passed', reason: null });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/photos/${second.id}/reject`,
      headers: admin.auth,
      payload: { reason: 'indecent' },
    });
    expect(rejected.json()).toEqual({ photoId: second.id, screening: 'refused', reason: 'indecent' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/photos/${second.id}/approve`,
      headers: admin.auth,
      payload: {},
    });
    expect(again.statusCode).toBe(409);

    expect((await seenBy(viewer, owner, first.url)).photos).toBe(1);
    const own = await ownPhotos(owner);
    expect(own.find((photo: { id: number }) => photo.id === second.id).screeningNote).toMatch(
      /does not suit a family site/,
    );
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth })).json();
    const photoNotices = notices.notifications.filter((notice: { kind: string }) => notice.kind.startsWith('photo-'));
    expect(photoNotices.map((notice: { kind: string }) => notice.kind)).toEqual(['photo-refused', 'photo-approved']);
    const mails = (await t.outbox()).filter((mail) => mail.to === owner.registration.email);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/photo was not approved/),
        expect.stringMatching(/photo is approved/),
      ]),
    );
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: admin.auth })).json();
    expect(after.some((entry: { member: { id: number } }) => entry.member.id === owner.id)).toBe(false);
  });

  it('brings back the photos of a member reported for an inappropriate photo, with the history of each decision', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    const reporter = await signUpMember(t, { gender: 'male' });
    engines.nudity = { ...NEUTRAL_SCORES, sexy: 0.7, neutral: 0.27 };
    const photo = (await uploadPhoto(t, owner.auth, await newPicture())).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/photos/${photo.id}/approve`,
      headers: admin.auth,
      payload: {},
    });
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: reporter.auth,
      payload: { profileId: owner.profileId, reason: 'inappropriate-photo' },
    });
    expect(report.statusCode).toBe(201);
    const desk = (await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: admin.auth })).json();
    const entry = desk.find((found: { photo: { id: number } }) => found.photo.id === photo.id);
    expect(entry).toMatchObject({
      screening: 'passed',
      reportId: expect.any(Number),
      history: [{ decision: 'approve', reason: null, admin: admin.registration.email, decidedAt: expect.any(String) }],
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/photos/${photo.id}/approve`,
      headers: admin.auth,
      payload: {},
    });
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: admin.auth })).json();
    expect(after.some((found: { photo: { id: number } }) => found.photo.id === photo.id)).toBe(false);
    // Keeping a photo already shown tells its member nothing new: only the first approval was theirs to hear.
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth })).json();
    expect(notices.notifications.map((notice: { kind: string }) => notice.kind)).toEqual(['photo-approved']);
  });

  it('is for admins only', async () => {
    const member = await signUpMember(t);
    const answer = await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: member.auth });
    expect(answer.statusCode).toBe(403);
  });
});
