import type { PhotoScreeningBars } from '../../../config/photo-screening-config';
import type { PhotoScreeningScoresRow } from '../../../db/schema';
import { judgePhoto } from './judge-photo';

const bars: PhotoScreeningBars = {
  explicitRefuse: 0.85,
  explicitHold: 0.3,
  suggestiveHold: 0.6,
  faceMinScore: 0.5,
  duplicateMaxDistance: 6,
};

const neutral = { porn: 0.01, sexy: 0.01, hentai: 0.01, neutral: 0.95, drawing: 0.02 };

function scores(overrides: Partial<PhotoScreeningScoresRow> = {}): PhotoScreeningScoresRow {
  return { nudity: neutral, faces: { count: 1, bestScore: 0.9 }, duplicateDistance: null, ...overrides };
}

describe('judging a photo from its checks', () => {
  it('passes a neutral photo with a face and no copy', () => {
    expect(judgePhoto(scores(), null, bars)).toEqual({ screening: 'passed', reason: null });
  });

  it('refuses explicit content at the refuse bar (porn and hentai together) and holds it from the hold bar', () => {
    const at = (porn: number, hentai: number) =>
      judgePhoto(scores({ nudity: { ...neutral, porn, hentai, neutral: 0 } }), null, bars);
    expect(at(0.5, 0.35)).toEqual({ screening: 'refused', reason: 'nudity' });
    expect(at(0.5, 0.34)).toEqual({ screening: 'held', reason: 'nudity-unclear' });
    expect(at(0.2, 0.1)).toEqual({ screening: 'held', reason: 'nudity-unclear' });
    expect(at(0.2, 0.09)).toEqual({ screening: 'passed', reason: null });
  });

  it('holds a suggestive photo from the suggestive bar', () => {
    const at = (sexy: number) => judgePhoto(scores({ nudity: { ...neutral, sexy } }), null, bars);
    expect(at(0.6)).toEqual({ screening: 'held', reason: 'nudity-unclear' });
    expect(at(0.59)).toEqual({ screening: 'passed', reason: null });
  });

  it('holds a primary photo without a face the detector is sure of; other photos need none', () => {
    expect(judgePhoto(scores({ faces: { count: 0, bestScore: 0 } }), null, bars)).toEqual({
      screening: 'held',
      reason: 'no-face',
    });
    expect(judgePhoto(scores({ faces: { count: 1, bestScore: 0.49 } }), null, bars).reason).toBe('no-face');
    expect(judgePhoto(scores({ faces: { count: 1, bestScore: 0.5 } }), null, bars).screening).toBe('passed');
    expect(judgePhoto(scores({ faces: null }), null, bars).screening).toBe('passed');
  });

  it('holds a copy of another member’s photo and refuses a copy of a suspended member’s', () => {
    expect(judgePhoto(scores(), { photoId: 1, distance: 2, isSuspended: false }, bars)).toEqual({
      screening: 'held',
      reason: 'duplicate',
    });
    expect(judgePhoto(scores(), { photoId: 1, distance: 2, isSuspended: true }, bars)).toEqual({
      screening: 'refused',
      reason: 'duplicate-suspended',
    });
  });

  it('lets the worst finding decide: explicit content is refused even when it is also a copy', () => {
    const explicit = scores({ nudity: { ...neutral, porn: 0.95, neutral: 0 }, faces: { count: 0, bestScore: 0 } });
    expect(judgePhoto(explicit, { photoId: 1, distance: 0, isSuspended: false }, bars).reason).toBe('nudity');
    const copyWithoutFace = scores({ faces: { count: 0, bestScore: 0 } });
    expect(judgePhoto(copyWithoutFace, { photoId: 1, distance: 0, isSuspended: false }, bars).reason).toBe('duplicate');
  });

  it('never calls a photo checked for nudity when the model did not run: it is judged on the other checks', () => {
    expect(judgePhoto(scores({ nudity: null }), null, bars)).toEqual({ screening: 'passed', reason: null });
  });
});
