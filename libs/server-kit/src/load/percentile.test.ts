import { percentile } from './percentile';

describe('percentile', () => {
  it('gives the nearest rank: of 1 to 100, p50 is 50, p95 95 and p99 99, whatever the order', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([50, 95, 99, 100].map((p) => percentile(values, p))).toEqual([50, 95, 99, 100]);
  });

  it('is always one of the values: of ten, p99 is the largest and p0 the smallest', () => {
    const values = [7, 3, 9, 1, 5, 2, 8, 4, 6, 10];
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 50)).toBe(5);
  });

  it('leaves the values as they were, and is 0 when there are none', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
    expect(percentile([], 95)).toBe(0);
  });
});
