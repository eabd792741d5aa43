// tfjs's RotateWithOffset for the WebAssembly backend, written in JavaScript with the same float32 arithmetic, so its
// output is the same to the bit. Human turns a whole selfie frame (640×640) upright around a face whose detector
// landmarks lean more than 0.2 rad before its mesh reads it; the backend's own kernel took about 18 ms of a frame
// for that (it works out each source pixel once a channel), which this does in a fraction (libs/face-check's README,
// "What a check costs"). Plain CommonJS, so the face worker requires it from beside itself.
const fround = Math.fround;

/**
 * Each output pixel (x, y) takes the input pixel at (x, y) turned by `radians` around (centerX, centerY), rounded to
 * the nearest pixel (halves away from zero), or `fill` where that falls outside the picture: the backend's
 * arithmetic (every step in float32, the angle's sine and cosine taken once). An input pixel's column index is
 * round(v) for the float32 v, inside the picture exactly when -0.5 < v < width - 0.5; there round(v) is
 * floor(v + 0.5).
 */
function rotatePixels(source, target, shape, radians, centerX, centerY, fill) {
  const [batch, height, width, channels] = shape;
  const angle = fround(radians);
  const sin = fround(Math.sin(angle));
  const cos = fround(Math.cos(angle));
  const cx = fround(centerX);
  const cy = fround(centerY);
  const columnCos = new Float32Array(width);
  const columnSin = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const dx = fround(x - cx);
    columnCos[x] = fround(dx * cos);
    columnSin[x] = fround(dx * sin);
  }
  const lastX = width - 0.5;
  const lastY = height - 0.5;
  const pixels = height * width * channels;
  let at = 0;
  for (let image = 0; image < batch; image += 1) {
    const offset = image * pixels;
    for (let y = 0; y < height; y += 1) {
      const dy = fround(y - cy);
      const rowSin = fround(dy * sin);
      const rowCos = fround(dy * cos);
      for (let x = 0; x < width; x += 1) {
        const sourceX = fround(fround(columnCos[x] - rowSin) + cx);
        const sourceY = fround(fround(columnSin[x] + rowCos) + cy);
        if (sourceX > -0.5 && sourceX < lastX && sourceY > -0.5 && sourceY < lastY) {
          // Both are above zero here, so truncating is flooring.
          const from = offset + (((sourceY + 0.5) | 0) * width + ((sourceX + 0.5) | 0)) * channels;
          // A frame's three colours written out: a third less CPU than the loop over the channels.
          if (channels === 3) {
            target[at] = source[from];
            target[at + 1] = source[from + 1];
            target[at + 2] = source[from + 2];
          } else {
            for (let channel = 0; channel < channels; channel += 1) target[at + channel] = source[from + channel];
          }
        } else {
          for (let channel = 0; channel < channels; channel += 1) target[at + channel] = fill[channel];
        }
        at += channels;
      }
    }
  }
}

/** The kernel's inputs and attributes as tfjs passes them (tf.image.rotateWithOffset), on the wasm backend's heap. */
function rotateWithOffset({ inputs, backend, attrs }) {
  const { image } = inputs;
  const { radians, fillValue, center } = attrs;
  const [, height, width, channels] = image.shape;
  const centerX = width * (typeof center === 'number' ? center : center[0]);
  const centerY = height * (typeof center === 'number' ? center : center[1]);
  // The backend's fill, channel by channel: whole numbers, and an alpha channel opaque unless the fill is black.
  const fill = Array.from(
    new Int32Array(
      typeof fillValue === 'number'
        ? [fillValue, fillValue, fillValue, fillValue === 0 ? 0 : 255]
        : [...fillValue, 255],
    ),
  );
  const out = backend.makeOutput(image.shape, image.dtype);
  // Views of the heap taken after the output is made: making it may grow the memory and detach earlier views.
  rotatePixels(
    backend.typedArrayFromHeap(image),
    backend.typedArrayFromHeap(out),
    image.shape,
    radians,
    centerX,
    centerY,
    fill,
  );
  return out;
}

/** Puts this kernel in place of the wasm backend's own, once the backend's kernels are registered. */
function useFastRotateWithOffset(tf) {
  tf.unregisterKernel('RotateWithOffset', 'wasm');
  tf.registerKernel({ kernelName: 'RotateWithOffset', backendName: 'wasm', kernelFunc: rotateWithOffset });
}

module.exports = { useFastRotateWithOffset };
