/**
 * Preloaded into every process of a benchmark's API (NODE_OPTIONS=--require, photo-screening-load.ts's PROBE=1): how
 * late its event loop ran a 10 ms timer, with the monotonic clock's time (process.hrtime, the clock the bench's windows
 * and V8's CPU profiles are stamped with), so that the bench can compare its windows. Appended to
 * $API_PROBE_DIR/loop-<pid>.jsonl each second and at exit, not held to the end: a child killed by a signal keeps
 * what it had written. Its garbage collections too (kind, reason flags, duration, start), to
 * $API_PROBE_DIR/gc-<pid>.jsonl. The API's own processes (main.js) are also CPU-profiled from start to exit, written to
 * $API_PROBE_DIR/CPU.<pid>.cpuprofile (Node 20 refuses --cpu-prof in NODE_OPTIONS; an in-process inspector session
 * answers synchronously, so the profile is taken in the exit handler).
 */
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
  // performance's clock starts at the process's start; the monotonic one is hrtime's.
  const originMs = nowMs() - performance.now();
  const gcFile = path.join(dir, `gc-${process.pid}.jsonl`);
  let collections = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      collections.push([
        Math.round(originMs + entry.startTime),
        Math.round(entry.duration * 100) / 100,
        entry.detail.kind,
        entry.detail.flags,
      ]);
  }).observe({ entryTypes: ['gc'] });
  const flushCollections = () => {
    if (collections.length === 0) return;
    appendFileSync(gcFile, `${JSON.stringify({ pid: process.pid, name, collections })}\n`);
    collections = [];
  };
  setInterval(flushCollections, 1000).unref();
  process.on('exit', flushCollections);
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
