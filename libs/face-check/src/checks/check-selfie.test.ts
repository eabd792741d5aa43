import { faceCheckConfig } from '../config/face-check-config';
import { cannedEngine, descriptor, face, goodFrames, JPEG, read } from '../testing/readings';
import { checkSelfie } from './check-selfie';
import { InvalidFaceCheckInput } from './invalid-face-check-input';

const config = faceCheckConfig();
const FRAMES = [JPEG, JPEG, JPEG, JPEG];
const JP2 = Uint8Array.from([0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]);

function photo(...distances: number[]) {
  return read(...distances.map((distance) => face({ embedding: descriptor(distance) })));
}

describe('checking a selfie against the profile and ID photos', () => {
  it('passes when the primary photo is the member, sends an unlike other photo to an admin', async () => {
    const engine = cannedEngine([...goodFrames(), photo(7), photo(12, 16), read()]);
    const result = await checkSelfie(engine, config, { frames: FRAMES, profilePhotos: [JPEG, JPEG, JPEG] });
    expect(result.rules.slice(7)).toEqual([
      expect.objectContaining({ rule: 'matches-primary-photo', outcome: 'pass', score: 0.75 }),
      expect.objectContaining({
        rule: 'matches-other-photos',
        outcome: 'borderline',
        score: 0.33,
        reason: "no face like the member's in photo 2",
      }),
    ]);
    expect(result.profilePhotos).toEqual([
      { faces: 1, similarity: 0.75, unreadable: null },
      { faces: 2, similarity: 0.33, unreadable: null },
      { faces: 0, similarity: null, unreadable: null },
    ]);
    expect(result.outcome).toBe('borderline');
  });

  it('fails when the primary photo has no face or another person', async () => {
    const noFace = await checkSelfie(cannedEngine([...goodFrames(), read()]), config, {
      frames: FRAMES,
      profilePhotos: [JPEG],
    });
    expect(noFace.rules).toContainEqual(
      expect.objectContaining({
        rule: 'matches-primary-photo',
        outcome: 'fail',
        reason: 'no face in the primary photo',
      }),
    );
    const other = await checkSelfie(cannedEngine([...goodFrames(), photo(12)]), config, {
      frames: FRAMES,
      profilePhotos: [JPEG],
    });
    expect(other.outcome).toBe('fail');
  });

  it('sends a JPEG 2000 ID photo to the models as such, and one in a format they cannot read to an admin, saying why', async () => {
    const engine = cannedEngine([...goodFrames(), photo(0), photo(0)]);
    const read = jest.spyOn(engine, 'read');
    const result = await checkSelfie(engine, config, { frames: FRAMES, profilePhotos: [JPEG], idPhoto: JP2 });
    expect(read.mock.calls[0][0].images.map((image) => image.format)).toEqual([
      'jpeg',
      'jpeg',
      'jpeg',
      'jpeg',
      'jpeg',
      'jpeg2000',
    ]);
    expect(result.rules.at(-1)).toMatchObject({ rule: 'matches-id-photo', outcome: 'pass', score: 1 });

    const gif = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
    const unread = await checkSelfie(cannedEngine([...goodFrames(), photo(0)]), config, {
      frames: FRAMES,
      profilePhotos: [JPEG],
      idPhoto: gif,
    });
    expect(unread.idPhoto).toEqual({ faces: 0, similarity: null, unreadable: 'unsupported-format' });
    expect(unread.rules.at(-1)).toMatchObject({
      rule: 'matches-id-photo',
      outcome: 'borderline',
      reason: 'the ID photo could not be read (unsupported-format)',
    });
    expect(unread.outcome).toBe('borderline');
  });

  it('sends an ID photo unlike the selfie to an admin, with the ID bars', async () => {
    const engine = cannedEngine([...goodFrames(), photo(0), photo(11)]);
    const result = await checkSelfie(engine, config, { frames: FRAMES, profilePhotos: [JPEG], idPhoto: JPEG });
    expect(result.rules.at(-1)).toMatchObject({
      rule: 'matches-id-photo',
      outcome: 'borderline',
      bars: config.idPhotoFace,
    });
    expect(result.outcome).toBe('borderline');
  });

  it('reads only the frames and the photos given as bytes, comparing the others by the descriptors kept of them', async () => {
    const engine = cannedEngine([...goodFrames(), photo(12, 0)]);
    const result = await checkSelfie(engine, config, {
      frames: FRAMES,
      profilePhotos: [{ descriptors: [descriptor(7)] }, JPEG, { descriptors: [] }],
    });
    expect(engine.sent).toEqual([5]);
    expect(result.profilePhotos).toEqual([
      { faces: 1, similarity: 0.75, unreadable: null },
      { faces: 2, similarity: 1, unreadable: null },
      { faces: 0, similarity: null, unreadable: null },
    ]);
    expect(result.rules.slice(7)).toEqual([
      expect.objectContaining({ rule: 'matches-primary-photo', outcome: 'pass', score: 0.75 }),
      expect.objectContaining({ rule: 'matches-other-photos', outcome: 'pass', score: 1 }),
    ]);
    // What the models read of the photo given as bytes, for the caller to keep; nothing for those given as descriptors.
    expect(result.photoDescriptors).toEqual([null, [descriptor(12), descriptor(0)], null]);
  });

  it('gives no descriptors of a photo it could not read', async () => {
    const gif = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
    const result = await checkSelfie(cannedEngine([...goodFrames()]), config, {
      frames: FRAMES,
      profilePhotos: [{ descriptors: [descriptor(0)] }, gif],
    });
    expect(result.photoDescriptors).toEqual([null, null]);
    expect(result.profilePhotos[1]).toEqual({ faces: 0, similarity: null, unreadable: 'unsupported-format' });
  });

  it('judges with the bars of its configuration', async () => {
    const strict = faceCheckConfig({ sameFace: { pass: 0.9, borderline: 0.8 } });
    const result = await checkSelfie(cannedEngine([...goodFrames(), photo(7)]), strict, {
      frames: FRAMES,
      profilePhotos: [JPEG],
    });
    expect(result.rules).toContainEqual(
      expect.objectContaining({ rule: 'matches-primary-photo', outcome: 'fail', score: 0.75, bars: strict.sameFace }),
    );
  });

  it('refuses too few frames and too many photos before any model runs', async () => {
    const engine = cannedEngine([]);
    await expect(checkSelfie(engine, config, { frames: [JPEG, JPEG], profilePhotos: [JPEG] })).rejects.toThrow(
      new InvalidFaceCheckInput('A selfie challenge takes 3 to 6 frames, not 2'),
    );
    const seven = Array.from({ length: 7 }, () => JPEG);
    await expect(checkSelfie(engine, config, { frames: FRAMES, profilePhotos: seven })).rejects.toThrow(
      'A selfie is compared with 1 to 6 profile photos, not 7',
    );
    expect(engine.sent).toEqual([]);
  });
});
