// Runs in a worker thread: reading a QR from a 12-megapixel photo takes jsQR up to a second of CPU, which would hold
// up every other request of the process. Plain CommonJS so it loads the same under tsx, jest and node; in the build the
// library's reader is a bundle beside main.js, from the sources (tests, `npm run dev`) esbuild bundles its TypeScript
// here in memory: tsx's loader in a worker thread failed on clean checkouts under a full test run.
const { parentPort, workerData } = require('node:worker_threads');

const { reader, image } = workerData;

function loadReader() {
  if (!reader.endsWith('.ts')) return require(reader);
  const [bundle] = require('esbuild').buildSync({
    entryPoints: [reader],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  }).outputFiles;
  const loaded = { exports: {} };
  new Function('module', 'exports', 'require', bundle.text)(loaded, loaded.exports, require);
  return loaded.exports;
}

const { readQrFromImage } = loadReader();

readQrFromImage(image).then(
  (text) => parentPort.postMessage({ text }),
  (error) => parentPort.postMessage({ code: typeof error?.code === 'string' ? error.code : 'qr-unreadable-image' }),
);
