import { sql, type SQL } from 'drizzle-orm';
import { gunaMilan } from '@matri/horoscope';
import type { Gender } from '@matri/contracts';
import { gunaMilanScores, profiles } from '../../../db/schema';
import { isHoroscopeShownSql } from './horoscope-access';

/** A member's side of a Guna Milan, as the one who looks at others: the woman is the bride. */
export interface HoroscopeSide {
  userId: number;
  gender: Gender;
  starKey: number | null;
}

/**
 * The candidate shows me their horoscope, and their star is one whose Guna Milan with mine reaches `minimum`: the keys
 * come from guna_milan_scores by my star (a hashed set of at most 108), so no candidate is scored row by row. False
 * when I have no star. A member who keeps their horoscope from me is never in it, whatever their star: were they
 * judged by it, what a filter or an order lets through would name it.
 */
export function reachesGunaMilanSql(me: HoroscopeSide, minimum: number): SQL {
  if (me.starKey === null) return sql`false`;
  const [mine, theirs] =
    me.gender === 'female'
      ? [gunaMilanScores.brideStarKey, gunaMilanScores.groomStarKey]
      : [gunaMilanScores.groomStarKey, gunaMilanScores.brideStarKey];
  return sql`(${isHoroscopeShownSql(me.userId)} and ${profiles.starKey} in (select ${theirs} from ${gunaMilanScores} where ${mine} = ${me.starKey} and ${gunaMilanScores.total} >= ${minimum}))`;
}

/**
 * The score between me and a member of the other gender: null when either has no star or when they keep their
 * horoscope from me.
 */
export function gunaMilanWith(
  me: HoroscopeSide,
  them: { starKey: number | null; isHoroscopeShown: boolean },
): number | null {
  if (!them.isHoroscopeShown || me.starKey === null || them.starKey === null) return null;
  return me.gender === 'female' ? gunaMilan(me.starKey, them.starKey).total : gunaMilan(them.starKey, me.starKey).total;
}
