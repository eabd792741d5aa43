import { execFileSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { LANGUAGE_STORAGE_KEY } from '@matri/contracts';
import { chromiumLaunchOptions, e2eDataDir, expect, test } from '@matri/tools/e2e';
import { signUpThroughApi } from './sign-up-through-api';

/** @vladmandic/human's sample pictures (its demos' screenshots): the faces come from npm, nothing is downloaded. */
const SAMPLES = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets', 'samples.jpg');
const FACE_MATCH = path.join(path.dirname(SAMPLES), 'screenshot-facematch.jpg');
/** The woman of the second sample, her head turned; mirrored, turned the other way. */
const WOMAN = 'crop=140:160:160:0,scale=280:320';

/**
 * Runs ffmpeg on the sample picture (`inputs` times over, for the filter to chain) into a clip for chromium's camera,
 * once a run. Every worker evaluates this file, and a browser reads its clip for as long as it runs: a clip written
 * again in place was cut off under another worker's browser, whose camera then showed no face (a still-photo journey
 * saw it with --repeat-each), so a clip is written under a name of its own, then renamed into place.
 */
function makeClip(name: string, inputs: number, filter: string): string {
  const clip = path.join(e2eDataDir('members-e2e'), name);
  if (existsSync(clip)) return clip;
  const input = ['-loop', '1', '-framerate', '10', '-t', '1', '-i', SAMPLES];
  const sources = Array.from({ length: inputs }, () => input).flat();
  const written = `${clip}.${process.pid}.y4m`;
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...sources, '-filter_complex', filter, '-map', '[v]', written]);
  renameSync(written, clip);
  return clip;
}

/**
 * A clip for chromium's fake camera, made by ffmpeg when the run starts: the woman turned one way for a second, then
 * the other way, looped by chromium. Her eyes never close, so the page's blink step waits its six seconds and the
 * server judges the frames as they are (the e2e server's bars: tools/e2e/playwright-base.ts).
 */
function cameraClip(): string {
  return makeClip(
    'selfie-camera.y4m',
    2,
    `[0]${WOMAN},pad=640:480:180:80[a];[1]${WOMAN},hflip,pad=640:480:180:80[b];[a][b]concat=n=2:v=1:a=0,format=yuv420p[v]`,
  );
}

/** A photo held before the camera: the same still picture of the woman in every frame, no turn, no blink. */
function stillPhotoClip(): string {
  return makeClip('selfie-still-photo.y4m', 1, `[0]${WOMAN},pad=640:480:180:80,format=yuv420p[v]`);
}

/** The browser's options with this clip as its camera. */
function cameraLaunchOptions(clip: string) {
  const launch = chromiumLaunchOptions();
  return {
    ...launch,
    args: [
      ...launch.args.filter((arg) => arg !== '--disable-gpu'),
      // WebGL in software, for the page's face models; the camera is the clip, allowed without asking.
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  };
}

// The page's models run on software WebGL, and a step not seen in six seconds is taken as the camera shows it then:
// two of these journeys side by side on two cores starve each other's models (CI saw the turns missed), so they run
// one after the other.
test.describe.configure({ mode: 'serial' });

test.use({ launchOptions: cameraLaunchOptions(cameraClip()) });

/** The member's primary photo: the same woman in another crop, or the man of the face-match sample. */
async function primaryPhoto(who: 'woman' | 'man'): Promise<Buffer> {
  return who === 'woman'
    ? sharp(SAMPLES).extract({ left: 150, top: 0, width: 160, height: 180 }).resize({ width: 320 }).jpeg().toBuffer()
    : sharp(FACE_MATCH).extract({ left: 0, top: 20, width: 230, height: 240 }).jpeg().toBuffer();
}

async function memberWithPrimaryPhoto(page: Page, who: 'woman' | 'man') {
  const member = await signUpThroughApi(page, { fullName: 'Kavya Deshpande', gender: 'female' });
  const upload = await page.request.post('/api/users/me/photos', {
    headers: { Authorization: `Bearer ${member.jwt}` },
    multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await primaryPhoto(who) } },
  });
  expect(upload.ok()).toBe(true);
  return member;
}

test('a member verifies their photo with a live selfie from the camera', async ({ page }) => {
  await memberWithPrimaryPhoto(page, 'woman');
  await page.goto('/verification');
  await expect(page.getByText('Photo: not verified yet')).toBeVisible();
  await page.getByRole('button', { name: 'Start the camera' }).click();
  await expect(page.getByText('Slowly turn your head to the left.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status', { name: 'Your photo check' })).toContainText('Your photo is verified', {
    timeout: 90_000,
  });
  await expect(page.getByText(/^Photo: verified on .+ with a live selfie$/)).toBeVisible();
});

test('a selfie unlike the primary photo is refused, saying so', async ({ page }) => {
  await memberWithPrimaryPhoto(page, 'man');
  await page.goto('/verification');
  await page.getByRole('button', { name: 'Start the camera' }).click();
  await expect(page.getByRole('status', { name: 'Your photo check' })).toContainText(
    'did not match the face in your primary photo',
    { timeout: 90_000 },
  );
  await expect(page.getByRole('button', { name: 'Take the selfie again' })).toBeVisible();
  await expect(page.getByText('Photo: not verified yet')).toBeVisible();
});

test('a still photo before the camera is refused as a challenge not completed, in the member’s Hindi', async ({
  playwright,
  baseURL,
}) => {
  // A browser of its own: its camera shows the still photo (launch options are the same for a whole test file).
  const browser = await playwright.chromium.launch(cameraLaunchOptions(stillPhotoClip()));
  try {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const member = await memberWithPrimaryPhoto(page, 'woman');
    // The member reads Hindi: the account's language (the server's messages) and this device's (the page's words).
    const chosen = await page.request.put('/api/users/me/language', {
      headers: { Authorization: `Bearer ${member.jwt}` },
      data: { language: 'hi' },
    });
    expect(chosen.ok()).toBe(true);
    await page.evaluate(([key]) => localStorage.setItem(key, 'hi'), [LANGUAGE_STORAGE_KEY] as const);
    await page.goto('/verification');
    await expect(page.getByText('फ़ोटो: अभी सत्यापित नहीं')).toBeVisible();
    await page.getByRole('button', { name: 'कैमरा चालू करें' }).click();
    await expect(page.getByRole('status', { name: 'आपकी फ़ोटो की जाँच' })).toContainText(
      'एक तस्वीर से दूसरी तस्वीर तक कुछ भी नहीं हिला, इसलिए चुनौती पूरी नहीं हुई',
      { timeout: 90_000 },
    );
    await expect(page.getByRole('button', { name: 'सेल्फ़ी फिर से लें' })).toBeVisible();
    await expect(page.getByText('फ़ोटो: अभी सत्यापित नहीं')).toBeVisible();
    const status = await page.request.get('/api/users/me/verification', {
      headers: { Authorization: `Bearer ${member.jwt}` },
    });
    expect((await status.json()).photo).toMatchObject({ status: 'refused', reason: 'still-picture', verifiedAt: null });
  } finally {
    await browser.close();
  }
});
