import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A smooth gradient, like a real photo compresses, with EXIF camera and GPS tags a phone would write. */
export async function samplePhoto(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 140;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: { Make: 'PhoneMaker', Model: 'Model 7' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 20/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 19/1 0/1' },
  });
  return image.toFormat(format).toBuffer();
}

/** A 400×300 HEIC made with libheif's heif-enc (x265), as iPhones write them. */
export function sampleHeic(): Buffer {
  return readFileSync(path.join(__dirname, 'fixtures', 'gradient-400x300.heic'));
}
