import path from 'node:path';
import sharp from 'sharp';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { Worker } from 'node:worker_threads';
import { shippedModel } from '../testing/human-models';
import { manFace, manInAnotherPhoto, womanFace } from '../testing/sample-faces';
import { fuseClippedRelu } from './fused-models';
import { onnxModel } from './onnx-graphs';
import { SESSION_OPTIONS } from './onnx-runtime';

// faceres on the WebAssembly backend and on ONNX Runtime: a few hundred milliseconds a run on a busy machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
  await tf.setBackend('wasm');
});

/** Four faces as the model reads them (`side` square, values 0-1 scaled by `scale`), in one NHWC batch. */
async function faces(side: number, scale: number): Promise<tf.Tensor4D> {
  const images = [await manFace(), await womanFace(), await manInAnotherPhoto(), await womanFace({ mirrored: true })];
  const pixels = await Promise.all(
    images.map(async (image) => {
      const data = await sharp(image).resize(side, side, { fit: 'fill' }).removeAlpha().raw().toBuffer();
      return Float32Array.from(data, (value) => (value / 255) * scale);
    }),
  );
  const batch = new Float32Array(pixels.length * side * side * 3);
  pixels.forEach((face, index) => batch.set(face, index * face.length));
  return tf.tensor4d(batch, [pixels.length, side, side, 3]);
}

/** The model's `size` numbers a face from tfjs, as the worker ran it before (its clipped ReLUs fused). */
async function onTfjs(name: string, input: tf.Tensor4D, size: number): Promise<Float32Array> {
  const model = await loadGraphModel(tf.io.fromMemory(fuseClippedRelu(tf, await shippedModel(name))));
  const result = model.execute(input);
  const outputs = Array.isArray(result) ? result : [result];
  const values = (await outputs.find((output) => output.shape[1] === size)?.data()) as Float32Array;
  tf.dispose(outputs);
  return values;
}

// ONNX Runtime's outputs are Float32Arrays of Node's own realm, which onnxruntime-common, loaded in jest's sandbox,
// does not take for its own: the runs happen in a worker thread, as in the face worker.
const RUN_IN_A_THREAD = `
  const { parentPort, workerData } = require('node:worker_threads');
  const ort = require(workerData.runtime);
  ort.InferenceSession.create(workerData.model, workerData.options)
    .then(async (session) => {
      const input = new ort.Tensor('float32', workerData.pixels, workerData.shape);
      const outputs = await session.run({ input });
      parentPort.postMessage({ names: [session.inputNames, session.outputNames], values: outputs[workerData.output].data });
    })
    .catch((error) => parentPort.postMessage({ error: error.message }));
`;
type Run = { names: string[][]; values: Float32Array };

async function onOnnxRuntime(name: string, output: string, input: tf.Tensor4D): Promise<Run> {
  const workerData = {
    runtime: require.resolve('onnxruntime-node'),
    model: onnxModel(tf, await shippedModel(name), output),
    options: SESSION_OPTIONS,
    pixels: await input.data(),
    shape: input.shape,
    output,
  };
  const worker = new Worker(RUN_IN_A_THREAD, { eval: true, workerData });
  try {
    const answer = await new Promise<Run & { error?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (answer.error) throw new Error(answer.error);
    return answer;
  } finally {
    await worker.terminate();
  }
}

describe('onnxModel', () => {
  it.each([
    ['faceres', 'global_pooling/Mean', 224, 255, 1024],
    ['antispoof', 'Identity', 128, 1, 1],
  ])(
    'writes %s so that ONNX Runtime reads sample faces as tfjs does, to 1e-5',
    async (name, output, side, scale, size) => {
      const input = await faces(side, scale);
      const expected = await onTfjs(name, input, size);
      const { values: actual } = await onOnnxRuntime(name, output, input);
      input.dispose();
      expect(actual).toHaveLength(4 * size);
      expect(expected).toHaveLength(4 * size);
      // Not all alike: the four faces give four readings.
      const rows = Array.from({ length: 4 }, (_, face) => actual.subarray(face * size, (face + 1) * size).join());
      expect(new Set(rows).size).toBe(4);
      actual.forEach((value, at) => expect(Math.abs(value - expected[at])).toBeLessThan(1e-5));
    },
  );

  it('writes only the nodes the output reads: faceres without its age and gender heads', async () => {
    const input = await faces(224, 255);
    const { names, values } = await onOnnxRuntime('faceres', 'global_pooling/Mean', input);
    input.dispose();
    expect(names).toEqual([['input'], ['global_pooling/Mean']]);
    expect(values).toHaveLength(4 * 1024);
  });

  it('stops at an operation it does not write, naming it', async () => {
    const artifacts = await shippedModel('antispoof');
    const nodes = (artifacts.modelTopology as { node: { name: string; op: string }[] }).node;
    const changed = nodes.map((node) => (node.op === 'Sigmoid' ? { ...node, op: 'Erf' } : node));
    const sigmoid = nodes.find((node) => node.op === 'Sigmoid')?.name;
    expect(() => onnxModel(tf, { ...artifacts, modelTopology: { node: changed } }, 'Identity')).toThrow(
      `ONNX graph: Erf "${sigmoid}" is not written`,
    );
  });
});
