import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { photos, users } from '../../../db/schema';
import type { DuplicateFinding } from './judge-photo';

/** The index finds every photo within this many bits of a hash; PHOTO_DUPLICATE_MAX_DISTANCE may not go above it. */
export const DUPLICATE_SEARCH_RADIUS = 7;

/** A 16-bit band and every value one bit away from it: 17 values. */
function bandProbes(band: number): number[] {
  return [band, ...Array.from({ length: 16 }, (_bit, bit) => band ^ (1 << bit))];
}

/** The four 16-bit bands of a hash, as the generated columns phash_band0..3 hold them (band 0 the highest bits). */
export function hashBands(hash: bigint): [number, number, number, number] {
  const unsigned = BigInt.asUintN(64, hash);
  return [48n, 32n, 16n, 0n].map((shift) => Number((unsigned >> shift) & 0xffffn)) as [number, number, number, number];
}

function probesOf(hash: bigint) {
  return hashBands(hash).map((band) => `{${bandProbes(band).join(',')}}`);
}

/**
 * The closest photo of another member (not erased) within `maxDistance` bits of the picture's hash or of its mirror
 * image's, a suspended member's first.
 *
 * Why bands probed at one bit, over a btree index per band (multi-index hashing): two hashes at most 7 bits apart
 * differ in at most one bit in at least one of their four 16-bit bands (four bands with two or more would make 8),
 * so each band is looked up at its own value and its 16 one-bit neighbours: 4 × 17 index probes per hash, 8 × 17 with
 * the mirror's, each finding about n / 65,536 photos (15 at a million) before bit_count checks the whole distance.
 * Exact bands alone would only promise 3 bits, short of a crop of a few percent; a BK-tree in the database would need
 * a tree walk per query in PL/pgSQL; a scan of every hash grows with the table. Plain btrees also stay correct under
 * any number of concurrent uploads.
 */
export async function findDuplicatePhoto(
  db: Database,
  picture: { hash: bigint; mirrored: bigint },
  ownerId: number,
  maxDistance: number,
): Promise<DuplicateFinding> {
  const limit = Math.min(maxDistance, DUPLICATE_SEARCH_RADIUS);
  const [h0, h1, h2, h3] = probesOf(picture.hash);
  const [m0, m1, m2, m3] = probesOf(picture.mirrored);
  const hash = picture.hash.toString();
  const mirrored = picture.mirrored.toString();
  const distance = sql<number>`least(bit_count((${photos.phash} # ${hash}::bigint)::bit(64)),
    bit_count((${photos.phash} # ${mirrored}::bigint)::bit(64)))::int`;
  const isSuspended = sql<boolean>`${users.status} = 'suspended'`;
  const [row] = await db
    .select({ photoId: photos.id, distance, isSuspended })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(
      and(
        or(
          sql`${photos.phashBand0} = any(${h0}::int[])`,
          sql`${photos.phashBand1} = any(${h1}::int[])`,
          sql`${photos.phashBand2} = any(${h2}::int[])`,
          sql`${photos.phashBand3} = any(${h3}::int[])`,
          sql`${photos.phashBand0} = any(${m0}::int[])`,
          sql`${photos.phashBand1} = any(${m1}::int[])`,
          sql`${photos.phashBand2} = any(${m2}::int[])`,
          sql`${photos.phashBand3} = any(${m3}::int[])`,
        ),
        ne(photos.userId, ownerId),
        ne(users.status, 'deleted'),
        sql`${distance} <= ${limit}`,
      ),
    )
    .orderBy(desc(isSuspended), asc(distance), asc(photos.id))
    .limit(1);
  return row ?? null;
}
