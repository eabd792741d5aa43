import type { FaceCheckConfig } from '../config/face-check-config';
import type { FaceReading, ImageReading } from '../engine/face-reading';
import { isEyeFrame } from './eye-frames';
import { judge, rounded, type RuleResult } from './outcome';
import { similarity } from './similarity';

/** What each frame showed, for the admin. */
export type FrameScores = {
  faces: number;
  yaw: number | null;
  eyeOpenness: number | null;
  real: number | null;
  live: number | null;
  /** Against the reference frame (the one facing the camera most squarely). */
  similarity: number | null;
};

export type JudgedFrames = {
  rules: RuleResult[];
  frames: FrameScores[];
  /** The face of the frame facing the camera most squarely: what the photos are compared with. */
  reference: FaceReading | null;
};

function frameScores(reading: ImageReading): FrameScores {
  const face = reading.status === 'read' && reading.faces.length === 1 ? reading.faces[0] : null;
  return {
    faces: reading.status === 'read' ? reading.faces.length : 0,
    yaw: face?.yaw ?? null,
    eyeOpenness: face?.eyeOpenness ?? null,
    real: face?.real ?? null,
    live: face?.live ?? null,
    similarity: null,
  };
}

function oneFacePerFrame(readings: readonly ImageReading[]): RuleResult {
  const problems = readings.flatMap((reading, index) => {
    const frame = `frame ${index + 1}`;
    if (reading.status === 'unreadable') return [`${frame} could not be read`];
    if (reading.faces.length === 0) return [`no face in ${frame}`];
    if (reading.faces.length > 1) return [`more than one face in ${frame} (${reading.faces.length})`];
    return [];
  });
  return {
    rule: 'one-face-per-frame',
    outcome: problems.length === 0 ? 'pass' : 'fail',
    score: null,
    bars: null,
    reason: problems.length === 0 ? 'exactly one face in every frame' : problems.join('; '),
  };
}

function lowest(faces: readonly FaceReading[], score: (face: FaceReading) => number | null): number | null {
  const values = faces.map(score);
  return values.every((value): value is number => value !== null) ? Math.min(...values) : null;
}

function modelScore(
  rule: 'antispoof' | 'liveness',
  value: number | null,
  bars: FaceCheckConfig['real'],
  what: string,
): RuleResult {
  if (value === null)
    return { rule, outcome: 'borderline', score: null, bars, reason: `no ${what} score for every frame` };
  const outcome = judge(value, bars);
  return { rule, outcome, score: value, bars, reason: `lowest ${what} score over the frames: ${value}` };
}

function spread(values: readonly (number | null)[]): number {
  const measured = values.filter((value): value is number => value !== null);
  return measured.length > 1 ? Math.max(...measured) - Math.min(...measured) : 0;
}

/** The faces of the frames whose eyes are judged (isEyeFrame): the first and the last. */
function eyeFrames(faces: readonly FaceReading[]): FaceReading[] {
  return faces.filter((_, index) => isEyeFrame(index, faces.length));
}

/**
 * Whether the frames are pictures of a face that moved: a still picture (one photo sent as every frame, a photo held
 * before the camera) is refused here, before its turns and blink are judged, so the member is told why.
 */
function framesMoved(faces: readonly FaceReading[], config: FaceCheckConfig): RuleResult {
  const yaw = rounded(spread(faces.map((face) => face.yaw)));
  const pitch = rounded(spread(faces.map((face) => face.pitch)));
  const eyes = rounded(spread(eyeFrames(faces).map((face) => face.eyeOpenness)));
  const score = Math.max(yaw, pitch, eyes);
  return {
    rule: 'frames-moved',
    outcome: judge(score, config.minMovement),
    score,
    bars: config.minMovement,
    reason: `spread over the frames: yaw ${yaw}, pitch ${pitch}, eye openness ${eyes}`,
  };
}

function headTurned(faces: readonly FaceReading[], config: FaceCheckConfig): RuleResult {
  const yaws = faces.map((face) => face.yaw ?? 0);
  const towardsLeft = Math.max(0, -Math.min(...yaws));
  const towardsRight = Math.max(0, Math.max(...yaws));
  // The smaller of the two turns: a member who turned only one way has not done the challenge.
  const score = rounded(Math.min(towardsLeft, towardsRight));
  const outcome = judge(score, config.minYaw);
  return {
    rule: 'head-turned',
    outcome,
    score,
    bars: config.minYaw,
    reason: `turned ${rounded(towardsLeft)} rad one way and ${rounded(towardsRight)} rad the other`,
  };
}

function blink(faces: readonly FaceReading[], config: FaceCheckConfig): RuleResult {
  const judged = eyeFrames(faces);
  const openness = judged.map((face) => face.eyeOpenness).filter((value): value is number => value !== null);
  if (openness.length < judged.length) {
    // A blink not measured is not a blink seen: an admin looks rather than the check passing without one.
    return {
      rule: 'blink',
      outcome: 'borderline',
      score: null,
      bars: config.closedEyes,
      reason: 'the eyes were not measured in the first and last frames',
    };
  }
  const closed = Math.min(...openness);
  const open = Math.max(...openness);
  const bars = config.closedEyes;
  const reason = `most closed ${closed}, most open ${open}`;
  if (open < config.openEyes) {
    return { rule: 'blink', outcome: 'fail', score: closed, bars, reason: `${reason}: eyes never open` };
  }
  const outcome = closed <= bars.pass ? 'pass' : closed <= bars.borderline ? 'borderline' : 'fail';
  return { rule: 'blink', outcome, score: closed, bars, reason };
}

/**
 * The selfie challenge's rules over frames already read: one face in each, the same person throughout, a face that
 * moved (not one still picture), the head turned both ways, a blink, and the antispoof and liveness models' lowest
 * scores. Only the frames count: whatever the page says it saw is never asked.
 */
export function judgeFrames(readings: readonly ImageReading[], config: FaceCheckConfig): JudgedFrames {
  const frames = readings.map(frameScores);
  const oneFace = oneFacePerFrame(readings);
  if (oneFace.outcome !== 'pass') return { rules: [oneFace], frames, reference: null };

  const faces = readings.map((reading) => (reading.status === 'read' ? reading.faces[0] : null)) as FaceReading[];
  const reference = faces.reduce((best, face) => (Math.abs(face.yaw ?? 0) < Math.abs(best.yaw ?? 0) ? face : best));
  faces.forEach((face, index) => {
    frames[index].similarity = similarity(reference.embedding, face.embedding);
  });
  const leastAlike = Math.min(...frames.map((frame) => frame.similarity ?? 0));
  const samePerson: RuleResult = {
    rule: 'same-person-across-frames',
    outcome: judge(leastAlike, config.sameFace),
    score: leastAlike,
    bars: config.sameFace,
    reason: `least alike frame: ${leastAlike}`,
  };
  return {
    rules: [
      oneFace,
      samePerson,
      framesMoved(faces, config),
      headTurned(faces, config),
      blink(faces, config),
      modelScore(
        'antispoof',
        lowest(faces, (face) => face.real),
        config.real,
        'antispoof (real face)',
      ),
      modelScore(
        'liveness',
        lowest(faces, (face) => face.live),
        config.live,
        'liveness',
      ),
    ],
    frames,
    reference,
  };
}
