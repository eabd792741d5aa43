/** Descriptors as photo_faces holds them: float32, little-endian, one face after another. */
export function encodeFaceDescriptors(descriptors: readonly (readonly number[])[]): Buffer {
  const numbers = descriptors.flat();
  const bytes = Buffer.alloc(numbers.length * 4);
  numbers.forEach((value, index) => bytes.writeFloatLE(value, index * 4));
  return bytes;
}

/** The descriptors of `faces` faces, each of the same length, from encodeFaceDescriptors' bytes. */
export function decodeFaceDescriptors(bytes: Buffer, faces: number): number[][] {
  if (faces === 0) return [];
  const length = bytes.length / 4 / faces;
  return Array.from({ length: faces }, (_, face) =>
    Array.from({ length }, (__, index) => bytes.readFloatLE((face * length + index) * 4)),
  );
}
