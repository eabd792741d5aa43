// Runs in a worker thread: libheif (WebAssembly) decodes synchronously and would otherwise hold up every other
// request for a second or more on a phone-sized photo. Plain CommonJS so it loads the same under tsx, jest and node.
const { parentPort, workerData } = require('node:worker_threads');
const decodeHeic = require('heic-decode');

async function run() {
  const { bytes, maxPixels } = workerData;
  let images;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    return { status: 'unreadable' };
  }
  try {
    const [first] = images;
    if (!first) return { status: 'unreadable' };
    const { width, height } = first;
    if (width * height > maxPixels) return { status: 'measured', width, height };
    const decoded = await first.decode();
    return { status: 'decoded', width, height, data: decoded.data };
  } finally {
    images.dispose();
  }
}

run().then(
  (result) => parentPort.postMessage(result, result.data ? [result.data.buffer] : []),
  () => parentPort.postMessage({ status: 'unreadable' }),
);
