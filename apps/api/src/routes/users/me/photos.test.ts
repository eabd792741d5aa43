import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_PHOTOS_PER_MEMBER } from '@matri/contracts';
import { photos, profiles } from '../../../db/schema';
import { eq } from 'drizzle-orm';
import { uploadPhoto } from '../../../testing/upload-photo';
import { samplePhoto, sampleHeic } from '../../../testing/sample-photos';
import { createTestApp, signUpMember, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const member = () => signUpMember(t);

function upload(auth: Record<string, string>, data: Buffer, fileName?: string, contentType?: string) {
  return uploadPhoto(t, auth, data, fileName, contentType);
}

function storedFiles(): string[] {
  const dir = path.join(t.uploadsDir, 'photos');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('POST /api/users/me/photos', () => {
  it('stores a JPEG re-encoded as WebP with no EXIF or GPS left, under a generated name, as the primary photo', async () => {
    const me = await member();
    const original = await samplePhoto('jpeg');
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(me.auth, original, 'IMG_2024 at home.jpg');
    expect(response.statusCode).toBe(201);
    const photo = response.json();
    expect(photo).toMatchObject({ width: 640, height: 480, mime: 'image/webp', isPrimary: true });
    expect(photo.url).toMatch(/^\/uploads\/photos\/[0-9a-f]{32}\.webp$/);
    expect(photo.url).not.toContain('IMG');

    const served = await t.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it.each([
    ['PNG', () => samplePhoto('png'), 'image/png'],
    ['WebP', () => samplePhoto('webp'), 'image/webp'],
    ['HEIC', async () => sampleHeic(), 'image/heic'],
  ])('accepts a %s photo', async (_name, make, type) => {
    const me = await member();
    const response = await upload(me.auth, await make(), 'photo', type);
    expect(response.statusCode).toBe(201);
    expect(response.json().mime).toBe('image/webp');
  });

  it('judges the type by the bytes: a PDF named photo.jpg is refused, naming the photo field', async () => {
    const me = await member();
    const before = storedFiles().length;
    const response = await upload(me.auth, Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), 'photo.jpg');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'Upload a photo in JPEG, PNG, WebP or HEIC format.',
      details: { errors: [{ path: ['photo'] }] },
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a damaged photo, one too small and one with too many pixels, each with its reason', async () => {
    const me = await member();
    const jpeg = await samplePhoto('jpeg');
    const damaged = await upload(me.auth, Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(400)]));
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().error.message).toMatch(/could not be read/);

    const heic = sampleHeic();
    const damagedHeic = await upload(
      me.auth,
      Buffer.concat([heic.subarray(0, 40), Buffer.alloc(300, 7)]),
      'IMG_0001.HEIC',
      'image/heic',
    );
    expect(damagedHeic.statusCode).toBe(400);
    expect(damagedHeic.json().error.message).toBe('This HEIC photo could not be read. Try exporting it as JPEG.');

    const tiny = await upload(me.auth, await samplePhoto('png', 120, 90));
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().error.message).toMatch(/too small \(120×90\)/);

    // A solid 8000×7000 PNG is a few hundred kilobytes but 56 megapixels: refused before decoding.
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const response = await upload(me.auth, huge, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/too many pixels \(56 megapixels\)/);
  });

  it('answers 413 for a file over 10 MB and keeps nothing of it', async () => {
    const me = await member();
    const before = storedFiles().length;
    const oversized = Buffer.concat([await samplePhoto('jpeg'), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(me.auth, oversized);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      name: 'PayloadTooLargeError',
      message: expect.stringMatching(/larger than 10 MB/),
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('asks for a file when there is none, for multipart when sent JSON, and for a login without a token', async () => {
    const me = await member();
    const empty = await upload(me.auth, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Choose a photo to upload.');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/photos',
      payload: { photo: 'x' },
      headers: me.auth,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toMatch(/multipart\/form-data/);

    const anonymous = await upload({}, await samplePhoto('jpeg'));
    expect(anonymous.statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_PHOTOS_PER_MEMBER} photos per member`, async () => {
    const me = await member();
    const photo = await samplePhoto('jpeg', 320, 240);
    const before = new Set(storedFiles());
    const answers = await Promise.all(Array.from({ length: MAX_PHOTOS_PER_MEMBER + 2 }, () => upload(me.auth, photo)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_PHOTOS_PER_MEMBER);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(refused).toHaveLength(2);
    expect(refused[0].json().error.message).toMatch(/at most 8 photos/);
    const list = (await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: me.auth })).json();
    expect(list).toHaveLength(MAX_PHOTOS_PER_MEMBER);
    expect(list.filter((p: { isPrimary: boolean }) => p.isPrimary)).toHaveLength(1);
    // The refused uploads' files went with them: every new file is one the member's photos name.
    const rows = await t.database.db.select().from(photos).where(eq(photos.userId, me.id));
    // Each upload's position was read once the one before it was in: none shares a place.
    expect(new Set(rows.map((row) => row.position)).size).toBe(MAX_PHOTOS_PER_MEMBER);
    const named = rows.flatMap((row) => [row.fileName, row.blurFileName]).filter((name) => name !== null);
    expect(
      storedFiles()
        .filter((name) => !before.has(name))
        .sort(),
    ).toEqual(named.sort());
  });
});

describe('primary photo and deletion', () => {
  it('lets the member choose the primary photo; the top-bar record follows it', async () => {
    const me = await member();
    const first = (await upload(me.auth, await samplePhoto('jpeg'))).json();
    const second = (await upload(me.auth, await samplePhoto('png'), 'b.png', 'image/png')).json();
    expect(second.isPrimary).toBe(false);

    const chosen = await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${second.id}/primary`,
      headers: me.auth,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: second.id, isPrimary: true });

    const record = (
      await t.app.inject({ method: 'GET', url: `/api/users/${me.id}?populate=*`, headers: me.auth })
    ).json();
    expect(record.user_profile.profile_photo).toMatchObject({ id: second.id, url: second.url });
    const list = (await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: me.auth })).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
  });

  it('deletes a photo and its file; the next photo becomes primary', async () => {
    const me = await member();
    const first = (await upload(me.auth, await samplePhoto('jpeg'))).json();
    const second = (await upload(me.auth, await samplePhoto('webp'), 'b.webp', 'image/webp')).json();

    const filesBefore = storedFiles().length;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/me/photos/${first.id}`, headers: me.auth });
    expect(deleted.statusCode).toBe(204);
    // The photo and its blurred rendition.
    expect(storedFiles()).toHaveLength(filesBefore - 2);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: me.auth })).json();
    expect(list).toEqual([expect.objectContaining({ id: second.id, isPrimary: true })]);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/users/me/photos/${first.id}`, headers: me.auth });
    expect(again.statusCode).toBe(404);
  });

  it("never lets member B delete or promote member A's photo", async () => {
    const a = await member();
    const b = await member();
    const photo = (await upload(a.auth, await samplePhoto('jpeg'))).json();
    const second = (await upload(a.auth, await samplePhoto('jpeg'))).json();

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/me/photos/${photo.id}`, headers: b.auth });
    expect(deleted.statusCode).toBe(404);
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${second.id}/primary`,
      headers: b.auth,
    });
    expect(promoted.statusCode).toBe(404);

    const list = (await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: a.auth })).json();
    expect(list.map((p: { id: number; isPrimary: boolean }) => [p.id, p.isPrimary])).toEqual([
      [photo.id, true],
      [second.id, false],
    ]);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
  });

  it('answers a broken or cut-off form with a 400, never a 500', async () => {
    const me = await member();
    for (const payload of [
      'K\u00ffu%',
      '------x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/me/photos',
        headers: { ...me.auth, 'content-type': 'multipart/form-data; boundary=----x' },
        payload,
      });
      expect([response.statusCode, response.json().error.message]).toEqual([
        400,
        'The upload arrived broken or cut off. Choose the photo again.',
      ]);
    }
  });

  it('names a photo id that is not a number', async () => {
    const me = await member();
    const response = await t.app.inject({ method: 'DELETE', url: '/api/users/me/photos/abc', headers: me.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The photo id must be a number');
  });
});

