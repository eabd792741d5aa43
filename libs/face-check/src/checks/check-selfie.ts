import type { FaceCheckConfig } from '../config/face-check-config';
import type { FaceEngine } from '../engine/face-engine';
import type { FaceReading } from '../engine/face-reading';
import { InvalidFaceCheckInput } from './invalid-face-check-input';
import { frameKinds } from './eye-frames';
import { judgeFrames, type FrameScores } from './judge-frames';
import { assertFrameCount } from './assert-frame-count';
import { judge, overallOutcome, type Outcome, type RuleResult } from './outcome';
import { readImages, type ReadImage, type ReadOutcome, type UnreadableReason } from './read-images';
import { similarity } from './similarity';

/**
 * A profile photo's faces as an earlier reading described them (the photo's screening, an earlier check), each a
 * descriptor as `photoDescriptors` gives it (none: no face): no model runs for it.
 */
export type DescribedPhoto = { descriptors: readonly (readonly number[])[] };
/** A profile photo: its bytes, read by the models in the check, or its faces' descriptors kept from before. */
export type ProfilePhoto = Uint8Array | DescribedPhoto;

export type SelfieCheckInput = {
  frames: readonly Uint8Array[];
  /** The profile's photos, the primary one first (at most `maxProfilePhotos`). */
  profilePhotos: readonly ProfilePhoto[];
  /** The photo in the member's verified ID, when the ID carried one. */
  idPhoto?: Uint8Array;
};

/** A photo's faces and the best likeness among them to the selfie (a group photo may hold the member). */
export type PhotoScores = { faces: number; similarity: number | null; unreadable: UnreadableReason | null };

export type SelfieCheckResult = {
  outcome: Outcome;
  rules: RuleResult[];
  frames: FrameScores[];
  profilePhotos: PhotoScores[];
  idPhoto: PhotoScores | null;
  /**
   * The descriptors of each profile photo's faces the models read from its bytes in this check, in the photos' order,
   * for the caller to keep and give as a DescribedPhoto next time (a descriptor is biometric data); null for a photo
   * given as descriptors or not read.
   */
  photoDescriptors: (number[][] | null)[];
  backend: string;
};

type PhotoFaces = { descriptors: readonly (readonly number[])[]; unreadable: UnreadableReason | null };

function facesRead({ reading, refused }: ReadOutcome): PhotoFaces {
  if (reading.status === 'unreadable') return { descriptors: [], unreadable: refused ?? 'undecodable' };
  return { descriptors: reading.faces.map((face) => face.embedding), unreadable: null };
}

function photoScores({ descriptors, unreadable }: PhotoFaces, reference: FaceReading | null): PhotoScores {
  if (unreadable) return { faces: 0, similarity: null, unreadable };
  const likeness = reference ? descriptors.map((descriptor) => similarity(reference.embedding, descriptor)) : [];
  return {
    faces: descriptors.length,
    similarity: likeness.length > 0 ? Math.max(...likeness) : null,
    unreadable: null,
  };
}

function isDescribed(photo: ProfilePhoto): photo is DescribedPhoto {
  return !(photo instanceof Uint8Array);
}

function matchesPrimary(primary: PhotoScores, config: FaceCheckConfig): RuleResult {
  const rule = 'matches-primary-photo';
  const bars = config.sameFace;
  if (primary.unreadable) {
    return {
      rule,
      outcome: 'fail',
      score: null,
      bars,
      reason: `the primary photo could not be read (${primary.unreadable})`,
    };
  }
  if (primary.similarity === null)
    return { rule, outcome: 'fail', score: null, bars, reason: 'no face in the primary photo' };
  const outcome = judge(primary.similarity, bars);
  return {
    rule,
    outcome,
    score: primary.similarity,
    bars,
    reason: `likeness to the primary photo: ${primary.similarity}`,
  };
}

/**
 * The other photos may show family or scenery, so a photo without a face counts for nothing, and one whose faces are
 * all unlike the member goes to an admin rather than failing the member.
 */
