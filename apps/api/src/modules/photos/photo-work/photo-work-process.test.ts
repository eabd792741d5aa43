import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { samplePhoto } from '../../../testing/sample-photos';
import { startPhotoWorkProcess, type PhotoWorkProcess } from './photo-work-process';

/** Each thread's nice value, from /proc/<pid>/task/<tid>/stat (the 19th field). */
function niceOfThreads(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

let work: PhotoWorkProcess;
beforeEach(() => {
  work = startPhotoWorkProcess();
});
afterEach(() => work.close());

describe('the photo-work process', () => {
  it('re-encodes an upload with every one of its threads at the lowest priority, libvips’s included', async () => {
    const upload = await samplePhoto('jpeg', 1600, 1200);
    const prepared = await work.prepare(upload);
    if (prepared === 'unreadable') throw new Error('not prepared');
    expect(prepared).toMatchObject({ width: 1600, height: 1200 });
    const stored = await sharp(prepared.data).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect((await sharp(prepared.blurred).metadata()).width).toBe(48);
    expect(await work.hash(prepared.data)).toEqual({ hash: expect.any(BigInt), mirrored: expect.any(BigInt) });

    const threads = niceOfThreads(work.pid() as number);
    // The main thread, V8's, libuv's pool and libvips's workers.
    expect(threads.length).toBeGreaterThan(4);
    expect(new Set(threads)).toEqual(new Set([19]));
  });

  it('says a damaged upload is unreadable, and one that dies fails what it held; the next task starts another', async () => {
    expect(await work.prepare(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]))).toBe(
      'unreadable',
    );
    const first = work.pid() as number;
    const held = work.prepare(await samplePhoto('png', 3000, 4000));
    process.kill(first, 'SIGKILL');
    await expect(held).rejects.toThrow(/stopped/);
    const prepared = await work.prepare(await samplePhoto('png', 640, 480));
    expect(prepared).toMatchObject({ width: 640, height: 480 });
    expect(work.pid()).not.toBe(first);
  });
});
