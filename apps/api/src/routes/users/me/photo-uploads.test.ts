import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { photos } from '../../../db/schema';
import { purgeDeletedAccounts } from '../../../modules/account';
import { createLocalPhotoStore, inProcessPhotoWork, type PhotoWork } from '../../../modules/photos';
import { STORED_PHOTO_SCREENING_JOB } from '../../../plugins/app/photo-screening';
import { jobsHeld } from '../../../testing/jobs-held';
import { samplePhoto } from '../../../testing/sample-photos';
import { statementsSent } from '../../../testing/statements-sent';
import { createSiblingApp, createTestApp, signUpMember, type TestApp } from '../../../testing/test-app';
import { uploadPhoto } from '../../../testing/upload-photo';

const jobs = jobsHeld();
/** What the photo-work process does with an upload; a test may make it fail or wait. */
let prepare: PhotoWork['prepare'] = inProcessPhotoWork.prepare;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      startJobQueue: jobs.start,
      photoWork: { prepare: (upload, into) => prepare(upload, into), hash: inProcessPhotoWork.hash },
    },
  );
});
afterAll(() => t.close());
afterEach(() => {
  prepare = inProcessPhotoWork.prepare;
  jobs.forget();
});

function storedFiles(): string[] {
  const dir = path.join(t.uploadsDir, 'photos');
  return existsSync(dir) ? readdirSync(dir) : [];
}

const ownPhotos = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: auth })).json();

/** Whether the photo's file is still the upload as sent (0 bytes until it is re-encoded). */
const isWaiting = async (photoId: number) =>
  (await t.database.db.select({ bytes: photos.bytes }).from(photos).where(eq(photos.id, photoId)))[0]?.bytes === 0;

/** A phone's JPEG with its EXIF (camera, GPS position) in it. */
const phonePhoto = () => samplePhoto('jpeg', 1600, 1200);

describe('an upload answered before its pixels are decoded', () => {
  it('is "checking" with no file anyone can fetch, until the job re-encodes it and screens it', async () => {
    const me = await signUpMember(t);
    const before = storedFiles().length;
    const upload = await uploadPhoto(t, me.auth, await phonePhoto());
    expect(upload.statusCode).toBe(201);
    const answered = upload.json();
    expect(answered).toMatchObject({ screening: 'checking', isPrepared: false, width: 1600, height: 1200 });
    expect(answered.screeningNote).toMatch(/Being checked/);
    // The upload as sent is kept, and served to no one, its owner included (EXIF and GPS position are still in it).
    expect(storedFiles()).toHaveLength(before + 1);
    const served = await t.app.inject({ method: 'GET', url: answered.url, headers: me.auth });
    expect(served.statusCode).toBe(404);
    const fileName = answered.url.split('?')[0].split('/').at(-1);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/photos/${fileName}` })).statusCode).toBe(404);
    const variant = await t.app.inject({
      method: 'GET',
      url: `/api/image?url=${encodeURIComponent(answered.url)}&w=384&q=75`,
      headers: me.auth,
    });
    expect(variant.statusCode).toBe(404);
    expect(await isWaiting(answered.id)).toBe(true);

    await jobs.runAll();
    const [photo] = await ownPhotos(me.auth);
    expect(photo).toMatchObject({ id: answered.id, screening: 'passed', isPrepared: true, width: 1600 });
    // The photo and its blurred rendition; the upload as sent is gone.
    expect(storedFiles()).toHaveLength(before + 2);
    const file = await t.app.inject({ method: 'GET', url: photo.url, headers: me.auth });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    expect(await isWaiting(answered.id)).toBe(false);
  });

  it('costs the request thread three statements: the member, the attempt limit, the insert under the lock with its answer', async () => {
    const me = await signUpMember(t);
    const photo = await phonePhoto();
    let answer: Awaited<ReturnType<typeof uploadPhoto>> | undefined;
    const sent = await statementsSent(async () => {
      answer = await uploadPhoto(t, me.auth, photo);
    });
    expect(answer?.statusCode).toBe(201);
    expect(sent).toEqual([
      'select revoked_tokens users profiles',
      'insert attempt_counters',
      'select insert_member_photo profiles',
    ]);
  });

  it('refuses a photo whose pixels cannot be decoded past a readable header, and says why in both languages', async () => {
    const me = await signUpMember(t);
    const png = await samplePhoto('png', 640, 480);
    const broken = Buffer.from(png);
    broken.fill(0xaa, png.indexOf('IDAT') + 8, png.indexOf('IDAT') + 40);
    expect((await uploadPhoto(t, me.auth, broken, 'photo.png', 'image/png')).statusCode).toBe(201);
    await jobs.runAll();
    const [photo] = await ownPhotos(me.auth);
    expect(photo).toMatchObject({ screening: 'refused', isPrepared: false });
    expect(photo.screeningNote).toMatch(/could not read this photo/);
    await t.app.inject({ method: 'PUT', url: '/api/users/me/language', headers: me.auth, payload: { language: 'hi' } });
    const hindi = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/photos',
      headers: { ...me.auth, 'accept-language': 'hi' },
    });
    expect(hindi.json()[0].screeningNote).toMatch(/पढ़ी नहीं जा सकी/);
  });

  it('cannot be cropped before it has its file, and says so', async () => {
    const me = await signUpMember(t);
    const { id } = (await uploadPhoto(t, me.auth, await phonePhoto())).json();
    const crop = await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${id}/crop`,
      headers: me.auth,
      payload: { x: 0, y: 0, width: 0.5, height: 0.5 },
    });
    expect(crop.statusCode).toBe(409);
    expect(crop.body).toMatch(/still being checked/);
  });
});

