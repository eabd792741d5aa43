import { requireOnnxRuntime } from './onnx-runtime';

describe('requireOnnxRuntime', () => {
  it('loads onnxruntime-node, whose CPU binary ships in the package for this platform', () => {
    expect(typeof requireOnnxRuntime().InferenceSession.create).toBe('function');
  });

  it('refuses, naming the platform and the reason, where its binary cannot load (no fallback to tfjs)', () => {
    const missing = () => {
      throw new Error("Cannot find module '../bin/napi-v6/freebsd/x64/onnxruntime_binding.node'\nRequire stack: ...");
    };
    expect(() => requireOnnxRuntime(missing)).toThrow(
      `ONNX Runtime (onnxruntime-node) cannot load on ${process.platform}-${process.arch}, and the face checks run ` +
        "faceres and antispoof on it: Cannot find module '../bin/napi-v6/freebsd/x64/onnxruntime_binding.node'",
    );
  });
});
