// Runs in a worker thread: nsfwjs (TensorFlow.js on its WebAssembly backend) takes a few hundred milliseconds of CPU
// per photo, which would otherwise hold up every request of the process. It loads its bundled MobileNetV2 model once
// (nothing is downloaded) and then answers one photo at a time. Plain CommonJS so it loads the same under tsx, jest
// and node.
const { parentPort } = require('node:worker_threads');
const path = require('node:path');
const sharp = require('sharp');

// The thread keeps its process's priority: the API runs it in the photo-work child (modules/photos/photo-work), whose
// priority (PHOTO_WORK_PRIORITY) every thread of it shares, below the requests.

/** MobileNetV2's input side. */
const SIDE = 224;

async function load() {
  const tf = require('@tensorflow/tfjs');
  const wasm = require('@tensorflow/tfjs-backend-wasm');
  wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
  // The wasm backend with one thread: the worker is already off the request thread, and the other core serves requests.
  await tf.setBackend('wasm');
  await tf.ready();
  tf.enableProdMode();
  const nsfwjs = require('nsfwjs');
  // nsfwjs prints a line about hosting one's own model on every load: not for the API's output.
  const log = console.log;
  console.log = () => undefined;
  try {
    return { tf, model: await nsfwjs.load('MobileNetV2', { size: SIDE }) };
  } finally {
    console.log = log;
  }
}

// The model loads as the worker starts, and the classifier is told when it is ready: only then does a photo's own
// deadline run, since the load takes many times a photo's time on a busy machine.
const ready = load();
ready.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ loadError: String(error && error.message ? error.message : error) }),
);

async function classify(bytes) {
  const { tf, model } = await ready;
  const pixels = await sharp(Buffer.from(bytes)).removeAlpha().resize(SIDE, SIDE, { fit: 'fill' }).raw().toBuffer();
  const image = tf.tensor3d(new Int32Array(pixels), [SIDE, SIDE, 3], 'int32');
  try {
    const predictions = await model.classify(image, 5);
    const share = (name) => predictions.find((p) => p.className === name)?.probability ?? 0;
    const round = (value) => Math.round(value * 10000) / 10000;
    return {
      porn: round(share('Porn')),
      sexy: round(share('Sexy')),
      hentai: round(share('Hentai')),
      neutral: round(share('Neutral')),
      drawing: round(share('Drawing')),
    };
  } finally {
    image.dispose();
  }
}

parentPort.on('message', ({ id, bytes }) => {
  classify(bytes).then(
    (scores) => parentPort.postMessage({ id, scores }),
    (error) => parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) }),
  );
});
