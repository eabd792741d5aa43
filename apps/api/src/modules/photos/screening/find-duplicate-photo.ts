import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { DuplicateFinding } from './judge-photo';

/** The index finds every photo within this many bits of a hash; PHOTO_DUPLICATE_MAX_DISTANCE may not go above it. */
export const DUPLICATE_SEARCH_RADIUS = 7;

/** A 16-bit band and every value one bit away from it: 17 values. */
function bandProbes(band: number): number[] {
  return [band, ...Array.from({ length: 16 }, (_bit, bit) => band ^ (1 << bit))];
}

/** The four 16-bit bands of a hash, as photo_hash_bands holds them (band 0 the highest bits). */
export function hashBands(hash: bigint): [number, number, number, number] {
  const unsigned = BigInt.asUintN(64, hash);
  return [48n, 32n, 16n, 0n].map((shift) => Number((unsigned >> shift) & 0xffffn)) as [number, number, number, number];
}

/**
 * The closest photo of another member (not erased) within `maxDistance` bits of the picture's hash or of its mirror
 * image's, a suspended member's first.
 *
 * Why bands probed at one bit, in a table of bands (multi-index hashing): two hashes at most 7 bits apart differ in at
 * most one bit in at least one of their four 16-bit bands (four bands with two or more would make 8), so each band is
 * looked up at its own value and its 16 one-bit neighbours: 4 × 17 probes per hash, 8 × 17 with the mirror's, each
 * finding about n / 65,536 photos (15 at a million) whose whole hash sits beside the band in the same primary key, so
 * bit_count checks the distance without reading a row (index-only scans, one per band, joined by UNION ALL: an OR of
 * them would be a bitmap scan, which reads the table). Exact bands alone would only promise 3 bits, short of a crop of
 * a few percent; a BK-tree in the database would need a tree walk per query in PL/pgSQL; a scan of every hash grows
 * with the table. Plain btrees also stay correct under any number of concurrent uploads.
 */
export async function findDuplicatePhoto(
  db: Database,
  picture: { hash: bigint; mirrored: bigint },
  ownerId: number,
  maxDistance: number,
): Promise<DuplicateFinding> {
  const limit = Math.min(maxDistance, DUPLICATE_SEARCH_RADIUS);
  const hash = picture.hash.toString();
  const mirrored = picture.mirrored.toString();
  const distance = sql`least(bit_count((b.phash # ${hash}::bigint)::bit(64)), bit_count((b.phash # ${mirrored}::bigint)::bit(64)))`;
  const probes = [...hashBands(picture.hash), ...hashBands(picture.mirrored)].map(
    (value, i) =>
      sql`select b.photo_id, ${distance} as distance from photo_hash_bands b
        where b.band = ${i % 4} and b.value = any(${`{${bandProbes(value).join(',')}}`}::int[]) and ${distance} <= ${limit}`,
  );
  const result = await db.execute(sql`
    select p.id as "photoId", min(near.distance)::int as distance, u.status = 'suspended' as "isSuspended"
    from (${sql.join(probes, sql` union all `)}) near
    join photos p on p.id = near.photo_id
    join users u on u.id = p.user_id
    where p.user_id <> ${ownerId} and u.status <> 'deleted'
    group by p.id, u.status
    order by "isSuspended" desc, distance, p.id
    limit 1`);
  const [row] = (result as unknown as { rows: { photoId: number; distance: number; isSuspended: boolean }[] }).rows;
  return row ?? null;
}
