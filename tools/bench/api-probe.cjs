/**
 * Preloaded into every process of a benchmark's API (NODE_OPTIONS=--require, photo-screening-load.ts's PROBE=1): how
 * late its event loop ran a 10 ms timer, with the monotonic clock's time (process.hrtime, the clock the bench's windows
 * and V8's CPU profiles are stamped with), so that the bench can compare its windows. Appended to
 * $API_PROBE_DIR/loop-<pid>.jsonl each second and at exit, not held to the end: a child killed by a signal keeps
 * what it had written. Its garbage collections too (kind, reason flags, duration, start), to
 * $API_PROBE_DIR/gc-<pid>.jsonl. The API's own processes (main.js) are also CPU-profiled from start to exit, written to
 * $API_PROBE_DIR/CPU.<pid>.cpuprofile (Node 20 refuses --cpu-prof in NODE_OPTIONS; an in-process inspector session
 * answers synchronously, so the profile is taken in the exit handler). And what crossed its IPC channels to child
 * processes (the photo-work child; in the primary, the API processes): each message's time and its payload's bytes
 * (typed arrays' lengths, strings' characters, 8 a number: about what V8's serialisation writes), sent and received,
 * to $API_PROBE_DIR/ipc-<pid>.jsonl.
 */
const { ChildProcess } = require('node:child_process');
const { appendFileSync, writeFileSync } = require('node:fs');
const inspector = require('node:inspector');
const path = require('node:path');
const { PerformanceObserver, performance } = require('node:perf_hooks');

const dir = process.env.API_PROBE_DIR;
if (dir) {
  const file = path.join(dir, `loop-${process.pid}.jsonl`);
  const name = path.basename(process.argv[1] ?? 'node');
  const TICK_MS = 10;
  const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
  let samples = [];
  let expected = nowMs() + TICK_MS;
  const flush = () => {
    if (samples.length === 0) return;
    appendFileSync(file, `${JSON.stringify({ pid: process.pid, name, samples })}\n`);
    samples = [];
  };
  setInterval(() => {
    const now = nowMs();
    samples.push([Math.round(now), Math.round((now - expected) * 10) / 10]);
    expected = now + TICK_MS;
    if (samples.length >= 1000 / TICK_MS) flush();
  }, TICK_MS).unref();
  process.on('exit', flush);
  /** A list of records appended to $API_PROBE_DIR/<prefix>-<pid>.jsonl as `{ pid, name, [key]: records }` each second. */
  const recordsIn = (prefix, key) => {
    const recordFile = path.join(dir, `${prefix}-${process.pid}.jsonl`);
    let records = [];
    const flushRecords = () => {
      if (records.length === 0) return;
      appendFileSync(recordFile, `${JSON.stringify({ pid: process.pid, name, [key]: records })}\n`);
      records = [];
    };
    setInterval(flushRecords, 1000).unref();
    process.on('exit', flushRecords);
    return (record) => records.push(record);
  };
  // performance's clock starts at the process's start; the monotonic one is hrtime's.
  const originMs = nowMs() - performance.now();
  const collection = recordsIn('gc', 'collections');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      collection([
        Math.round(originMs + entry.startTime),
        Math.round(entry.duration * 100) / 100,
        entry.detail.kind,
        entry.detail.flags,
      ]);
  }).observe({ entryTypes: ['gc'] });
  const message = recordsIn('ipc', 'messages');
  const sizeOf = (value) => {
    if (ArrayBuffer.isView(value)) return value.byteLength;
    if (typeof value === 'string') return value.length;
    if (value && typeof value === 'object') return Object.values(value).reduce((sum, item) => sum + sizeOf(item), 0);
    return 8;
  };
  // Node gives each child with a channel a `send` of its own as it spawns it (setupChannel), so it is wrapped there.
  const spawn = ChildProcess.prototype.spawn;
  ChildProcess.prototype.spawn = function (...args) {
    const spawned = spawn.apply(this, args);
    const send = this.send;
    if (typeof send === 'function')
      this.send = function (sent, ...rest) {
        message([Math.round(nowMs()), sizeOf(sent), 0]);
        return send.call(this, sent, ...rest);
      };
    return spawned;
  };
  // Node's channel hands each message to the ChildProcess's emit, looked up on the object at each message.
  const emit = ChildProcess.prototype.emit;
  ChildProcess.prototype.emit = function (event, received, ...rest) {
    if (event === 'message') message([Math.round(nowMs()), 0, sizeOf(received)]);
    return emit.call(this, event, received, ...rest);
  };
  if (name === 'main.js') {
    const session = new inspector.Session();
    session.connect();
    session.post('Profiler.enable');
    session.post('Profiler.setSamplingInterval', { interval: 1000 });
    session.post('Profiler.start');
    process.on('exit', () =>
      session.post('Profiler.stop', (error, result) => {
        if (!error) writeFileSync(path.join(dir, `CPU.${process.pid}.cpuprofile`), JSON.stringify(result.profile));
      }),
    );
  }
}
