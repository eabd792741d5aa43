import { sql, type SQL } from 'drizzle-orm';
import { gunaMilan, type Gender } from '@matri/contracts';
import { gunaMilanScores, profiles } from '../../db/schema';

/** A member's side of a Guna Milan: the woman is the bride. */
export interface HoroscopeSide {
  gender: Gender;
  starKey: number | null;
}

/**
 * The candidate's star is one whose Guna Milan with mine reaches `minimum`: the keys come from guna_milan_scores by my
 * star (a hashed set of at most 108), so no candidate is scored row by row. False when I have no star.
 */
export function reachesGunaMilanSql(me: HoroscopeSide, minimum: number): SQL {
  if (me.starKey === null) return sql`false`;
  const [mine, theirs] =
    me.gender === 'female'
      ? [gunaMilanScores.brideStarKey, gunaMilanScores.groomStarKey]
      : [gunaMilanScores.groomStarKey, gunaMilanScores.brideStarKey];
  return sql`${profiles.starKey} in (select ${theirs} from ${gunaMilanScores} where ${mine} = ${me.starKey} and ${gunaMilanScores.total} >= ${minimum})`;
}

/** The score between me and a member of the other gender, or null when either has no star. */
export function gunaMilanWith(me: HoroscopeSide, theirStarKey: number | null): number | null {
  if (me.starKey === null || theirStarKey === null) return null;
  return me.gender === 'female' ? gunaMilan(me.starKey, theirStarKey).total : gunaMilan(theirStarKey, me.starKey).total;
}
