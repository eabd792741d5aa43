import { sql } from 'drizzle-orm';
import type { apiCommands } from '@matri/contracts';
import type { z } from 'zod';
import { openDatabase } from '../db/database';
import { findDuplicatePhoto } from '../modules/photos';
import { databaseUrlOf } from './command-line';

type Input = z.output<typeof apiCommands.benchPhotoHashes.input>;

const OWNERS = 1000;

/** A random signed 64-bit hash. */
function randomHash(): bigint {
  const high = BigInt(Math.floor(Math.random() * 2 ** 32));
  const low = BigInt(Math.floor(Math.random() * 2 ** 32));
  return BigInt.asIntN(64, (high << 32n) | low);
}

/** The hash with `bits` distinct random bits flipped. */
function nearby(hash: bigint, bits: number): bigint {
  const chosen = new Set<number>();
  while (chosen.size < bits) chosen.add(Math.floor(Math.random() * 64));
  let flipped = hash;
  for (const bit of chosen) flipped ^= 1n << BigInt(bit);
  return BigInt.asIntN(64, flipped);
}

/**
 * Loads random hashes and their bands (PostgreSQL draws them: a million rows never cross the wire), vacuums, then
 * times the API's duplicate search: half of the searches for a stored hash moved by up to 6 bits, half for random ones.
 */
export async function benchPhotoHashes(input: Input) {
  const database = await openDatabase({ databaseUrl: databaseUrlOf(process.env) });
  const { db } = database;
  try {
    const started = performance.now();
    await db.execute(sql`insert into users (email, mobile)
      select 'hash.' || n || '@example.in', '+9186' || lpad(n::text, 8, '0') from generate_series(1, ${OWNERS}) n
      on conflict do nothing`);
    await db.execute(sql`insert into photos (user_id, file_name, width, height, bytes, screening, screened_at, phash)
      select u.id, md5(random()::text || n) || '.webp', 512, 512, 20000, 'passed', now(),
        ((random() * 4294967295)::bigint << 32) # (random() * 4294967295)::bigint
      from generate_series(1, ${input.photos}) n
      join (select id, row_number() over () - 1 as k from users where email like 'hash.%@example.in') u
        on u.k = n % ${OWNERS}`);
    await db.execute(sql`insert into photo_hash_bands (band, value, phash, photo_id)
      select b, ((phash >> (48 - 16 * b)) & 65535)::int, phash, id from photos, generate_series(0, 3) b
      where phash is not null`);
    // As autovacuum leaves a table that has settled: its visibility map lets the search read the index alone.
    await db.execute(sql`vacuum analyze photos`);
    await db.execute(sql`vacuum analyze photo_hash_bands`);
    const loadSeconds = (performance.now() - started) / 1000;
    const stored = (await db.execute(
      sql`select phash::text as hash from photos where phash is not null order by random() limit ${Math.ceil(input.searches / 2)}`,
    )) as unknown as { rows: { hash: string }[] };
    const plantedHashes = stored.rows.map((row) => nearby(BigInt(row.hash), 1 + Math.floor(Math.random() * 6)));
    const searchMs: number[] = [];
    let found = 0;
    for (let i = 0; i < input.searches; i += 1) {
      const isPlanted = i % 2 === 0 && plantedHashes.length > i / 2;
      const hash = isPlanted ? plantedHashes[i / 2] : randomHash();
      const t0 = performance.now();
      // Owner 0 owns nothing: every photo is another member's.
      const duplicate = await findDuplicatePhoto(db, { hash, mirrored: randomHash() }, 0, 6);
      searchMs.push(performance.now() - t0);
      if (isPlanted && duplicate) found += 1;
    }
    return { loadSeconds, searchMs, planted: plantedHashes.length, found };
  } finally {
    await database.close();
  }
}
