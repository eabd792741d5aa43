import type * as tf from '@tensorflow/tfjs-core';

/**
 * The face worker's ONNX writer (onnx-graphs.cjs, plain CommonJS for the worker): a tfjs graph model up to the node
 * `output`, as an ONNX model whose input "input" is a batch of NHWC images. Exported for its tests.
 */
export const onnxModel: (engine: typeof tf, artifacts: tf.io.ModelArtifacts, output: string) => Buffer =
  require('./onnx-graphs.cjs').onnxModel;
