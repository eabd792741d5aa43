import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoWorkPriority } from '../../../config/photo-screening-config';
import { samplePhoto } from '../../../testing/sample-photos';
import { allowedCpus, photoWorkCpus } from './photo-work-cpus';
import type { PreparedFiles } from './photo-work';
import { startPhotoWorkProcess, type PhotoWorkProcess } from './photo-work-process';

/** Each thread's nice value and scheduling policy, from /proc/<pid>/task/<tid>/stat (its 19th and 41st fields). */
function prioritiesOfThreads(pid: number): string[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return `nice ${fields[16]}, policy ${fields[38]}`;
  });
}

/** A process's autogroup and its nice value, as /proc/<pid>/autogroup says: `/autogroup-<n> nice <nice>`. */
const autogroupOf = (pid: number | 'self') => readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim();
const hasAutogroups = existsSync('/proc/self/autogroup');

/** The scheduling policies' numbers. */
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;
const canIdle = spawnSync('chrt', ['--idle', '0', 'true'], { stdio: 'ignore' }).status === 0;

/**
 * A nice value of the tests' own, not the default's 19: the child applies whichever it is given the same way, and one
 * that is not the test's own (0) shows it was applied. At 19 the child's autogroup weighs 15 against a nice-0 group's
 * 1,024, and with both cores busy (CI) these tests took 195 s; at 1 it weighs 820.
 */
const priority = photoWorkPriority('1');
/** Half of the CPUs, as the API holds the child by default; none on a machine of one. */
const cpus = photoWorkCpus(undefined);
const canHold = spawnSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' }).status === 0;
// With both cores busy the child still gets less than the others: the tests wait for it rather than fail.
jest.setTimeout(300_000);
let work: PhotoWorkProcess;
/** A folder of each test's own for the files the child reads and writes. */
let dir: string;
let into: PreparedFiles;
beforeEach(() => {
  work = startPhotoWorkProcess({ priority, cpus });
  dir = mkdtempSync(path.join(tmpdir(), 'photo-work-'));
  into = { photo: path.join(dir, 'prepared'), blurred: path.join(dir, 'prepared-blurred') };
});
afterEach(async () => {
  await work.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the photo-work process', () => {
  it('re-encodes an upload and finds faces with every one of its threads at its priority, libvips’s and the face worker’s included', async () => {
    const upload = await samplePhoto('jpeg', 1600, 1200);
    const prepared = await work.prepare(upload, into);
    // Only the figures come back: the photo and its rendition are in the files it was given.
    expect(prepared).toEqual({ width: 1600, height: 1200, bytes: readFileSync(into.photo).length });
    const stored = await sharp(into.photo).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect((await sharp(into.blurred).metadata()).width).toBe(48);
    const hashes = await work.hash({ file: into.photo });
    expect(hashes).toEqual({ hash: expect.any(BigInt), mirrored: expect.any(BigInt) });
    // Read from the file, the same photo as its bytes.
    expect(await work.hash(readFileSync(into.photo))).toEqual(hashes);
    // The face worker's thread too: the selfie's workerNice would move it, and raise it where the process may (root).
    expect(await work.detectFaces({ file: into.photo })).toMatchObject({ status: expect.any(String) });

    const threads = prioritiesOfThreads(work.pid() as number);
    // The main thread, V8's, libuv's pool, libvips's workers and the face worker.
    expect(threads.length).toBeGreaterThan(4);
    expect(new Set(threads)).toEqual(
      new Set([`nice ${priority.nice}, policy ${priority.isIdle && canIdle ? SCHED_IDLE : SCHED_OTHER}`]),
    );
  });

  (cpus && canHold ? it : it.skip)('runs, every thread of it, on the CPUs it is held to and no other', async () => {
    await work.hash(await samplePhoto('png', 640, 480));
    const pid = work.pid() as number;
    const held = readdirSync(`/proc/${pid}/task`).map((tid) =>
      allowedCpus(() => readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8')),
    );
    expect(new Set(held.map((list) => JSON.stringify(list)))).toEqual(new Set([JSON.stringify(cpus)]));
  });

  // Only a kernel built with autogroups (CONFIG_SCHED_AUTOGROUP, as this machine's and Debian's) has them to check.
  (hasAutogroups ? it : it.skip)(
    'runs in an autogroup of its own at its nice value, so that its work is not charged to the API’s session',
    async () => {
      await work.hash(await samplePhoto('png', 640, 480));
      const [group, nice] = autogroupOf(work.pid() as number).split(' nice ');
      expect(group).not.toBe(autogroupOf('self').split(' nice ')[0]);
      expect(Number(nice)).toBe(priority.nice);
    },
  );

  it('re-encodes an upload it reads from its file, and says one whose file is gone is unreadable, writing nothing', async () => {
    const file = path.join(dir, 'upload');
    writeFileSync(file, await samplePhoto('jpeg', 800, 600));
    expect(await work.prepare({ file }, into)).toMatchObject({ width: 800, height: 600 });
    expect((await sharp(into.photo).metadata()).width).toBe(800);
    // Readable by the API's user alone, as the spooled upload; a file already at the name is never written over.
    expect(statSync(into.photo).mode & 0o777).toBe(0o600);
    await expect(work.prepare({ file }, into)).rejects.toThrow(/EEXIST/);
    const elsewhere = { photo: path.join(dir, 'second'), blurred: path.join(dir, 'second-blurred') };
    expect(await work.prepare({ file: path.join(dir, 'gone') }, elsewhere)).toBe('unreadable');
    expect(existsSync(elsewhere.photo) || existsSync(elsewhere.blurred)).toBe(false);
  });

  it('fails a hash, a nudity or a face task whose photo’s file is gone, saying so', async () => {
    const gone = { file: path.join(dir, 'gone') };
    await expect(work.hash(gone)).rejects.toThrow(`The photo's file is gone: ${gone.file}`);
    await expect(work.classifyNudity(gone)).rejects.toThrow(`The photo's file is gone: ${gone.file}`);
    await expect(work.detectFaces(gone)).rejects.toThrow(`The photo's file is gone: ${gone.file}`);
  });

  it('says a damaged upload is unreadable, and one that dies fails what it held; the next task starts another', async () => {
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    expect(await work.prepare(damaged, into)).toBe('unreadable');
    expect(existsSync(into.photo) || existsSync(into.blurred)).toBe(false);
    const first = work.pid() as number;
    // Killed as soon as it is sent: the child cannot have answered yet, however small the photo.
    const held = work.prepare(await samplePhoto('png', 640, 480), into);
    process.kill(first, 'SIGKILL');
    await expect(held).rejects.toThrow(/stopped/);
    const again = { photo: path.join(dir, 'again'), blurred: path.join(dir, 'again-blurred') };
    const prepared = await work.prepare(await samplePhoto('png', 640, 480), again);
    expect(prepared).toMatchObject({ width: 640, height: 480 });
    expect(work.pid()).not.toBe(first);
  });
});
