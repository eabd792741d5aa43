// Runs in a worker thread: reading a QR from a 12-megapixel photo takes jsQR up to a second of CPU, which would hold
// up every other request of the process. Plain CommonJS so it loads the same under tsx, jest and node; from the
// sources the library's reader is TypeScript, loaded through tsx, and in the build a bundle beside main.js.
const { parentPort, workerData } = require('node:worker_threads');

const { reader, image } = workerData;
if (reader.endsWith('.ts')) {
  // tsx writes its disk cache without a lock: test processes compiling the reader at the same moment read each
  // other's half-written files and the worker dies. From the sources (tests, `npm run dev`) it compiles afresh.
  process.env.TSX_DISABLE_CACHE = '1';
}
const { readQrFromImage } = reader.endsWith('.ts')
  ? require('tsx/cjs/api').require(reader, __filename)
  : require(reader);

readQrFromImage(image).then(
  (text) => parentPort.postMessage({ text }),
  (error) => parentPort.postMessage({ code: typeof error?.code === 'string' ? error.code : 'qr-unreadable-image' }),
);
