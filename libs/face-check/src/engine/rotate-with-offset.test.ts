import path from 'node:path';
import sharp from 'sharp';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { manFace } from '../testing/sample-faces';
import { useFastRotateWithOffset } from './rotate-with-offset';

type Rotation = { radians: number; center: [number, number]; fill: number | [number, number, number] };

/** The man's face in a 640×640 frame, as the worker hands a frame to human (float32, black on the right). */
async function frame(): Promise<tf.Tensor4D> {
  const { data, info } = await sharp(await manFace())
    .resize({ width: 480 })
    .extend({ right: 160, bottom: 640 - 500, background: '#000000' })
    .resize(640, 640, { fit: 'cover', position: 'left top' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return tf.tensor4d(Float32Array.from(data), [1, info.height, info.width, 3]);
}

/** Angles both ways past human's bar (0.2 rad) and beyond a quarter turn, about centres inside and near the edges. */
const ROTATIONS: Rotation[] = [
  { radians: 0.2000001, center: [0.5, 0.5], fill: 0 },
  { radians: -0.31, center: [0.42, 0.57], fill: 0 },
  { radians: 0.73, center: [0.05, 0.93], fill: 0 },
  { radians: -1.9, center: [0.99, 0.01], fill: 17 },
  { radians: 2.8, center: [0.37, 0.61], fill: [10, 200, 30] },
];

function rotated(image: tf.Tensor4D): Float32Array[] {
  return ROTATIONS.map(({ radians, center, fill }) => {
    const output = tf.image.rotateWithOffset(image, radians, fill, center);
    const values = output.dataSync() as Float32Array;
    output.dispose();
    return values;
  });
}

beforeAll(async () => {
  setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
  await tf.setBackend('wasm');
});

describe('useFastRotateWithOffset', () => {
  it("replaces the wasm backend's RotateWithOffset with a kernel whose every output value is the backend's", async () => {
    const images = [await frame(), tf.randomUniform([2, 97, 131, 4], 0, 255) as tf.Tensor4D];
    const backendKernel = tf.getKernel('RotateWithOffset', 'wasm');
    const expected = images.map(rotated);

    useFastRotateWithOffset(tf);

    expect(tf.getKernel('RotateWithOffset', 'wasm')?.kernelFunc).not.toBe(backendKernel?.kernelFunc);
    const actual = images.map(rotated);
    actual.forEach((outputs, image) =>
      outputs.forEach((values, rotation) => {
        const differing = values.filter((value, at) => value !== expected[image][rotation][at]).length;
        expect({ image, rotation, differing }).toEqual({ image, rotation, differing: 0 });
      }),
    );
    tf.dispose(images);
  });
});
