// A stand-in for face-worker.cjs in the pool's tests: it holds each job until the test releases it (Atomics, no
// timers), then answers with the job's request, or stops the thread when asked to.
const { parentPort, workerData } = require('node:worker_threads');

const gate = new Int32Array(workerData.gate);

parentPort.on('message', ({ id, request }) => {
  if (request === 'crash') process.exit(3);
  Atomics.wait(gate, 0, 0);
  parentPort.postMessage({ id, response: request });
});
