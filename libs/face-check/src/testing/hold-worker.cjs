// A stand-in for face-worker.cjs in the pool's tests: its models "load" until the test opens the load gate, when it
// has one, then it holds each job until the test releases it (Atomics, no timers), then answers with the job's
// request, or stops the thread when asked to.
const { parentPort, workerData } = require('node:worker_threads');

const gate = new Int32Array(workerData.gate);
if (workerData.loadGate) Atomics.wait(new Int32Array(workerData.loadGate), 0, 0);
parentPort.postMessage({ ready: true });

parentPort.on('message', ({ id, request }) => {
  if (request === 'crash') process.exit(3);
  Atomics.wait(gate, 0, 0);
  parentPort.postMessage({ id, response: request });
});
