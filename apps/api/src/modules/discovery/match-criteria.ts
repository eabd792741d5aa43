import { sql, type Column, type SQL } from 'drizzle-orm';
import type { MatchCriterion, MatchReasons, PartnerPreferencesAnswer } from '@matri/contracts';
import { ageInYears, getDobBound } from '@matri/helpers';
import { profiles } from '../../db/schema';
import { reachesGunaMilanSql, gunaMilanWith, type HoroscopeSide } from '../account';
import { GUNA_MILAN_CUSTOMARY_MINIMUM } from '@matri/horoscope';

/** The candidate facts a criterion is judged on. */
export interface CandidateFacts {
  dateOfBirth: string;
  heightCm: number | null;
  religion: string;
  community: string | null;
  motherTongue: string;
  maritalStatus: string | null;
  education: string | null;
  country: string;
  state: string | null;
  diet: string | null;
  starKey: number | null;
  /** The member shows the viewer their horoscope (modules/account/horoscope/horoscope-access.ts). */
  isHoroscopeShown: boolean;
  /** The member verified their ID: said among the reasons, and ranked higher by matches. */
  isIdVerified: boolean;
}

interface Criterion {
  /** Whether the member set this preference at all (an unset preference is neither met nor missed). */
  isSet: (p: PartnerPreferencesAnswer) => boolean;
  /** The same test twice: in SQL to order thousands of candidates, in code to explain the 20 on screen. */
  sql: (p: PartnerPreferencesAnswer, now: Date, me: HoroscopeSide) => SQL;
  meets: (p: PartnerPreferencesAnswer, c: CandidateFacts, now: Date, me: HoroscopeSide) => boolean;
}

/**
 * Plain comparisons, so a hard criterion can use an index; in a score, a null (not stated) counts as not met. One value
 * is written as an equality: with = any(array) PostgreSQL 15 cannot read profiles_match_candidates in activity order.
 */
function inList(column: SQL | Column, values: readonly string[]): SQL {
  return values.length === 1 ? sql`${column} = ${values[0]}` : sql`${column} = any(${toTextArray(values)})`;
}

/** A text[] parameter: drizzle would otherwise spread an array into a row of parameters. */
export function toTextArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}

/** The birth-date window of an age range: born after the day one would be ageMax + 1, and on or before the day one turns ageMin. */
export function birthDateWindow(
  ageMin: number | null,
  ageMax: number | null,
  now: Date,
): { bornAfter: string | null; bornOnOrBefore: string | null } {
  return {
    bornAfter: ageMax === null ? null : getDobBound(ageMax + 1, now).slice(0, 10),
    bornOnOrBefore: ageMin === null ? null : getDobBound(ageMin, now).slice(0, 10),
  };
}

export function ageWindowSql(ageMin: number | null, ageMax: number | null, now: Date): SQL {
  const { bornAfter, bornOnOrBefore } = birthDateWindow(ageMin, ageMax, now);
  const parts: SQL[] = [];
  if (bornAfter) parts.push(sql`${profiles.dateOfBirth} > ${bornAfter}::date`);
  if (bornOnOrBefore) parts.push(sql`${profiles.dateOfBirth} <= ${bornOnOrBefore}::date`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const listCriterion = (
  pick: (p: PartnerPreferencesAnswer) => readonly string[],
  column: Column,
  fact: (c: CandidateFacts) => string | null,
): Criterion => ({
  isSet: (p) => pick(p).length > 0,
  sql: (p) => inList(column, pick(p)),
  meets: (p, c) => {
    const value = fact(c);
    return value !== null && pick(p).includes(value);
  },
});

export const criteria: Record<MatchCriterion, Criterion> = {
  age: {
    isSet: (p) => p.ageMin !== null || p.ageMax !== null,
    sql: (p, now) => ageWindowSql(p.ageMin, p.ageMax, now),
    meets: (p, c, now) => {
      const age = ageInYears(c.dateOfBirth, now);
      return age !== null && (p.ageMin === null || age >= p.ageMin) && (p.ageMax === null || age <= p.ageMax);
    },
  },
  height: {
    isSet: (p) => p.heightMinCm !== null || p.heightMaxCm !== null,
    sql: (p) => sql`${profiles.heightCm} between ${p.heightMinCm ?? 0} and ${p.heightMaxCm ?? 32767}`,
    meets: (p, c) =>
      c.heightCm !== null && c.heightCm >= (p.heightMinCm ?? 0) && c.heightCm <= (p.heightMaxCm ?? 32767),
  },
  religion: listCriterion(
    (p) => p.religions,
    profiles.religion,
    (c) => c.religion,
  ),
  community: {
    isSet: (p) => p.communities.length > 0,
    sql: (p) => inList(sql`${profiles.religion} || ':' || ${profiles.community}`, p.communities),
    meets: (p, c) =>
      c.community !== null && (p.communities as readonly string[]).includes(`${c.religion}:${c.community}`),
  },
  motherTongue: listCriterion(
    (p) => p.motherTongues,
    profiles.motherTongue,
    (c) => c.motherTongue,
  ),
  maritalStatus: listCriterion(
    (p) => p.maritalStatuses,
    profiles.maritalStatus,
    (c) => c.maritalStatus,
  ),
  education: listCriterion(
    (p) => p.educationLevels,
    profiles.education,
    (c) => c.education,
  ),
  country: listCriterion(
    (p) => p.countries,
    profiles.country,
    (c) => c.country,
  ),
  state: listCriterion(
    (p) => p.states,
    profiles.state,
    (c) => c.state,
  ),
  diet: listCriterion(
    (p) => p.diets,
    profiles.diet,
    (c) => c.diet,
  ),
  horoscope: {
    isSet: (p) => p.horoscopeMustMatch,
    sql: (_p, _now, me) => reachesGunaMilanSql(me, GUNA_MILAN_CUSTOMARY_MINIMUM),
    meets: (_p, c, _now, me) => (gunaMilanWith(me, c) ?? 0) >= GUNA_MILAN_CUSTOMARY_MINIMUM,
  },
};

const criterionOrder = Object.keys(criteria) as MatchCriterion[];

/** How many of my set preferences a candidate meets, as an SQL expression (0 when I set none). */
export function matchScoreSql(prefs: PartnerPreferencesAnswer, now: Date, me: HoroscopeSide): SQL {
  const set = criterionOrder.filter((k) => criteria[k].isSet(prefs));
  if (set.length === 0) return sql`0`;
  return sql.join(
    set.map((k) => sql`(case when ${criteria[k].sql(prefs, now, me)} then 1 else 0 end)`),
    sql` + `,
  );
}

/** Which of my set preferences a candidate meets and which they miss, in the cards' order. */
export function matchReasons(
  prefs: PartnerPreferencesAnswer,
  candidate: CandidateFacts,
  now: Date,
  me: HoroscopeSide,
): MatchReasons {
  const reasons: MatchReasons = { met: [], missed: [], isIdVerified: candidate.isIdVerified };
  for (const key of criterionOrder) {
    if (!criteria[key].isSet(prefs)) continue;
    (criteria[key].meets(prefs, candidate, now, me) ? reasons.met : reasons.missed).push(key);
  }
  return reasons;
}
