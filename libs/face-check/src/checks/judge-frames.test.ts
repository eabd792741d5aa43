import { faceCheckConfig } from '../config/face-check-config';
import { descriptor, face, goodFrames, read } from '../testing/readings';
import { judgeFrames } from './judge-frames';
import { overallOutcome } from './outcome';

const config = faceCheckConfig();

function judged(readings: ReturnType<typeof goodFrames>) {
  const { rules } = judgeFrames(readings, config);
  return { outcome: overallOutcome(rules), rule: (name: string) => rules.find((rule) => rule.rule === name) };
}

describe('judging the selfie challenge frames', () => {
  it('passes a challenge done well', () => {
    const result = judgeFrames(goodFrames(), config);
    expect(overallOutcome(result.rules)).toBe('pass');
    expect(result.rules.map((rule) => [rule.rule, rule.outcome])).toEqual([
      ['one-face-per-frame', 'pass'],
      ['same-person-across-frames', 'pass'],
      ['frames-moved', 'pass'],
      ['head-turned', 'pass'],
      ['blink', 'pass'],
      ['antispoof', 'pass'],
      ['liveness', 'pass'],
    ]);
    expect(result.reference?.yaw).toBe(0);
  });

  it('names each frame without exactly one face, and judges nothing else', () => {
    const frames = [read(face()), read(), read(face(), face()), { status: 'unreadable' as const }];
    const { rules } = judgeFrames(frames, config);
    expect(rules).toEqual([
      expect.objectContaining({
        rule: 'one-face-per-frame',
        outcome: 'fail',
        reason: 'no face in frame 2; more than one face in frame 3 (2); frame 4 could not be read',
      }),
    ]);
  });

  it('fails the same still picture in every frame as not moved, before its turns and blink', () => {
    const still = goodFrames().map(() => read(face({ yaw: 0.31, pitch: 0.05, eyeOpenness: 0.36 })));
    const { rules } = judgeFrames(still, config);
    expect(rules.map((rule) => [rule.rule, rule.outcome])).toEqual([
      ['one-face-per-frame', 'pass'],
      ['same-person-across-frames', 'pass'],
      ['frames-moved', 'fail'],
      ['head-turned', 'fail'],
      ['blink', 'fail'],
      ['antispoof', 'pass'],
      ['liveness', 'pass'],
    ]);
    expect(rules[2]).toMatchObject({ score: 0, reason: 'spread over the frames: yaw 0, pitch 0, eye openness 0' });
    // A photo before a camera: its readings wobble a little, a head that barely moved goes to an admin.
    const wobbling = still.map((_, index) => read(face({ yaw: 0.31 + index * 0.005, eyeOpenness: 0.36 })));
    expect(judged(wobbling).rule('frames-moved')).toMatchObject({ outcome: 'fail', score: 0.015 });
    const barely = still.map((_, index) => read(face({ pitch: index * 0.01 })));
    expect(judged(barely).rule('frames-moved')).toMatchObject({ outcome: 'borderline', score: 0.03 });
  });

  it('fails a head turned only one way', () => {
    const frames = goodFrames();
    frames[2] = read(face({ yaw: 0.05 }));
    expect(judged(frames).rule('head-turned')).toMatchObject({ outcome: 'fail', score: 0.05 });
  });

  it('sends a small turn to an admin', () => {
    const frames = goodFrames();
    frames[1] = read(face({ yaw: -0.2 }));
    expect(judged(frames)).toMatchObject({ outcome: 'borderline' });
    expect(judged(frames).rule('head-turned')).toMatchObject({ outcome: 'borderline', score: 0.2 });
  });

  it('fails when the eyes never closed, and when they never opened', () => {
    const noBlink = goodFrames();
    noBlink[3] = read(face({ eyeOpenness: 0.36 }));
    expect(judged(noBlink).rule('blink')?.outcome).toBe('fail');
    const neverOpen = goodFrames().map(() => read(face({ eyeOpenness: 0.1, yaw: 0 })));
    expect(judged(neverOpen).rule('blink')).toMatchObject({
      outcome: 'fail',
      reason: expect.stringContaining('never open'),
    });
  });

  it('sends a half-closed blink, and frames whose eyes or liveness were not measured, to an admin', () => {
    const halfClosed = goodFrames();
    halfClosed[3] = read(face({ eyeOpenness: 0.24 }));
    expect(judged(halfClosed).rule('blink')).toMatchObject({ outcome: 'borderline', score: 0.24 });
    const unmeasured = goodFrames();
    unmeasured[3] = read(face({ eyeOpenness: null, live: null }));
    expect(judged(unmeasured).rule('blink')?.outcome).toBe('borderline');
    expect(judged(unmeasured).rule('liveness')?.outcome).toBe('borderline');
    expect(judged(unmeasured).outcome).toBe('borderline');
  });

  it('judges the blink on the first and last frames only, whose eyes the models read', () => {
    // The turns between are read without iris: their eyes, closed or not measured, decide nothing.
    const closedInATurn = goodFrames();
    closedInATurn[2] = read(face({ yaw: 0.4, eyeOpenness: 0.1 }));
    closedInATurn[3] = read(face({ eyeOpenness: 0.36 }));
    expect(judged(closedInATurn).rule('blink')).toMatchObject({ outcome: 'fail', score: 0.36 });
    const turnsUnmeasured = goodFrames().map((frame, index) =>
      index === 1 || index === 2 ? read(face({ yaw: index === 1 ? -0.4 : 0.4, eyeOpenness: null })) : frame,
    );
    expect(judged(turnsUnmeasured).rule('blink')).toMatchObject({ outcome: 'pass', score: 0.1 });
    expect(judged(turnsUnmeasured).rule('frames-moved')?.reason).toContain('eye openness 0.28');
    const openInATurnOnly = goodFrames();
    openInATurnOnly[0] = read(face({ eyeOpenness: 0.25 }));
    openInATurnOnly[1] = read(face({ yaw: -0.4, eyeOpenness: 0.4 }));
    expect(judged(openInATurnOnly).rule('blink')).toMatchObject({
      outcome: 'fail',
      reason: expect.stringContaining('never open'),
    });
  });

  it('fails a different face in one frame and sends a doubtful likeness to an admin', () => {
    const swapped = goodFrames();
    swapped[1] = read(face({ yaw: -0.4, embedding: descriptor(12) }));
    expect(judged(swapped).rule('same-person-across-frames')).toMatchObject({ outcome: 'fail', score: 0.33 });
    const doubtful = goodFrames();
    doubtful[1] = read(face({ yaw: -0.4, embedding: descriptor(9) }));
    expect(judged(doubtful).rule('same-person-across-frames')).toMatchObject({ outcome: 'borderline', score: 0.58 });
  });

  it('judges the lowest antispoof and liveness scores of the frames', () => {
    const frames = goodFrames();
    frames[2] = read(face({ yaw: 0.4, real: 0.1, live: 0.4 }));
    const { rule, outcome } = judged(frames);
    expect(rule('antispoof')).toMatchObject({ outcome: 'fail', score: 0.1 });
    expect(rule('liveness')).toMatchObject({ outcome: 'borderline', score: 0.4 });
    expect(outcome).toBe('fail');
  });
});
