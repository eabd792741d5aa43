import type * as tf from '@tensorflow/tfjs-core';

/**
 * The face worker's RotateWithOffset for the wasm backend (rotate-with-offset.cjs, plain CommonJS for the worker):
 * the backend's arithmetic in JavaScript, in about half the CPU. Exported for the benches and tests that run human as
 * the worker does.
 */
export const useFastRotateWithOffset: (engine: typeof tf) => void =
  require('./rotate-with-offset.cjs').useFastRotateWithOffset;
