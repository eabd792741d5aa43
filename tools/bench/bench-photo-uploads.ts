/**
 * What the photo benchmarks share: members made by the API's benchMembers command, logged in, uploading a phone's
 * photo, and waiting until screening has judged it.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Client } from 'pg';
import sharp, { type Sharp } from 'sharp';
import { photoEndpoints, SHRUNK_PHOTO_JPEG_QUALITY, STORED_PHOTO_MAX_SIDE_PX } from '@matri/contracts';
import { querySql } from './query-sql';

/** The password the benchMembers command gives every member it makes. */
export const BENCH_PASSWORD = 'bench-mark-passphrase-1';

const HUMAN_SAMPLES = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets', 'samples.jpg');

export interface Member {
  id: number;
  jwt: string;
  address: string;
}

/**
 * A camera's grain, one tile repeated over the picture: a face enlarged from human's small samples is smooth, and
 * its 12-megapixel JPEG was 0.5-0.9 MB, where a phone's photo of that size is 2-5 MB (as a phone takes it: what the
 * API must cope with from any client; the members app shrinks it before sending, photo-upload-bytes.ts). With it
 * the photos are about 3.4 MB. The same pseudo-random tile every run.
 */
function grainTile(): Promise<Buffer> {
  const side = 512;
  const amplitude = 40;
  let state = 0x9e3779b9;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    return (state >>> 0) % 256;
  };
  const pixels = Array.from({ length: side * side * 3 }, () => 128 + Math.round(((next() - 128) * amplitude) / 128));
  return sharp(Buffer.from(pixels), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

let grainMade: Promise<Buffer> | null = null;
const grain = () => (grainMade ??= grainTile());

/**
 * A phone's photo (3000 × 4000 JPEG, about 12 megapixels, about 3.4 MB) of one of the faces human's samples show,
 * with marks of its own so that no two uploads are the same picture to the duplicate check.
 */
export async function phonePhoto(seed: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(HUMAN_SAMPLES).metadata();
  const tile = { width: Math.floor(width / 4), height: Math.floor(height / 3) };
  const face = await sharp(HUMAN_SAMPLES)
    .extract({ left: (seed % 4) * tile.width, top: (Math.floor(seed / 4) % 3) * tile.height, ...tile })
    .resize(3000, 4000, { fit: 'cover' })
    .toBuffer();
  const marks = Array.from(
    { length: 6 },
    (_m, i) =>
      `<circle cx="${(seed * 397 + i * 911) % 3000}" cy="${(seed * 571 + i * 1237) % 4000}" r="${150 + ((seed + i) % 5) * 60}" fill="rgb(${(seed * 37 + i * 80) % 256},${(seed * 91) % 256},${(i * 53) % 256})"/>`,
  ).join('');
  const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="4000">${marks}</svg>`);
  return sharp(face)
    .composite([{ input: overlay }, { input: await grain(), tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * A photo upright and at most STORED_PHOTO_MAX_SIDE_PX a side, as the API stores it (normalise-photo.ts) and the app
 * sends it.
 */
export function atStoredSize(photo: Buffer): Sharp {
  return sharp(photo).rotate().resize({
    width: STORED_PHOTO_MAX_SIDE_PX,
    height: STORED_PHOTO_MAX_SIDE_PX,
    fit: 'inside',
    withoutEnlargement: true,
  });
}

/**
 * The photo a bench uploads: as the phone took it (phonePhoto), or with APP_PHOTOS=1 as the members app sends it
 * (shrink-photo.ts: upright, at most STORED_PHOTO_MAX_SIDE_PX, JPEG), made here by sharp with the app's parameters,
 * whose bytes came within 1% of chromium's for these photos (README).
 */
export async function benchPhoto(seed: number): Promise<Buffer> {
  const photo = await phonePhoto(seed);
  if (process.env.APP_PHOTOS !== '1') return photo;
  return atStoredSize(photo)
    .jpeg({ quality: Math.round(SHRUNK_PHOTO_JPEG_QUALITY * 100) })
    .toBuffer();
}

/** The first `count` active members with a profile (of those benchMembers made), in id order, after the first `skip`. */
export function activeMembers(databaseUrl: string, count: number, skip = 0): Promise<{ id: number }[]> {
  return querySql<{ id: number }>(
    databaseUrl,
    `select u.id from users u join profiles p on p.user_id = u.id where u.status = 'active' order by u.id
      offset $1 limit $2`,
    [skip, count],
  );
}

/**
 * activeMembers with their generated photos removed, so that each one's upload is their primary photo, which the face
 * check screens too.
 */
export async function photoUploaders(databaseUrl: string, count: number, skip = 0): Promise<{ id: number }[]> {
  const uploaders = await activeMembers(databaseUrl, count, skip);
  await querySql(databaseUrl, `delete from photos where user_id = any($1)`, [uploaders.map((row) => row.id)]);
  return uploaders;
}

const BOUNDARY = 'bench-photo-upload-boundary';
const UPLOAD_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * The upload's whole form, made before the clock starts: a FormData of a 4 MB photo costs the load generator, on the
 * same 2 cores, a burst of its own work at the moment ten are sent, which the requests due then would count as the
 * API's.
 */
export function uploadForm(photo: Buffer): Uint8Array<ArrayBuffer> {
  const form = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return new Uint8Array(form);
}

export async function logIn(base: string, id: number, address: string): Promise<Member> {
  const login = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ identifier: `bench.${id}@example.in`, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`log in of member ${id}: ${login.status} ${await login.text()}`);
  return { id, jwt: ((await login.json()) as { jwt: string }).jwt, address };
}

/**
 * The uploads of one API's run, sent from a thread of their own: ten 4 MB bodies written from the thread that also
 * times the API's other requests held its timers back 55-260 ms (2026-11-27, a scratch run at load 5: a 2 ms timer
 * late by that much while fetch sent them; 1-20 ms from another thread), and every request due meanwhile counted that
 * as the API's. The forms go to the thread before any clock starts.
 */
export class UploadSender {
  private constructor(
    private readonly thread: Worker,
    readonly uploads: readonly { member: Member }[],
  ) {}

  static start(base: string, uploads: { member: Member; photo: Uint8Array<ArrayBuffer> }[]): UploadSender {
    const thread = new Worker(path.join(__dirname, 'upload-sender-worker.cjs'), {
      workerData: {
        url: `${base}${photoEndpoints.upload.path}`,
        contentType: UPLOAD_CONTENT_TYPE,
        uploads: uploads.map(({ member, photo }) => ({ jwt: member.jwt, address: member.address, form: photo })),
      },
    });
    return new UploadSender(thread, uploads);
  }

  /** Sends uploads `from` to `to` (excluded) at once; each one's answer time from the sending. */
  send(from: number, to: number): Promise<number[]> {
    return new Promise((resolve, reject) => {
      // Each round's listener goes with its answer: rounds would otherwise pile them up on the thread.
      this.thread.once('error', reject);
      this.thread.once('message', (answer: { uploadMs: number[] } | { error: string }) => {
        this.thread.off('error', reject);
        if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer.uploadMs);
      });
      this.thread.postMessage({ from, to });
    });
  }

  async stop(): Promise<void> {
    await this.thread.terminate();
  }
}

/**
 * Sends uploads `from` to `to` of `sender` at once; resolves with each upload's answer time once every photo is
 * screened, or once `limitMs` has passed since the uploads (then `screenedMs` holds only the photos screened by then).
 * `screenedMs` counts from the sending; `waitedMs` from each photo's own upload answer, as its member waits for the
 * outcome; `onAnswered` is called as the last upload is answered. `db` is a connection opened before (one opened each `pollMs` would be a PostgreSQL backend started on the
 * cores the API's requests are timed on).
 */
export async function screenAtOnce(
  sender: UploadSender,
  db: Client,
  from: number,
  to: number,
  {
    limitMs = Infinity,
    pollMs = 100,
    onAnswered,
  }: { limitMs?: number; pollMs?: number; onAnswered?: () => Promise<void> } = {},
): Promise<{ uploadMs: number[]; screenedMs: number[]; waitedMs: number[] }> {
  const started = performance.now();
  const uploadMs = await sender.send(from, to);
  await onAnswered?.();
  const ids = sender.uploads.slice(from, to).map(({ member }) => member.id);
  const screenedAt = new Map<number, number>();
  while (screenedAt.size < ids.length && performance.now() - started < limitMs) {
    const { rows } = await db.query<{ user_id: number }>(
      `select user_id from photos where user_id = any($1) and screening <> 'checking'`,
      [ids],
    );
    for (const { user_id } of rows) if (!screenedAt.has(user_id)) screenedAt.set(user_id, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const waitedMs = ids.flatMap((id, i) => {
    const screened = screenedAt.get(id);
    return screened === undefined ? [] : [screened - uploadMs[i]];
  });
  return { uploadMs, screenedMs: [...screenedAt.values()], waitedMs };
}