function matchesOthers(others: readonly PhotoScores[], config: FaceCheckConfig): RuleResult {
  const rule = 'matches-other-photos';
  const bars = config.sameFace;
  const compared = others.map((photo, index) => ({ number: index + 2, score: photo.similarity }));
  const withFaces = compared.filter((photo): photo is { number: number; score: number } => photo.score !== null);
  if (withFaces.length === 0) {
    return { rule, outcome: 'skipped', score: null, bars, reason: 'no other photo with a face' };
  }
  const score = Math.min(...withFaces.map((photo) => photo.score));
  const unlike = withFaces.filter((photo) => photo.score < bars.borderline).map((photo) => photo.number);
  const outcome = judge(score, bars) === 'pass' ? 'pass' : 'borderline';
  const reason =
    unlike.length > 0
      ? `no face like the member's in photo ${unlike.join(', ')}`
      : `least alike photo with a face: ${score}`;
  return { rule, outcome, score, bars, reason };
}

function matchesId(id: PhotoScores | null, config: FaceCheckConfig): RuleResult | null {
  if (!id) return null;
  const rule = 'matches-id-photo';
  const bars = config.idPhotoFace;
  // An ID photo given but not read, or without a face, is not a match seen: an admin looks at the ID photo.
  if (id.unreadable)
    return {
      rule,
      outcome: 'borderline',
      score: null,
      bars,
      reason: `the ID photo could not be read (${id.unreadable})`,
    };
  if (id.similarity === null)
    return { rule, outcome: 'borderline', score: null, bars, reason: 'no face found in the ID photo' };
  // A printed, years-old ID photo unlike the selfie is a question for an admin, not proof of fraud.
  const outcome = judge(id.similarity, bars) === 'pass' ? 'pass' : 'borderline';
  return { rule, outcome, score: id.similarity, bars, reason: `likeness to the ID photo: ${id.similarity}` };
}

/**
 * The server's whole selfie check: the challenge's frames judged (one live face, the same person, turns and a
 * blink), then that face compared with the profile's photos and, when given, the ID's photo. One job on the pool,
 * so a check holds one queue place from start to end; the models read only the frames and the photos given as bytes
 * (a photo's descriptors kept from before cost no model time).
 */
export async function checkSelfie(
  engine: FaceEngine,
  config: FaceCheckConfig,
  input: SelfieCheckInput,
): Promise<SelfieCheckResult> {
  assertFrameCount(input.frames, config);
  if (input.profilePhotos.length === 0 || input.profilePhotos.length > config.maxProfilePhotos) {
    throw new InvalidFaceCheckInput(
      `A selfie is compared with 1 to ${config.maxProfilePhotos} profile photos, not ${input.profilePhotos.length}`,
    );
  }
  const photoBytes = input.profilePhotos.filter((photo): photo is Uint8Array => !isDescribed(photo));
  const images: ReadImage[] = [
    ...frameKinds(input.frames.length).map((kind, index) => ({ bytes: input.frames[index], kind })),
    ...photoBytes.map((bytes) => ({ bytes, kind: 'photo' as const })),
    ...(input.idPhoto ? [{ bytes: input.idPhoto, kind: 'photo' as const }] : []),
  ];
  const { backend, results } = await readImages(engine, images);
  const frameCount = input.frames.length;
  const judged = judgeFrames(
    results.slice(0, frameCount).map((result) => result.reading),
    config,
  );
  const photosRead = results.slice(frameCount, frameCount + photoBytes.length);
  let nextRead = 0;
  const photoDescriptors: SelfieCheckResult['photoDescriptors'] = [];
  const photoFaces = input.profilePhotos.map((photo): PhotoFaces => {
    if (isDescribed(photo)) {
      photoDescriptors.push(null);
      return { descriptors: photo.descriptors, unreadable: null };
    }
    const faces = facesRead(photosRead[nextRead]);
    nextRead += 1;
    photoDescriptors.push(faces.unreadable ? null : faces.descriptors.map((descriptor) => [...descriptor]));
    return faces;
  });
  const [primary, ...others] = photoFaces.map((faces) => photoScores(faces, judged.reference));
  const id = input.idPhoto ? results[results.length - 1] : null;
  const idPhoto = id ? photoScores(facesRead(id), judged.reference) : null;

  const rules = [...judged.rules];
  if (judged.reference) {
    rules.push(matchesPrimary(primary, config), matchesOthers(others, config));
    const idRule = matchesId(idPhoto, config);
    if (idRule) rules.push(idRule);
  }
  const profilePhotos = [primary, ...others];
  return {
    outcome: overallOutcome(rules),
    rules,
    frames: judged.frames,
    profilePhotos,
    idPhoto,
    photoDescriptors,
    backend,
  };
}
