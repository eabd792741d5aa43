// ONNX Runtime for the face worker's faceres and antispoof (onnx-graphs.cjs writes their graphs). Plain CommonJS
// beside face-worker.cjs.

/**
 * One intra-op thread and no inter-op pool: the model then runs on the thread that calls it (onnxruntime-node's run
 * is synchronous under its promise), so it stays on the worker's thread at the worker's nice value and a check takes
 * one core, as the pool's worker-a-core sizing assumes.
 */
const SESSION_OPTIONS = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
};

/**
 * onnxruntime-node, or an error that says why the face checks cannot run. No fallback to tfjs: that path takes about
 * 1.5 times the CPU a check (issue 35's p95 would be missed with nothing to say why), and readings kept in
 * photo_faces would come from another implementation. The package ships its binaries for Linux, macOS and Windows on
 * x64 and arm64; elsewhere the worker refuses to start and says so.
 */
function requireOnnxRuntime(load = () => require('onnxruntime-node')) {
  try {
    return load();
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `ONNX Runtime (onnxruntime-node) cannot load on ${process.platform}-${process.arch}, and the face checks ` +
        `run faceres and antispoof on it: ${why}`,
    );
  }
}

module.exports = { SESSION_OPTIONS, requireOnnxRuntime };
