/**
 * The photo duplicate search at scale: loads 1,000,000 random perceptual hashes (PHOTOS=N) into a throwaway PostgreSQL
 * through the API's command line, then times 2,000 searches (SEARCHES=N) of the API's own near-duplicate search, half
 * of them for a stored photo moved by 1 to 6 bits (each must be found). Prints p50, p95, p99 and what was found. Goal:
 * p95 ≤ 50 ms. Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/photo-duplicates.ts   (~2 minutes)
 */
import { apiCommands } from '@matri/contracts';
import { percentile, startThrowawayCluster } from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { runBench } from './run-bench';

const PHOTOS = Number(process.env.PHOTOS ?? 1_000_000);
const SEARCHES = Number(process.env.SEARCHES ?? 2000);

runBench(async () => {
  const cluster = await startThrowawayCluster();
  try {
    const { loadSeconds, searchMs, planted, found } = await callApiCommand(
      apiCommands.benchPhotoHashes,
      { photos: PHOTOS, searches: SEARCHES },
      cluster.url,
    );
    const sorted = [...searchMs].sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    console.log(`${PHOTOS.toLocaleString('en-IN')} photo hashes loaded in ${loadSeconds.toFixed(1)} s`);
    console.log(
      `duplicate search, ${sorted.length} searches: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)}`,
    );
    console.log(`near copies found: ${found} of ${planted}${found === planted ? '' : '  (MISSED SOME)'}`);
    if (percentile(sorted, 95) > 50) console.log('p95 above the 50 ms goal');
  } finally {
    await cluster.stop();
  }
});
