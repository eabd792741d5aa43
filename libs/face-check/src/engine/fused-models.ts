import type * as tf from '@tensorflow/tfjs-core';

type Artifacts = tf.io.ModelArtifacts;

/**
 * The face worker's rewrite of each model it loads (fuse-clipped-relu.cjs, plain CommonJS for the worker): faceres's
 * clipped ReLUs as Relu6, fused into its convolutions. Exported for the benches and tests that load human's models as
 * the worker does.
 */
export const fuseClippedRelu: (engine: typeof tf, artifacts: Artifacts) => Artifacts =
  require('./fuse-clipped-relu.cjs').fuseClippedRelu;
