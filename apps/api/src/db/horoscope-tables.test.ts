import { sql } from 'drizzle-orm';
import { gunaMilan } from '@matri/horoscope';
import { moonStarOfKey, nakshatras, PADAS, rashis, STAR_KEYS, starKeyFor, starKeyOf } from '@matri/contracts';
import type { DatabaseHandle } from './database';
import { openTestDatabase } from '../testing/postgres-database';
import { gunaMilanScores, moonStars } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the horoscope tables the migrations write', () => {
  it('number the 108 padas as libs/contracts does', async () => {
    const rows = await database.db.select().from(moonStars).orderBy(moonStars.starKey);
    expect(rows).toEqual(Array.from({ length: STAR_KEYS }, (_, key) => ({ starKey: key, ...moonStarOfKey(key) })));
  });

  it('hold gunaMilan of libs/horoscope for every bride and groom star', async () => {
    const rows = await database.db.select().from(gunaMilanScores);
    expect(rows).toHaveLength(STAR_KEYS * STAR_KEYS);
    const differing = rows.filter((row) => gunaMilan(row.brideStarKey, row.groomStarKey).total !== row.total);
    expect(differing).toEqual([]);
  });

  it('find a profile’s star key as starKeyFor does, for every star, sign and pada (or none)', async () => {
    const inputs = nakshatras.flatMap((nakshatra) =>
      [...rashis.map((rashi) => rashi.value), null].flatMap((rashi) =>
        [...PADAS, null].map((pada) => ({ nakshatra: nakshatra.value, rashi, pada })),
      ),
    );
    const result = (await database.db.execute(sql`
      select profile_star_key(e.v->>'nakshatra', e.v->>'rashi', (e.v->>'pada')::smallint) as key
      from jsonb_array_elements(${JSON.stringify(inputs)}::jsonb) with ordinality as e(v, n)
      order by e.n`)) as unknown as { rows: { key: number | null }[] };
    // Without a sign the pada alone places the star; without both there is no key.
    const expected = inputs.map(({ nakshatra, rashi, pada }) =>
      rashi !== null ? starKeyFor(nakshatra, rashi, pada) : pada !== null ? starKeyOf(nakshatra, pada) : null,
    );
    expect(result.rows.map((row) => row.key)).toEqual(expected);
  });
});
