/**
 * The nearest-rank percentile (p from 0 to 100) of values in any order: the smallest value that at least p% of them
 * are at or below, so a p99 is always a time some request took. 0 when there are no values, as a bench's empty window
 * prints.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
