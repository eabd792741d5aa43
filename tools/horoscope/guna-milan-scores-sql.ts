/**
 * Prints the SQL that fills guna_milan_scores from gunaMilan of libs/horoscope, for a migration to check in when the
 * rules change (apps/api/src/db/horoscope-tables.test.ts fails until the table agrees):
 *   npx tsx --tsconfig tools/horoscope/tsconfig.json tools/horoscope/guna-milan-scores-sql.ts > apps/api/drizzle/NNNN_name.sql
 * One row of totals per bride star, unnested by groom star, keeps the file to 108 lines instead of 11,664.
 */
import { gunaMilan } from '@matri/horoscope';
import { STAR_KEYS } from '@matri/contracts';

const keys = Array.from({ length: STAR_KEYS }, (_, key) => key);
const rows = keys.map(
  (bride) => `  (${bride}, '{${keys.map((groom) => gunaMilan(bride, groom).total).join(',')}}'::real[])`,
);
process.stdout.write(
  [
    'DELETE FROM "guna_milan_scores";',
    '--> statement-breakpoint',
    'INSERT INTO "guna_milan_scores" ("bride_star_key", "groom_star_key", "total")',
    'SELECT "bride"."star_key", "groom"."position" - 1, "groom"."total"',
    'FROM (VALUES',
    rows.join(',\n'),
    ') AS "bride"("star_key", "totals"),',
    'unnest("bride"."totals") WITH ORDINALITY AS "groom"("total", "position");',
    '',
  ].join('\n'),
);
