import sharp from 'sharp';
import { createS3PhotoStore } from '../../../modules/photos';
import { startLocalS3Server } from '../../../testing/local-s3-server';
import { samplePhoto } from '../../../testing/sample-photos';
import { uploadPhoto } from '../../../testing/upload-photo';
import { createTestApp, signUpMember, type TestApp } from '../../../testing/test-app';

describe('photos on S3-compatible object storage', () => {
  let server: Awaited<ReturnType<typeof startLocalS3Server>>;
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    server = await startLocalS3Server();
    t = await createTestApp({}, { photoStore: createS3PhotoStore(server.options) });
    auth = (await signUpMember(t)).auth;
  });
  afterAll(async () => {
    await t.close();
    await server.stop();
  });

  it('takes an upload, serves it and its renderings, crops it, and deletes it with its renderings', async () => {
    const uploaded = await uploadPhoto(t, auth, await samplePhoto('jpeg', 1200, 900));
    expect(uploaded.statusCode).toBe(201);
    const { id, url } = uploaded.json();

    const served = await t.app.inject({ method: 'GET', url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
    const resized = await t.app.inject({
      method: 'GET',
      url: `/api/image?url=${encodeURIComponent(url)}&w=640`,
      headers: { accept: 'image/webp' },
    });
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(640);

    const cropped = await t.app.inject({
      method: 'PUT',
      url: `/api/users/me/photos/${id}/crop`,
      headers: auth,
      payload: { x: 0, y: 0, width: 0.5, height: 0.5 },
    });
    expect(cropped.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const croppedUrl = cropped.json().url;
    expect((await sharp((await t.app.inject({ method: 'GET', url: croppedUrl })).rawPayload).metadata()).width).toBe(
      600,
    );

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/me/photos/${id}`, headers: auth })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: croppedUrl })).statusCode).toBe(404);
    const store = createS3PhotoStore(server.options);
    const name = String(croppedUrl).split('/').pop() as string;
    expect(await store.read(name)).toBeNull();
  });
});
