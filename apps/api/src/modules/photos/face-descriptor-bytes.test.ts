import { decodeFaceDescriptors, encodeFaceDescriptors } from './face-descriptor-bytes';

describe('face descriptors as photo_faces keeps them', () => {
  it('reads back each face of a photo as it was written, at float32 precision', () => {
    const faces = [
      [0.5, -0.25, 1.125],
      [0.1, 0.2, -0.3],
    ];
    const bytes = encodeFaceDescriptors(faces);
    expect(bytes).toHaveLength(6 * 4);
    const read = decodeFaceDescriptors(bytes, 2);
    expect(read[0]).toEqual([0.5, -0.25, 1.125]);
    read[1].forEach((value, index) => expect(value).toBeCloseTo(faces[1][index], 6));
  });

  it('keeps a photo without a face as no descriptors', () => {
    expect(decodeFaceDescriptors(encodeFaceDescriptors([]), 0)).toEqual([]);
  });
});
