import { isStepDone } from './challenge-steps';

const face = (yaw: number, isBlinking = false) => ({ faces: 1 as const, yaw, isBlinking });

describe('isStepDone', () => {
  it('takes the first frame with one face and open eyes, and nothing without exactly one face', () => {
    expect(isStepDone('look', face(0.3), null)).toBe(true);
    expect(isStepDone('look', face(0, true), null)).toBe(false);
    expect(isStepDone('look', { faces: 0 }, null)).toBe(false);
    expect(isStepDone('look', { faces: 2 }, null)).toBe(false);
  });

  it('asks for a turn the server counts, then one the other way, whichever way the picture is mirrored', () => {
    expect(isStepDone('left', face(0.2), null)).toBe(false);
    expect(isStepDone('left', face(-0.3), null)).toBe(true);
    expect(isStepDone('right', face(-0.4), -0.3)).toBe(false);
    expect(isStepDone('right', face(0.3), -0.3)).toBe(true);
    expect(isStepDone('right', face(0.3), null)).toBe(false);
  });

  it('sees a blink only when human does', () => {
    expect(isStepDone('blink', face(0), null)).toBe(false);
    expect(isStepDone('blink', face(0, true), null)).toBe(true);
  });
});
