import sharp from 'sharp';

/** The hash is taken on a 32×32 greyscale copy: small enough that resizing and re-compression barely change it. */
const SIDE = 32;
/** Its 8×8 lowest frequencies give the 64 bits: the picture's layout, not its fine detail. */
const KEEP = 8;

/** cos((2x+1)uπ/2N) for x < 32, u < 8: the DCT-II's basis, computed once. */
const basis = Array.from({ length: KEEP }, (_u, u) =>
  Float64Array.from({ length: SIDE }, (_x, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

function lowFrequencies(pixels: Uint8Array): number[] {
  // Separable: each row's 8 lowest frequencies first, then down the columns.
  const rows = Array.from({ length: SIDE }, (_y, y) =>
    basis.map((cos) => {
      let sum = 0;
      for (let x = 0; x < SIDE; x += 1) sum += pixels[y * SIDE + x] * cos[x];
      return sum;
    }),
  );
  const out: number[] = [];
  for (let v = 0; v < KEEP; v += 1) {
    for (let u = 0; u < KEEP; u += 1) {
      let sum = 0;
      for (let y = 0; y < SIDE; y += 1) sum += rows[y][u] * basis[v][y];
      out.push(sum);
    }
  }
  return out;
}

function hashOf(pixels: Uint8Array): bigint {
  const coefficients = lowFrequencies(pixels);
  // The median of the 63 AC terms: the DC term is the mean brightness, which says nothing of the picture's layout.
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = (sorted[31] + sorted[32]) / 2;
  let bits = 0n;
  for (const c of coefficients) bits = (bits << 1n) | (c > median ? 1n : 0n);
  // Stored as PostgreSQL's bigint (signed); the bits are the same.
  return BigInt.asIntN(64, bits);
}

/**
 * Below this spread of grey levels (their standard deviation, of 255) a picture has no layout to hash: its bits would
 * follow compression noise, and any two plain pictures (a blank wall, a single colour) would come out as copies.
 */
const FLAT_DEVIATION = 2;

function deviation(pixels: Uint8Array): number {
  const mean = pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
  return Math.sqrt(pixels.reduce((sum, value) => sum + (value - mean) ** 2, 0) / pixels.length);
}

/**
 * A 64-bit DCT perceptual hash of a picture (pHash) and of its mirror image: near-identical pictures (resized,
 * re-compressed, cropped a little) have hashes a few bits apart, and a mirrored copy is near the other's `mirrored`.
 * Null for a plain picture (FLAT_DEVIATION), which is nobody's photo to steal.
 */
export async function photoHashes(image: Buffer): Promise<{ hash: bigint; mirrored: bigint } | null> {
  const pixels = await sharp(image).greyscale().resize(SIDE, SIDE, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
  if (deviation(pixels) < FLAT_DEVIATION) return null;
  const mirroredPixels = new Uint8Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y += 1) {
    for (let x = 0; x < SIDE; x += 1) mirroredPixels[y * SIDE + x] = pixels[y * SIDE + (SIDE - 1 - x)];
  }
  return { hash: hashOf(pixels), mirrored: hashOf(mirroredPixels) };
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (rest) {
    rest &= rest - 1n;
    count += 1;
  }
  return count;
}
