import sharp, { type Sharp } from 'sharp';
import { samplePhoto } from '../../testing/sample-photos';
import { normalisePhoto } from './normalise-photo';

describe('normalisePhoto', () => {
  afterEach(() => jest.restoreAllMocks());

  it('re-encodes one upload at a time, so a burst of uploads leaves the cores to the other requests', async () => {
    const uploads = await Promise.all([1, 2, 3, 4].map(() => samplePhoto('jpeg', 800, 600)));
    const encode = sharp.prototype.toBuffer;
    let running = 0;
    let most = 0;
    jest.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (this: Sharp, ...args: unknown[]) {
      running += 1;
      most = Math.max(most, running);
      try {
        return await (encode as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      } finally {
        running -= 1;
      }
    });
    const stored = await Promise.all(uploads.map((upload) => normalisePhoto(upload)));
    expect(stored.map(({ width, height }) => [width, height])).toEqual(Array(4).fill([800, 600]));
    expect(most).toBe(1);
  });

  it('goes on with the next upload after one that cannot be read', async () => {
    const [broken, next] = await Promise.allSettled([
      normalisePhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)])),
      normalisePhoto(await samplePhoto('png', 640, 480)),
    ]);
    expect(broken.status).toBe('rejected');
    expect(next).toMatchObject({ status: 'fulfilled', value: { width: 640, height: 480 } });
  });
});
