import path from 'node:path';
import sharp from 'sharp';

/**
 * Test faces cut from the pictures @vladmandic/human ships in its assets folder (its demos' screenshots): no image
 * is downloaded or checked in. The man is the demo's "selected face"; the woman is the second of the samples.
 */
const ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');
const FACE_MATCH = path.join(ASSETS, 'screenshot-facematch.jpg');
const SAMPLES = path.join(ASSETS, 'samples.jpg');

export function manFace(): Promise<Buffer> {
  return sharp(FACE_MATCH).extract({ left: 0, top: 20, width: 230, height: 240 }).jpeg({ quality: 90 }).toBuffer();
}

/** The same photo as a member might upload it again: cropped differently, turned 8°, saved at a low JPEG quality. */
export async function manFaceAltered(): Promise<Buffer> {
  const turned = await sharp(await manFace())
    .rotate(8, { background: '#202020' })
    .toBuffer();
  return sharp(turned).extract({ left: 12, top: 6, width: 230, height: 236 }).jpeg({ quality: 40 }).toBuffer();
}

/**
 * The man further from the camera than arm's length: his head 100 pixels wide in a 640×480 frame, smaller than the
 * frames' near detector finds (engine/face-worker.cjs's DETECTORS).
 */
export async function manFarFromTheCamera(): Promise<Buffer> {
  const head = await sharp(await manFace())
    .resize({ width: 100 })
    .toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b7f8e' } })
    .composite([{ input: head, left: 300, top: 200 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The same man in another photo (the demo's best match for him): a small thumbnail, enlarged. */
export function manInAnotherPhoto(): Promise<Buffer> {
  return sharp(FACE_MATCH)
    .extract({ left: 111, top: 294, width: 96, height: 84 })
    .resize({ width: 288 })
    .jpeg()
    .toBuffer();
}

/** Her head is turned (yaw about 0.35 rad); mirrored, it is turned the other way. */
export function womanFace(options: { mirrored?: boolean } = {}): Promise<Buffer> {
  const image = sharp(SAMPLES).extract({ left: 160, top: 0, width: 140, height: 160 }).resize({ width: 280 });
  return (options.mirrored ? image.flop() : image).png().toBuffer();
}

/** A picture with no face at all. */
export function gradient(): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((x / width) * 255);
      pixels[at + 1] = Math.round((y / height) * 255);
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp()
    .toBuffer();
}

/** The man and the woman side by side in one picture. */
export async function twoFaces(): Promise<Buffer> {
  const man = await sharp(await manFace())
    .resize({ height: 240 })
    .toBuffer();
  const woman = await sharp(await womanFace())
    .resize({ height: 240 })
    .toBuffer();
  const { width: manWidth = 0 } = await sharp(man).metadata();
  const { width: womanWidth = 0 } = await sharp(woman).metadata();
  return sharp({ create: { width: manWidth + womanWidth + 40, height: 240, channels: 3, background: '#202020' } })
    .composite([
      { input: man, left: 0, top: 0 },
      { input: woman, left: manWidth + 40, top: 0 },
    ])
    .jpeg()
    .toBuffer();
}

const ignore = () => undefined;

type OpenJpegEncoder = {
  getDecodedBuffer(frame: object): Uint8Array;
  setQuality(lossless: boolean, quantisation: number): void;
  setCompressionRatio(layer: number, ratio: number): void;
  encode(): void;
  getEncodedBuffer(): Uint8Array;
  delete(): void;
};

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/**
 * The man's face as the photo in an Aadhaar Secure QR: small, lossy JPEG 2000 in a JP2 file (signature, file type,
 * header with sRGB colour, codestream), encoded by the same OpenJPEG build the worker decodes with.
 */
export async function manFaceJpeg2000(): Promise<Buffer> {
  const { data, info } = await sharp(await manFace())
    .resize({ width: 150 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const openJpeg = await require('@cornerstonejs/codec-openjpeg/wasmjs')({ print: ignore, printErr: ignore });
  const encoder: OpenJpegEncoder = new openJpeg.J2KEncoder();
  try {
    const frame = { width: info.width, height: info.height, bitsPerSample: 8, componentCount: 3, isSigned: false };
    encoder.getDecodedBuffer({ ...frame, isUsingColorTransform: true }).set(data);
    encoder.setQuality(false, 0);
    encoder.setCompressionRatio(0, 20);
    encoder.encode();
    const codestream = Buffer.from(encoder.getEncodedBuffer());
    const header = Buffer.alloc(14);
    header.writeUInt32BE(info.height, 0);
    header.writeUInt32BE(info.width, 4);
    header.writeUInt16BE(3, 8);
    header[10] = 7; // 8 bits a sample, less one
    header[11] = 7; // wavelet compression
    const colour = Buffer.from([1, 0, 0, 0, 0, 0, 16]); // an enumerated colour space: sRGB
    return Buffer.concat([
      Buffer.from([0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]),
      box('ftyp', Buffer.from('jp2 \0\0\0\0jp2 ', 'latin1')),
      box('jp2h', Buffer.concat([box('ihdr', header), box('colr', colour)])),
      box('jp2c', codestream),
    ]);
  } finally {
    encoder.delete();
  }
}
