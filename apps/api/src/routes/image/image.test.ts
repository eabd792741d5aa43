import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { uploadPhoto } from '../../testing/upload-photo';
import { samplePhoto } from '../../testing/sample-photos';
import { createTestApp, signUpMember, type TestApp } from '../../testing/test-app';

let t: TestApp;
let auth: Record<string, string>;
let photo: { id: number; url: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = (await signUpMember(t)).auth;
  photo = (await uploadPhoto(t, auth, await samplePhoto('jpeg', 1600, 1200))).json();
});

afterAll(async () => {
  await t.close();
});

function image(query: string, accept?: string) {
  return t.app.inject({ method: 'GET', url: `/api/image?${query}`, headers: accept ? { accept } : {} });
}

describe('GET /api/image', () => {
  it('resizes to the asked width in the best format the browser accepts', async () => {
    const url = encodeURIComponent(photo.url);
    const cases = [
      ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ] as const;
    for (const [accept, type, format] of cases) {
      const response = await image(`url=${url}&w=640`, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['vary']).toBe('Accept');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format, width: 640, height: 480 });
    }
  });

  it('never enlarges: a width beyond the photo gives the photo at its own size', async () => {
    const response = await image(`url=${encodeURIComponent(photo.url)}&w=3840`, 'image/webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1600);
  });

  it('uses quality 75 by default and keeps each rendering on disk', async () => {
    await image(`url=${encodeURIComponent(photo.url)}&w=256`, 'image/webp');
    const name = photo.url.split('/').pop()?.replace('.webp', '') as string;
    const variants = readdirSync(path.join(t.uploadsDir, 'variants', name));
    expect(variants).toContain('256-75.webp');
    const lighter = await image(`url=${encodeURIComponent(photo.url)}&w=640&q=60`, 'image/jpeg');
    const sharper = await image(`url=${encodeURIComponent(photo.url)}&w=640&q=90`, 'image/jpeg');
    expect(lighter.rawPayload.length).toBeLessThan(sharper.rawPayload.length);
  });

  it('refuses widths outside the spec, bad qualities, foreign urls and unknown parameters, naming each', async () => {
    const url = encodeURIComponent(photo.url);
    const bad: [string, RegExp][] = [
      [`url=${url}&w=500`, /The width w must be one of 16, 32, 48, 64, 96, 128, 256, 384, 640, 750/],
      [`url=${url}&w=abc`, /The width w must be/],
      [`url=${url}&w=640&q=0`, /The quality q must be one of 60, 75, 90/],
      [`url=${url}&w=640&q=74`, /The quality q must be one of 60, 75, 90/],
      [`url=${url}&w=640&q=101`, /The quality q must be one of 60, 75, 90/],
      [`url=${encodeURIComponent('https://elsewhere.example/a.jpg')}&w=640`, /Only photos uploaded here/],
      [`url=${encodeURIComponent('/uploads/photos/../../secret.webp')}&w=640`, /Only photos uploaded here/],
      [`w=640`, /url/],
      [`url=${url}&w=640&format=png`, /format/],
    ];
    for (const [query, message] of bad) {
      const response = await image(query);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error)).toMatch(message);
    }
  });

  it('answers 404 for a photo that is gone, and drops its renderings', async () => {
    const doomed = (await uploadPhoto(t, auth, await samplePhoto('jpeg'))).json();
    expect((await image(`url=${encodeURIComponent(doomed.url)}&w=128`)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/users/me/photos/${doomed.id}`, headers: auth });
    const name = doomed.url.split('/').pop().replace('.webp', '');
    expect(existsSync(path.join(t.uploadsDir, 'variants', name))).toBe(false);
    const response = await image(`url=${encodeURIComponent(doomed.url)}&w=128`);
    expect(response.statusCode).toBe(404);
  });

  it('lets one address cause at most 100 new renderings in 10 minutes, and serves renderings already made to it', async () => {
    const address = '192.0.2.44';
    const photos = [];
    for (let i = 0; i < 3; i += 1) photos.push((await uploadPhoto(t, auth, await samplePhoto('png', 400, 300))).json());
    const asks = photos.flatMap((p) =>
      [16, 32, 48, 64].flatMap((w) =>
        [60, 75, 90].flatMap((q) =>
          ['image/avif', 'image/webp', 'image/jpeg'].map((accept) => ({ url: p.url, w, q, accept })),
        ),
      ),
    );
    const ask = ({ url, w, q, accept }: (typeof asks)[number]) =>
      t.app.inject({
        method: 'GET',
        url: `/api/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`,
        headers: { accept },
        remoteAddress: address,
      });
    for (const one of asks.slice(0, 100)) expect((await ask(one)).statusCode).toBe(200);
    const refused = await ask(asks[100]);
    expect([refused.statusCode, refused.json().error.name]).toEqual([429, 'RateLimitError']);
    expect((await ask(asks[0])).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/image?url=${encodeURIComponent(asks[100].url)}&w=${asks[100].w}&q=${asks[100].q}`,
          headers: { accept: asks[100].accept },
        })
      ).statusCode,
    ).toBe(200);
  });
});
