/**
 * Photo screening, all checks (perceptual hash and duplicate search, nsfwjs, the face detector), as the API's job
 * runs it, through the API's command line on a throwaway PostgreSQL: the first photo (the models load), then 40 photos
 * one at a time and 40 ten at a time (PHOTOS=N). Prints p50 and p95 of each. Goal: p95 ≤ 1.5 s. Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/photo-screening.ts   (~2 minutes)
 */
import { apiCommands } from '@matri/contracts';
import { percentile, startThrowawayCluster } from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { runBench } from './run-bench';

const PHOTOS = Number(process.env.PHOTOS ?? 40);

runBench(async () => {
  const cluster = await startThrowawayCluster();
  try {
    for (const atOnce of [1, 10]) {
      const { firstMs, screenMs, outcomes } = await callApiCommand(
        apiCommands.benchPhotoScreening,
        { photos: PHOTOS, atOnce },
        cluster.url,
      );
      const sorted = [...screenMs].sort((a, b) => a - b);
      const ms = (n: number) => `${Math.round(n)} ms`;
      console.log(
        `${atOnce} at a time: first photo ${ms(firstMs)} (models load), then ${sorted.length} photos p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? 0)}; outcomes ${JSON.stringify(outcomes)}`,
      );
    }
  } finally {
    await cluster.stop();
  }
});
