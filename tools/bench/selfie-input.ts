import path from 'node:path';
import sharp, { type Region } from 'sharp';
import { SELFIE_FRAME_SIDE } from '@matri/contracts';
import type { SelfieCheckInput } from '@matri/face-check';

/**
 * The selfie benches' pictures, cut from those @vladmandic/human ships (assets/): the man of its face-match demo as
 * the challenge's 4 frames (at most 640 pixels a side, as the page sends them) and in phone-sized profile photos
 * (1600×1200 JPEGs, so decoding costs what a phone photo costs).
 */
const FACE_MATCH = path.join(
  path.dirname(require.resolve('@vladmandic/human')),
  '..',
  'assets',
  'screenshot-facematch.jpg',
);
const MAN: Region = { left: 0, top: 20, width: 230, height: 240 };
const MAN_ELSEWHERE: Region = { left: 111, top: 294, width: 96, height: 84 };

/**
 * The man in a phone photo; `stripes` (0: none) draws that many bands across the background, so that photos of
 * several members are not near-duplicates of one another to the photo screening's duplicate check.
 */
export async function phonePhoto(options: { face?: Region; flip?: boolean; stripes?: number } = {}): Promise<Buffer> {
  const cut = sharp(FACE_MATCH)
    .extract(options.face ?? MAN_ELSEWHERE)
    .resize({ height: 700 });
  const enlarged = await (options.flip ? cut.flop() : cut).toBuffer();
  const stripes = options.stripes ?? 0;
  const bands = Array.from(
    { length: stripes },
    (_band, index) =>
      `<rect x="0" y="${Math.round((index * 1600) / stripes)}" width="1200" height="${Math.round(800 / stripes)}" fill="#${((index * 0x3f5a7 + stripes * 0x1b3) & 0xffffff).toString(16).padStart(6, '0')}"/>`,
  ).join('');
  const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">${bands}</svg>`);
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#6b7f8e' } })
    .composite([{ input: background }, { input: enlarged, top: 300, left: 200 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The challenge's 4 frames (facing and mirrored: the bench times the models, not a passing selfie), at most
 * SELFIE_FRAME_SIDE a side as the page snaps them (613×640), so the server reads them without shrinking them first.
 */
export async function selfieFrames(): Promise<Buffer[]> {
  const side = { width: SELFIE_FRAME_SIDE, height: SELFIE_FRAME_SIDE, fit: 'inside' } as const;
  const frame = (flip: boolean) =>
    sharp(FACE_MATCH).extract(MAN).resize(side).flop(flip).jpeg({ quality: 80 }).toBuffer();
  return Promise.all([frame(false), frame(true), frame(false), frame(true)]);
}

/** A whole check's input: the 4 frames and 6 profile photos of the man, the primary one first. */
export async function selfieCheckInput(): Promise<SelfieCheckInput> {
  const photo = await phonePhoto();
  const mirrored = await phonePhoto({ face: MAN, flip: true });
  return { frames: await selfieFrames(), profilePhotos: [photo, mirrored, photo, mirrored, photo, mirrored] };
}