describe("another member's view of the photo", () => {
  it('shows the primary photo when the owner shows photos to all, and only a blurred rendition otherwise', async () => {
    const owner = await member();
    const viewer = await member();
    const photo = (await upload(owner.auth, await samplePhoto('jpeg'))).json();
    const seen = (
      await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}?populate=*`, headers: viewer.auth })
    ).json();
    expect(seen.user_profile.profile_photo).toMatchObject({ url: photo.url });

    await t.database.db.update(profiles).set({ photoVisibility: 'hidden' }).where(eq(profiles.userId, owner.id));
    const hidden = (
      await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}?populate=*`, headers: viewer.auth })
    ).json();
    const blurred = hidden.user_profile.profile_photo;
    expect(blurred).toMatchObject({ isBlurred: true, width: 48 });
    expect(blurred.url).not.toBe(photo.url);
    expect(JSON.stringify(hidden)).not.toContain(photo.url);
    const served = await t.app.inject({ method: 'GET', url: blurred.url });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(48);
    // Hidden from everyone: the public address is gone, and the owner gets a link signed for them.
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    const own = (
      await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}?populate=*`, headers: owner.auth })
    ).json();
    const name = photo.url.split('/').pop();
    expect(own.user_profile.profile_photo.url).toMatch(new RegExp(`^/api/photos/${name}\\?access=${owner.id}\\.`));
    const ownPhoto = await t.app.inject({ method: 'GET', url: own.user_profile.profile_photo.url });
    expect([ownPhoto.statusCode, ownPhoto.headers['cache-control']]).toEqual([
      200,
      expect.stringMatching(/^private, max-age=\d+$/),
    ]);
  });
});

describe('GET /uploads/photos/:name', () => {
  it('answers 404 for names that are not ours, without touching the disk outside the photo folder', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'abc.webp', `${'0'.repeat(32)}.webp`]) {
      const response = await t.app.inject({ method: 'GET', url: `/uploads/photos/${name}` });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('order and crop', () => {
  it('keeps the order the member chooses after the primary photo', async () => {
    const me = await member();
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await upload(me.auth, await samplePhoto('jpeg', 320, 240))).json().id as number);
    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/photos/order',
      headers: me.auth,
      payload: { photoIds: [ids[2], ids[0], ids[1]] },
    });
    expect(reordered.statusCode).toBe(200);
    // The primary photo (the first upload) leads; the rest follow the chosen order.
    expect(reordered.json().map((p: { id: number }) => p.id)).toEqual([ids[0], ids[2], ids[1]]);
  });

  it("refuses an order that leaves a photo out, repeats one or names another member's", async () => {
    const me = await member();
    const other = await member();
    const mine = [
      (await upload(me.auth, await samplePhoto('jpeg'))).json().id,
      (await upload(me.auth, await samplePhoto('jpeg'))).json().id,
    ];
    const theirs = (await upload(other.auth, await samplePhoto('jpeg'))).json().id;
    for (const photoIds of [[mine[0]], [mine[0], mine[0]], [mine[0], theirs]]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/photos/order',
        headers: me.auth,
        payload: { photoIds },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('List each of your photos exactly once.');
    }
  });

  it('crops into a new file, drops the old one, and refuses crops too small or outside the photo', async () => {
    const me = await member();
    const photo = (await upload(me.auth, await samplePhoto('jpeg', 800, 600))).json();
    const cropped = await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${photo.id}/crop`,
      headers: me.auth,
      payload: { x: 0.25, y: 0, width: 0.5, height: 0.8 },
    });
    expect(cropped.statusCode).toBe(200);
    expect(cropped.json()).toMatchObject({ id: photo.id, width: 400, height: 480 });
    expect(cropped.json().url).not.toBe(photo.url);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: cropped.json().url });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);

    const crop = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/users/me/photos/${photo.id}/crop`, headers: me.auth, payload });
    expect((await crop({ x: 0, y: 0, width: 0.1, height: 0.1 })).json().error.message).toMatch(/at least 200 pixels/);
    expect((await crop({ x: 0.8, y: 0, width: 0.5, height: 0.5 })).json().error.message).toBe(
      'The crop must stay inside the photo',
    );
    const other = await member();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/users/me/photos/${photo.id}/crop`,
          headers: other.auth,
          payload: { x: 0, y: 0, width: 1, height: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });
});
