import sharp from 'sharp';
import { drawnPicture } from '../../../testing/sample-photos';
import { DUPLICATE_SEARCH_RADIUS, hashBands } from './find-duplicate-photo';
import { hammingDistance, photoHashes } from './photo-hash';

async function hashesOf(image: Buffer) {
  const hashes = await photoHashes(image);
  if (!hashes) throw new Error('a drawn picture has a layout to hash');
  return hashes;
}

/** The default PHOTO_DUPLICATE_MAX_DISTANCE (config/photo-screening-config.ts). */
const SAME_PICTURE = 6;

async function distanceTo(original: Buffer, copy: Buffer): Promise<number> {
  const [a, b] = await Promise.all([hashesOf(original), hashesOf(copy)]);
  return Math.min(hammingDistance(a.hash, b.hash), hammingDistance(a.hash, b.mirrored));
}

describe('the perceptual hash of a photo', () => {
  it('stays within a couple of bits when the picture is resized or re-compressed', async () => {
    const picture = await drawnPicture(1);
    const copies = [
      await sharp(picture).resize(320).toBuffer(),
      await sharp(picture).resize(1280).toBuffer(),
      await sharp(picture).jpeg({ quality: 30 }).toBuffer(),
      await sharp(picture).webp({ quality: 50 }).toBuffer(),
    ];
    for (const copy of copies) expect(await distanceTo(picture, copy)).toBeLessThanOrEqual(2);
  });

  it('finds a mirrored copy through the mirror image’s hash, which the plain hash would miss', async () => {
    const picture = await drawnPicture(2);
    const mirrored = await sharp(picture).flop().toBuffer();
    const [a, b] = await Promise.all([hashesOf(picture), hashesOf(mirrored)]);
    expect(hammingDistance(a.hash, b.mirrored)).toBeLessThanOrEqual(2);
    expect(hammingDistance(a.hash, b.hash)).toBeGreaterThan(SAME_PICTURE);
  });

  it('keeps a copy cropped by 2% (in the middle or off one side) within the bar of the same picture', async () => {
    for (const seed of [2, 3, 4, 5, 6]) {
      const picture = await drawnPicture(seed);
      const middle = await sharp(picture).extract({ left: 6, top: 5, width: 627, height: 470 }).toBuffer();
      const side = await sharp(picture).extract({ left: 13, top: 0, width: 627, height: 480 }).toBuffer();
      expect(await distanceTo(picture, middle)).toBeLessThanOrEqual(SAME_PICTURE);
      expect(await distanceTo(picture, side)).toBeLessThanOrEqual(SAME_PICTURE);
    }
  });

  it('puts different pictures far apart', async () => {
    const hashes = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(async (seed) => hashesOf(await drawnPicture(seed))));
    for (let i = 0; i < hashes.length; i += 1) {
      for (let j = i + 1; j < hashes.length; j += 1) {
        expect(hammingDistance(hashes[i].hash, hashes[j].hash)).toBeGreaterThan(DUPLICATE_SEARCH_RADIUS * 2);
      }
    }
  });

  it('is none for a plain picture, whose bits would follow compression noise and match any other plain picture', async () => {
    const plain = (background: string) =>
      sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .jpeg({ quality: 60 })
        .toBuffer();
    expect(await photoHashes(await plain('#1e3a8a'))).toBeNull();
    expect(await photoHashes(await plain('#f5f5dc'))).toBeNull();
    // A soft gradient is a layout: it is hashed.
    const gradient = Buffer.from(Array.from({ length: 64 * 48 }, (_p, i) => Math.round(((i % 64) / 63) * 40) + 100));
    const soft = await sharp(gradient, { raw: { width: 64, height: 48, channels: 1 } })
      .png()
      .toBuffer();
    expect(await photoHashes(soft)).not.toBeNull();
  });

  it('counts differing bits over all 64, the sign bit included', () => {
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(-9223372036854775808n, 0n)).toBe(1);
    expect(hammingDistance(5n, 6n)).toBe(2);
  });

  it('splits a hash into the four 16-bit bands the index holds, highest first', () => {
    expect(hashBands(BigInt.asIntN(64, 0x0001_0002_0003_fffen))).toEqual([1, 2, 3, 0xfffe]);
    expect(hashBands(-1n)).toEqual([0xffff, 0xffff, 0xffff, 0xffff]);
  });
});
