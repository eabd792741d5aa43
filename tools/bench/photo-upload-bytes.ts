/**
 * What the members app sends for a phone's photo: the photo benches' 12-megapixel JPEG (phonePhoto) through the app's
 * own shrinking step (apps/members' shrink-photo.ts, bundled with esbuild) in Debian's chromium, against the photo as
 * chosen. Prints the bytes and size of each, the upload time either way at slow 3G's 50 KB/s (issue 37), and how far
 * the photo the API stores from the shrunk copy is from the one it stores from the original (PSNR against the original
 * resized without loss, through sharp with the API's parameters: 2048 px inside, WebP quality 82). Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/photo-upload-bytes.ts   (~1 minute; PHOTOS, 4 by
 * default)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '@matri/tools/e2e';
import { atStoredSize, phonePhoto } from './bench-photo-uploads';

const PHOTOS = Number(process.env.PHOTOS ?? 4);
/** Issue 37's cheap phones on slow 3G. */
const SLOW_3G_BYTES_A_SECOND = 50 * 1024;
/** The API's stored encoding (apps/api normalise-photo.ts). */
const STORED_WEBP_QUALITY = 82;

const ROOT = path.resolve(__dirname, '..', '..');
const STEP = path.join(ROOT, 'apps/members/src/features/dashboard/shrink-photo.ts');

async function bundledStep(): Promise<string> {
  const result = await build({
    entryPoints: [STEP],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'photoStep',
    tsconfig: path.join(ROOT, 'apps/members/tsconfig.app.json'),
  });
  return result.outputFiles[0].text;
}

async function stored(bytes: Buffer): Promise<Buffer> {
  return atStoredSize(bytes).webp({ quality: STORED_WEBP_QUALITY }).toBuffer();
}

async function rawAt(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(bytes).rotate().resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

function psnr(a: Buffer, b: Buffer): number {
  let squares = 0;
  for (let i = 0; i < a.length; i++) squares += (a[i] - b[i]) ** 2;
  return 10 * Math.log10((255 * 255) / (squares / a.length));
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const seconds = (bytes: number) => `${(bytes / SLOW_3G_BYTES_A_SECOND).toFixed(1)} s`;

async function main() {
  const script = await bundledStep();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>photo step</title>');
    await page.addScriptTag({ content: script });
    for (let seed = 0; seed < PHOTOS; seed++) {
      const original = await phonePhoto(seed);
      const { width = 0, height = 0 } = await sharp(original).metadata();
      const sent = await page.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const chosen = new File([bytes], 'IMG_20261128_091500.jpg', { type: 'image/jpeg' });
        const started = performance.now();
        const file: File = await (
          window as unknown as { photoStep: { shrinkPhoto: (f: File) => Promise<File> } }
        ).photoStep.shrinkPhoto(chosen);
        const milliseconds = performance.now() - started;
        const reader = new FileReader();
        const dataUrl = await new Promise<string>((resolve) => {
          reader.onload = () => resolve(String(reader.result));
          reader.readAsDataURL(file);
        });
        return { name: file.name, milliseconds, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
      }, original.toString('base64'));
      const shrunk = Buffer.from(sent.base64, 'base64');
      const shrunkSize = await sharp(shrunk).metadata();
      const fromOriginal = await stored(original);
      const fromShrunk = await stored(shrunk);
      const kept = await sharp(fromOriginal).metadata();
      const [w, h] = [kept.width ?? 0, kept.height ?? 0];
      const reference = await rawAt(original, w, h);
      console.log(
        `photo ${seed}: chosen ${width}×${height} ${kb(original.length)} (${seconds(original.length)} at 50 KB/s); ` +
          `sent ${shrunkSize.width}×${shrunkSize.height} ${kb(shrunk.length)} as ${sent.name} ` +
          `(${seconds(shrunk.length)}; ${((100 * shrunk.length) / original.length).toFixed(1)}% of the bytes), ` +
          `the step ${Math.round(sent.milliseconds)} ms in the page; ` +
          `PSNR against the original at ${w}×${h}: the shrunk copy ${psnr(reference, await rawAt(shrunk, w, h)).toFixed(2)} dB, ` +
          `stored from the original ${psnr(reference, await rawAt(fromOriginal, w, h)).toFixed(2)} dB, ` +
          `stored from the shrunk copy ${psnr(reference, await rawAt(fromShrunk, w, h)).toFixed(2)} dB; ` +
          `load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
      );
    }
  } finally {
    await browser.close();
  }
}

void main();
