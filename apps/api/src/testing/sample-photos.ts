import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

let samples = 0;

/**
 * A smooth gradient, like a real photo compresses, with EXIF camera and GPS tags a phone would write. Each call lays
 * soft shapes of its own over it, so two members' sample photos are different pictures to the duplicate check, as two
 * people's photos are.
 */
export async function samplePhoto(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480): Promise<Buffer> {
  samples += 1;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 140;
    }
  }
  const shapes = await sharp(await drawnPicture(samples, width, height))
    .blur(6)
    .ensureAlpha(0.6)
    .png()
    .toBuffer();
  const blended = await sharp(raw, { raw: { width, height, channels: 3 } })
    .composite([{ input: shapes }])
    .raw()
    .toBuffer();
  const image = sharp(blended, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: { Make: 'PhoneMaker', Model: 'Model 7' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 20/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 19/1 0/1' },
  });
  return image.toFormat(format).toBuffer();
}

/** A 400×300 HEIC made with libheif's heif-enc (x265), as iPhones write them. */
export function sampleHeic(): Buffer {
  return readFileSync(path.join(__dirname, 'fixtures', 'gradient-400x300.heic'));
}

/**
 * A picture of its own for each seed: a gradient with shapes drawn where the seed puts them, as different from another
 * seed's as two photos are (the duplicate check must not take them for copies of each other).
 */
export async function drawnPicture(seed: number, width = 640, height = 480): Promise<Buffer> {
  let state = seed * 7919 + 17;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const shapes = Array.from({ length: 7 }, () => {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const size = Math.round((0.1 + next() * 0.25) * width);
    const shade = Math.round(next() * 255);
    const fill = `rgb(${shade},${255 - shade},${Math.round(next() * 255)})`;
    return next() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}"/>`
      : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size * 0.7}" fill="${fill}"/>`;
  }).join('');
  const tilt = Math.round(next() * 360);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" gradientTransform="rotate(${tilt} 0.5 0.5)">
      <stop offset="0" stop-color="#203060"/><stop offset="1" stop-color="#e0c090"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
