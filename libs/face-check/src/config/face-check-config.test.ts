import { availableParallelism } from 'node:os';
import { faceCheckConfig } from './face-check-config';
import { sameFace } from '../checks/same-face';
import { descriptor } from '../testing/readings';

describe('the face check configuration', () => {
  it('has a default for every value, a worker a core among them', () => {
    const config = faceCheckConfig();
    expect(config).toMatchObject({
      workers: availableParallelism(),
      workerNice: 10,
      maxQueue: 4,
      maxBackgroundQueue: 64,
      backend: 'wasm',
      sameFace: { pass: 0.7, borderline: 0.55 },
    });
  });

  it('takes the thresholds it is given, and sameFace judges by them', () => {
    const config = faceCheckConfig({ sameFace: { pass: 0.8, borderline: 0.7 }, workers: 2 });
    expect(config.workers).toBe(2);
    expect(sameFace(descriptor(0), descriptor(7), config.sameFace)).toEqual({
      similarity: 0.75,
      outcome: 'borderline',
    });
    expect(sameFace(descriptor(0), descriptor(7), faceCheckConfig().sameFace).outcome).toBe('pass');
  });

  it('refuses bars in the wrong order and values out of range, naming the field', () => {
    expect(() => faceCheckConfig({ sameFace: { pass: 0.5, borderline: 0.6 } })).toThrow(
      'borderline must not be above pass',
    );
    expect(() => faceCheckConfig({ workers: 0 })).toThrow(/workers/);
    expect(() => faceCheckConfig({ workerNice: 20 })).toThrow(/workerNice/);
  });
});
