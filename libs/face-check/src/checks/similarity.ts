/**
 * How alike two face descriptors are, 0 to 1: human's `match.similarity` with its default options (euclidean distance
 * times 25, its root mapped from 0.2-0.8 to 0-1 and clamped, rounded to hundredths), written out here so the API's
 * thread compares descriptors without loading tfjs. face-check.models.test.ts holds it equal to human's own.
 */
export function similarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) {
    const diff = a[i] - b[i];
    sum += diff * diff;
  }
  const distance = Math.round(100 * 25 * sum) / 100;
  if (distance === 0) return 1;
  const normalised = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2);
  return Math.round(100 * Math.max(Math.min(normalised, 1), 0)) / 100;
}
