import path from 'node:path';
import sharp from 'sharp';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { shippedModel } from '../testing/human-models';
import { manFace, womanFace } from '../testing/sample-faces';
import { fuseClippedRelu } from './fused-models';

type Artifacts = tf.io.ModelArtifacts;
type Node = { name: string; op: string; input?: string[]; attr?: Record<string, unknown> };
// faceres on the WebAssembly backend, as the worker runs it: a few hundred milliseconds a run on a busy machine.
jest.setTimeout(120_000);

const nodesOf = (artifacts: Artifacts) => (artifacts.modelTopology as { node: Node[] }).node;
const opsOf = (artifacts: Artifacts) => nodesOf(artifacts).map((node) => node.op);

/** A face as faceres reads it: 224×224, values 0-255 (human's enhance scales its 0-1 crop by 255). */
async function faceInput(image: Buffer): Promise<tf.Tensor4D> {
  const { data } = await sharp(image)
    .resize(224, 224, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return tf.tensor4d(Float32Array.from(data), [1, 224, 224, 3]);
}

/** A graph of one clipped ReLU, Maximum(Minimum(Relu(x), ceiling), 0), with its constants as weights. */
async function clippedRelu(ceiling: number): Promise<Artifacts> {
  const { data, specs } = await tf.io.encodeWeights({ ceiling: tf.scalar(ceiling), zero: tf.scalar(0) });
  const float = { T: { type: 'DT_FLOAT' } };
  const constant = (name: string): Node => ({ name, op: 'Const', attr: { dtype: { type: 'DT_FLOAT' } } });
  return {
    modelTopology: {
      node: [
        { name: 'x', op: 'Placeholder', attr: { dtype: { type: 'DT_FLOAT' }, shape: { shape: { dim: [] } } } },
        constant('ceiling'),
        constant('zero'),
        { name: 'relu', op: 'Relu', input: ['x'], attr: float },
        { name: 'min', op: 'Minimum', input: ['relu', 'ceiling'], attr: float },
        { name: 'max', op: 'Maximum', input: ['min', 'zero'], attr: float },
      ],
    },
    weightSpecs: specs,
    weightData: data,
  };
}

beforeAll(async () => {
  setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
  await tf.setBackend('wasm');
});

describe('fuseClippedRelu', () => {
  it('leaves faceres without a Relu, Minimum, Maximum, Mul or Add: its convolutions carry their bias and ReLU6, its depthwise ones their batch normalisation too', async () => {
    const before = opsOf(await shippedModel('faceres'));
    const after = opsOf(fuseClippedRelu(tf, await shippedModel('faceres')));
    expect(before.filter((op) => op === 'Minimum')).toHaveLength(27);
    expect(before.filter((op) => op === 'DepthwiseConv2dNative')).toHaveLength(13);
    const unfused = ['Relu', 'Minimum', 'Maximum', 'Conv2D', 'DepthwiseConv2dNative', 'Mul', 'Add', 'Relu6'];
    expect(after.filter((op) => unfused.includes(op))).toEqual([]);
    expect(after.filter((op) => op === '_FusedConv2D')).toHaveLength(14);
    expect(after.filter((op) => op === 'FusedDepthwiseConv2dNative')).toHaveLength(13);
  });

  it("gives faceres's descriptor, age and gender for real faces as the shipped graph does, to 1e-5", async () => {
    const asShipped = await loadGraphModel(tf.io.fromMemory(await shippedModel('faceres')));
    const fused = await loadGraphModel(tf.io.fromMemory(fuseClippedRelu(tf, await shippedModel('faceres'))));
    for (const image of [await manFace(), await womanFace()]) {
      const input = await faceInput(image);
      const expected = (asShipped.execute(input) as tf.Tensor[]).map((output) => output.dataSync());
      const actual = (fused.execute(input) as tf.Tensor[]).map((output) => output.dataSync());
      expect(actual.map((values) => values.length)).toEqual([1, 1024, 100]);
      actual.forEach((values, output) =>
        values.forEach((value, at) => expect(Math.abs(value - expected[output][at])).toBeLessThan(1e-5)),
      );
      input.dispose();
    }
  });

  it('returns a model without a clipped ReLU as it was (blazeface)', async () => {
    const blazeface = await shippedModel('blazeface');
    expect(fuseClippedRelu(tf, blazeface)).toBe(blazeface);
  });

  it('rewrites Maximum(Minimum(Relu(x), 6), 0) alone, and no Minimum against another ceiling', async () => {
    expect(opsOf(fuseClippedRelu(tf, await clippedRelu(6)))).toEqual(['Placeholder', 'Const', 'Const', 'Relu6']);
    expect(opsOf(fuseClippedRelu(tf, await clippedRelu(5)))).toEqual(opsOf(await clippedRelu(5)));
  });
});
