import path from 'node:path';

/** The pictures @vladmandic/human ships in its assets folder (its demos' screenshots): nothing downloaded or checked in. */
const ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');

/** Where each sample face is in its screenshot: a man (the face-match demo's) and a woman (the second sample). */
const FACES = {
  man: { file: 'screenshot-facematch.jpg', left: 0, top: 20, width: 230, height: 240 },
  woman: { file: 'samples.jpg', left: 160, top: 0, width: 140, height: 160 },
} as const;

/**
 * A member's photo for a journey: a sample face on a background and at a place of its own, so the photo screening
 * finds a face in it and takes no two calls for copies of each other (journeys of one run share a database).
 */
export async function facePhoto(who: keyof typeof FACES): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { file, ...area } = FACES[who];
  const face = await sharp(path.join(ASSETS, file)).extract(area).resize({ height: 320 }).toBuffer();
  const { width = 0 } = await sharp(face).metadata();
  const shade = () => Math.floor(Math.random() * 200) + 30;
  const side = 640;
  const left = Math.floor(Math.random() * (side - width));
  const top = Math.floor(Math.random() * (side - 320));
  const blocks = Array.from({ length: 6 }, () => {
    const x = Math.floor(Math.random() * side);
    const y = Math.floor(Math.random() * side);
    return `<rect x="${x}" y="${y}" width="${60 + Math.floor(Math.random() * 200)}" height="${60 + Math.floor(Math.random() * 200)}" fill="rgb(${shade()},${shade()},${shade()})"/>`;
  }).join('');
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="100%" height="100%" fill="rgb(${shade()},${shade()},${shade()})"/>${blocks}</svg>`,
  );
  return sharp(background)
    .composite([{ input: face, left, top }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
