import { eq, gte, sql, type SQL } from 'drizzle-orm';
import { GUNA_MILAN_CUSTOMARY_MINIMUM } from '@matri/horoscope';
import { partnerGenderOf, SEARCH_PAGE_SIZE, type MatchTab, type MemberPageJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { partnerPreferences, profiles } from '../../db/schema';
import { reachesGunaMilanSql } from '../account';
import { shownTo } from '../visibility';
import { criteria, matchReasons, matchScoreSql, toTextArray } from './match-criteria';
import { cardGunaMilan, toMemberCard } from './member-cards';
import { MATCH_POOL_SIZE, nextScoredCursor, poolPositionOf, scoredPageQuery } from './ranked-page';
import type { Viewer } from './viewer-context';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** They are in my age range and religions, and our horoscopes match, when I ask so (hard criteria; the rest is scored). */
function myHardCriteria(viewer: Viewer, now: Date): SQL[] {
  const mine = viewer.preferences;
  return (['age', 'religion', 'horoscope'] as const)
    .filter((key) => criteria[key].isSet(mine))
    .map((key) => criteria[key].sql(mine, now, viewer.horoscope));
}

/**
 * And I am in theirs, when they set them: the mutual half, checked against their stored preferences. Guna Milan is the
 * same number seen from either side, so "their horoscope must match" is my own condition on their star.
 */
function theirCriteria(viewer: Viewer): SQL[] {
  return [
    sql`(not coalesce(${partnerPreferences.horoscopeMustMatch}, false) or exists (select 1 from ${profiles} where ${profiles.userId} = ${partnerPreferences.userId} and ${reachesGunaMilanSql(viewer.horoscope, GUNA_MILAN_CUSTOMARY_MINIMUM)}))`,
    sql`(${partnerPreferences.ageMin} is null or ${partnerPreferences.ageMin} <= ${viewer.age})`,
    sql`(${partnerPreferences.ageMax} is null or ${partnerPreferences.ageMax} >= ${viewer.age})`,
    sql`(coalesce(cardinality(${partnerPreferences.religions}), 0) = 0 or ${partnerPreferences.religions} && ${toTextArray([viewer.profile.religion])})`,
  ];
}

function tabCondition(viewer: Viewer, tab: MatchTab, now: Date): SQL | null {
  if (tab === 'new') return gte(profiles.createdAt, new Date(now.getTime() - WEEK_MS));
  if (tab === 'near')
    return viewer.profile.state
      ? eq(profiles.state, viewer.profile.state)
      : eq(profiles.city, viewer.profile.city ?? '');
  return null;
}

/** Which matches: a tab, and members with a verified ID only when asked. */
export interface MatchList {
  tab: MatchTab;
  idVerifiedOnly?: boolean;
}

function matchConditions(viewer: Viewer, { tab, idVerifiedOnly }: MatchList, now: Date): SQL[] {
  const conditions: SQL[] = [
    shownTo(viewer.id),
    eq(profiles.gender, partnerGenderOf(viewer.profile.gender)),
    ...myHardCriteria(viewer, now),
  ];
  const tabFilter = tabCondition(viewer, tab, now);
  if (tabFilter) conditions.push(tabFilter);
  if (idVerifiedOnly) conditions.push(eq(profiles.isIdVerified, true));
  return conditions;
}

/**
 * The preferences met, doubled, and one more for a verified ID: among members meeting as many preferences, those who
 * proved who they are come first, and a verified ID never outranks a preference met. Read off the covering index.
 */
function rankSql(viewer: Viewer, now: Date): SQL {
  return sql`(${matchScoreSql(viewer.preferences, now, viewer.horoscope)}) * 2 + (case when ${profiles.isIdVerified} then 1 else 0 end)`;
}

/** New this week and my state are small sets, ranked whole; all matches are ranked in pools of the most recently active. */
const poolSizeOf = (tab: MatchTab) => (tab === 'all' ? MATCH_POOL_SIZE : null);

/** The matches as one keyset-paginated query ordered by score, then recent activity (exported for the benchmark). */
export function matchesQuery(
  db: Database,
  viewer: Viewer,
  list: MatchList,
  cursor: string | undefined,
  now = new Date(),
) {
  return scoredPageQuery(
    db,
    viewer.id,
    {
      conditions: matchConditions(viewer, list, now),
      score: rankSql(viewer, now),
      theirPreferences: theirCriteria(viewer),
      poolSize: poolSizeOf(list.tab),
    },
    poolPositionOf(cursor),
  );
}

/** GET /api/matches: members who fit my preferences and whose preferences I fit, each with the reasons. */
export async function findMatches(
  db: Database,
  viewer: Viewer,
  list: MatchList,
  cursor: string | undefined,
  now = new Date(),
): Promise<MemberPageJson> {
  const rows = await matchesQuery(db, viewer, list, cursor, now);
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  return {
    results: page.map((row) => ({
      ...toMemberCard(row, viewer.id, now),
      ...cardGunaMilan(viewer.horoscope, row),
      match: matchReasons(viewer.preferences, row, now, viewer.horoscope),
    })),
    nextCursor: nextScoredCursor(rows, poolPositionOf(cursor), poolSizeOf(list.tab)),
  };
}
