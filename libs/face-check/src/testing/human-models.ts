import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { otherModelsOff } from '../engine/human-other-models';

const HUMAN_DIST = path.dirname(require.resolve('@vladmandic/human'));
const MODELS = path.join(HUMAN_DIST, '..', 'models');
const WASM = `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`;
// Node's fetch reads no file:// address: human's own loader is served the package's files under this scheme.
const SCHEME = 'face-check-test://';

/** One of human's models as its package ships it. */
export async function shippedModel(name: string): Promise<tf.io.ModelArtifacts> {
  const file = path.join(MODELS, `${name}.json`);
  return tf.io.getModelArtifactsForJSON(JSON.parse(await readFile(file, 'utf8')), async (manifest) => {
    const names = manifest.flatMap((group) => group.paths);
    const weights = Buffer.concat(await Promise.all(names.map((each) => readFile(path.join(MODELS, each)))));
    return [
      manifest.flatMap((group) => group.weights),
      weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength) as ArrayBuffer,
    ];
  });
}

type HumanFace = { embedding?: number[] };
export type ShippedHuman = { detect(input: tf.Tensor, config?: object): Promise<{ face: HumanFace[] }> };

/**
 * human itself, on the WebAssembly backend with its models as shipped and the worker's settings for a profile photo
 * (detection, mesh, its own faceres): what the worker's readings are held to.
 */
export async function shippedHuman(settings: { maxFaces: number; minFaceScore: number }): Promise<ShippedHuman> {
  const modelFiles = (url: string | string[]): tf.io.IOHandler | null =>
    typeof url === 'string' && url.startsWith(SCHEME)
      ? { load: () => shippedModel(path.basename(url, '.json')) }
      : null;
  // tfjs asks every router in turn and takes the first handler; null leaves the address to the others.
  tf.io.registerLoadRouter(modelFiles as (url: string | string[]) => tf.io.IOHandler);
  const { Human } = require(path.join(HUMAN_DIST, 'human.node-wasm.js'));
  const human = new Human({
    backend: 'wasm',
    modelBasePath: SCHEME,
    wasmPath: WASM,
    debug: false,
    warmup: 'none',
    cacheSensitivity: 0,
    skipAllowed: false,
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: settings.maxFaces, minConfidence: settings.minFaceScore },
      mesh: { enabled: true },
      iris: { enabled: false },
      description: { enabled: true },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    ...otherModelsOff,
  });
  await human.load();
  return human;
}
