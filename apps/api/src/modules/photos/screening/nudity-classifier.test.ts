import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { drawnPicture, samplePhoto } from '../../../testing/sample-photos';
import { createNudityClassifier } from './nudity-classifier';

/** The face samples @vladmandic/human ships (its demos' screenshots): people, clothed, as members' photos show them. */
const HUMAN_SAMPLES = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets', 'samples.jpg');

/**
 * The measured set of README's "Photo screening": generated pictures and the face samples a package ships (nothing
 * explicit may be committed or downloaded), each of which a family site shows.
 */
async function everydayPictures(): Promise<{ name: string; image: Buffer }[]> {
  const drawn = await Promise.all(
    [1, 2, 3, 4, 5, 6].map(async (seed) => ({ name: `drawn ${seed}`, image: await drawnPicture(seed) })),
  );
  const gradients = await Promise.all(
    (['jpeg', 'png', 'webp'] as const).map(async (format) => ({
      name: `gradient ${format}`,
      image: await samplePhoto(format),
    })),
  );
  const { width = 0, height = 0 } = await sharp(HUMAN_SAMPLES).metadata();
  const faces = await Promise.all(
    [0, 1, 2, 3].map(async (tile) => ({
      name: `face sample ${tile + 1}`,
      image: await sharp(HUMAN_SAMPLES)
        .extract({
          left: tile * Math.floor(width / 4),
          top: 0,
          width: Math.floor(width / 4),
          height: Math.floor(height / 3),
        })
        .jpeg()
        .toBuffer(),
    })),
  );
  return [...drawn, ...gradients, ...faces];
}

describe('the nudity check (nsfwjs in a worker thread)', () => {
  const classifier = createNudityClassifier();
  afterAll(() => classifier.close());

  it('scores everyday pictures well under the default bars, with the model inside the package', async () => {
    const scores = [];
    for (const { name, image } of await everydayPictures())
      scores.push({ name, ...(await classifier.classify(image)) });
    for (const score of scores) {
      const total = score.porn + score.sexy + score.hentai + score.neutral + score.drawing;
      expect([score.name, Math.abs(total - 1) < 0.01]).toEqual([score.name, true]);
      // PHOTO_EXPLICIT_HOLD and PHOTO_SUGGESTIVE_HOLD's defaults: none of these would wait for an admin.
      expect([score.name, score.porn + score.hentai < 0.3, score.sexy < 0.6]).toEqual([score.name, true, true]);
    }
  }, 120_000);

  it('answers photos one after another from the one worker it keeps', async () => {
    const picture = await drawnPicture(9);
    const [a, b] = await Promise.all([classifier.classify(picture), classifier.classify(picture)]);
    expect(a).toEqual(b);
  }, 60_000);

  it("runs the model at its process's priority, which the API gives the photo-work child (PHOTO_WORK_PRIORITY)", async () => {
    await classifier.classify(await drawnPicture(11));
    // Field 19 of a thread's stat (counted after the name, which sits in parentheses) is its nice value.
    const niceOf = (task: string) =>
      Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
    expect(new Set(readdirSync('/proc/self/task').map(niceOf))).toEqual(new Set([niceOf(String(process.pid))]));
  }, 60_000);

  it('fails a picture it cannot read, and goes on with the next', async () => {
    await expect(classifier.classify(Buffer.from('not a picture'))).rejects.toThrow(/nudity check failed/);
    expect((await classifier.classify(await drawnPicture(10))).neutral).toBeGreaterThanOrEqual(0);
  }, 60_000);
});

describe('the nudity check’s deadlines (a stand-in worker, the clock faked)', () => {
  const scores = { porn: 0, sexy: 0, hentai: 0, neutral: 1, drawing: 0 };
  const folder = mkdtempSync(path.join(tmpdir(), 'nudity-worker-'));
  /** A worker whose model loads at once and scores every photo neutral. */
  const loading = path.join(folder, 'loading.cjs');
  /** A worker whose model never loads. */
  const stuck = path.join(folder, 'stuck.cjs');
  beforeAll(() => {
    const worker = (body: string) => `const { parentPort } = require('node:worker_threads');\n${body}\n`;
    writeFileSync(
      loading,
      worker(
        `parentPort.postMessage({ ready: true });\nparentPort.on('message', ({ id }) => parentPort.postMessage({ id, scores: ${JSON.stringify(scores)} }));`,
      ),
    );
    writeFileSync(stuck, worker(`parentPort.on('message', () => undefined);`));
  });
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lets the model take minutes to load on a busy machine: a photo’s own deadline runs once it has loaded', async () => {
    const classifier = createNudityClassifier(loading);
    const scored = classifier.classify(Buffer.from('a photo'));
    // Five minutes pass before the worker has even started: the model is still loading.
    jest.advanceTimersByTime(5 * 60_000);
    await expect(scored).resolves.toEqual(scores);
    await classifier.close();
  });

  it('gives up on a model that never loads, failing the photos that waited for it', async () => {
    const classifier = createNudityClassifier(stuck);
    const scored = classifier.classify(Buffer.from('a photo'));
    jest.advanceTimersByTime(10 * 60_000);
    await expect(scored).rejects.toThrow(/did not load in time/);
    await classifier.close();
  });
});