describe('an upload waiting for its job', () => {
  it('is taken up again after a restart: the next process’s start-up run re-encodes and screens it', async () => {
    const me = await signUpMember(t);
    const { id } = (await uploadPhoto(t, me.auth, await phonePhoto())).json();
    // The process dies before its queue runs the upload's job, and another starts.
    jobs.forget();
    const next = await createSiblingApp(t);
    try {
      await next.requestJob(STORED_PHOTO_SCREENING_JOB, {});
      await jobs.runAll();
    } finally {
      await next.close();
    }
    const [photo] = await ownPhotos(me.auth);
    expect(photo).toMatchObject({ id, screening: 'passed', isPrepared: true });
    expect(await isWaiting(id)).toBe(false);
  });

  it('is stored once by a run that failed midway and the run after it, and again by no later run', async () => {
    const me = await signUpMember(t);
    const before = storedFiles().length;
    const { id } = (await uploadPhoto(t, me.auth, await phonePhoto())).json();
    prepare = () => Promise.reject(new Error('The photo-work process stopped (SIGKILL)'));
    await expect(jobs.runAll()).rejects.toThrow('SIGKILL');
    expect(storedFiles()).toHaveLength(before + 1);
    expect(await isWaiting(id)).toBe(true);

    prepare = inProcessPhotoWork.prepare;
    const sibling = await createSiblingApp(t);
    try {
      await sibling.requestJob(STORED_PHOTO_SCREENING_JOB, {});
      await sibling.requestJob(STORED_PHOTO_SCREENING_JOB, {});
      await jobs.runAll();
    } finally {
      await sibling.close();
    }
    const rows = await t.database.db.select().from(photos).where(eq(photos.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ screening: 'passed' });
    expect(storedFiles()).toHaveLength(before + 2);
  });

  it('leaves no file behind, stored or half-written, when the process dies after writing part of the photo', async () => {
    const me = await signUpMember(t);
    const before = storedFiles();
    const { id } = (await uploadPhoto(t, me.auth, await phonePhoto())).json();
    let written: string[] = [];
    prepare = async (upload, into) => {
      await writeFile(into.photo, 'the first bytes of a photo');
      written = [into.photo, into.blurred];
      throw new Error('The photo-work process stopped (SIGKILL)');
    };
    await expect(jobs.runAll()).rejects.toThrow('SIGKILL');
    expect(written).toHaveLength(2);
    expect(written.filter((file) => existsSync(file))).toEqual([]);
    expect(storedFiles()).toHaveLength(before.length + 1);
    expect(await isWaiting(id)).toBe(true);
  });

  it('leaves nothing behind when the photo is deleted while the process re-encodes it', async () => {
    const me = await signUpMember(t);
    const before = storedFiles();
    const { id } = (await uploadPhoto(t, me.auth, await phonePhoto())).json();
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const canFinish = new Promise<void>((resolve) => (finish = resolve));
    prepare = async (upload, into) => {
      started();
      await canFinish;
      return inProcessPhotoWork.prepare(upload, into);
    };
    const running = jobs.runAll();
    await isStarted;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/me/photos/${id}`, headers: me.auth });
    expect(deleted.statusCode).toBe(204);
    finish();
    await running;
    expect(storedFiles()).toEqual(before);
    expect(await ownPhotos(me.auth)).toEqual([]);
  });

  it('leaves nothing behind when its account is deleted and erased before it ran', async () => {
    const me = await signUpMember(t);
    const before = storedFiles();
    const { id } = (await uploadPhoto(t, me.auth, await phonePhoto())).json();
    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/deletion',
      headers: me.auth,
      payload: { password: me.registration.password },
    });
    expect(deletion.statusCode).toBeLessThan(300);
    const erased = await purgeDeletedAccounts(
      t.database.db,
      createLocalPhotoStore(t.uploadsDir),
      new Date(Date.now() + 365 * 86_400_000),
    );
    expect(erased).toBeGreaterThan(0);
    await jobs.runAll();
    expect(await isWaiting(id)).toBe(false);
    expect(storedFiles()).toEqual(before);
  });
});
