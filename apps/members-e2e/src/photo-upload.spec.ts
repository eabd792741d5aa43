import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STORED_PHOTO_MAX_SIDE_PX } from '@matri/contracts';
import { expect, test } from '@matri/tools/e2e';
import { signUpThroughApi } from './sign-up-through-api';

/** The file part named `name` of a multipart/form-data body, as the API's parser reads it. */
function formFile(body: Buffer, contentType: string, name: string): { fileName: string; bytes: Buffer } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) throw new Error(`No multipart boundary in ${contentType}`);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headersEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headersEnd).toString('latin1');
    const fileName = /filename="([^"]*)"/.exec(headers)?.[1];
    if (headers.includes(`name="${name}"`) && fileName !== undefined) {
      return { fileName, bytes: part.subarray(headersEnd + 4) };
    }
    start = next;
  }
  throw new Error(`No file part named ${name} in the form`);
}

interface Received {
  contentType: string;
  body: Buffer;
}

/**
 * A pass-through in front of the API that keeps the upload's body as it came over the wire: chromium gives Playwright
 * no body for a request whose form holds a file made in the page, so the browser is made to send the upload here
 * (route.continue with another address, which the page does not see) and this sends it on to the API unchanged.
 */
async function startRecorder(apiBase: string) {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    received.push({ contentType: request.headers['content-type'] ?? '', body });
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'connection', 'content-length'].includes(entry[0]),
      ),
    );
    const answer = await fetch(new URL(request.url ?? '/', apiBase), { method: request.method, headers, body });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  // A port the kernel picks, free by construction: journeys of one run start recorders side by side.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, address: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test('a phone-sized photo is shrunk in the browser to the size the API stores before it is sent', async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, { fullName: 'Anil Patil' });
  const { default: sharp } = await import('sharp');
  // A 12-megapixel picture with a camera's grain, which compresses as badly as a phone's photo: about 4 MB. Taken with
  // the phone held upright, as phones store it: 4000×3000 pixels and an EXIF orientation turning them a quarter.
  const chosen = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const recorder = await startRecorder(baseURL as string);
  try {
    await page.route('**/api/users/me/photos', (route) =>
      route.request().method() === 'POST'
        ? route.continue({ url: `${recorder.address}/api/users/me/photos` })
        : route.fallback(),
    );
    await page.goto('/dashboard');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add a photo' }).click();
    await (await chooser).setFiles({ name: 'IMG_20261128_0915.jpeg', mimeType: 'image/jpeg', buffer: chosen });
    await expect(page.getByText('Photo added.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your photo 1 (primary)' })).toBeVisible();
  } finally {
    recorder.close();
  }

  expect(recorder.received).toHaveLength(1);
  const [{ contentType, body }] = recorder.received;
  const sent = formFile(body, contentType, 'photo');
  const { width = 0, height = 0, format, exif, orientation } = await sharp(sent.bytes).metadata();
  expect(format).toBe('jpeg');
  // Upright in its pixels, with no EXIF left to turn it or to say where it was taken.
  expect({ width, height }).toEqual({ width: 1536, height: STORED_PHOTO_MAX_SIDE_PX });
  expect(exif).toBeUndefined();
  expect(orientation).toBeUndefined();
  expect(sent.bytes.length).toBeLessThan(chosen.length);
  expect(sent.fileName).toBe('IMG_20261128_0915.jpg');
});
