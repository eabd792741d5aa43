import { eq, gte, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import {
  genderLookedFor,
  partnerGenderOf,
  SEARCH_PAGE_SIZE,
  type MemberPageJson,
  type SearchFilters,
  say,
} from '@matri/contracts';
import type { Database } from '../../db/database';
import { validationError } from '../../http/api-error';
import { reachesGunaMilanSql } from '../horoscope/guna-milan-sql';
import { isHoroscopeShownSql } from '../horoscope/horoscope-access';
import { profiles } from '../../db/schema';
import { decodeCursor, encodeCursor } from './keyset-cursor';
import { shownTo } from './listing-rules';
import { ageWindowSql, matchReasons, matchScoreSql } from './match-criteria';
import { cardGunaMilan, toMemberCard } from './member-cards';
import {
  MATCH_POOL_SIZE,
  nextScoredCursor,
  poolPositionOf,
  scoredPageQuery,
  timeOrderedPageQuery,
} from './ranked-page';
import type { Viewer } from './viewer-context';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A profile ID as members type it: the brand's letters and digits (SV100042), any case. */
const PROFILE_ID_PATTERN = /^[a-z]{1,4}\d{3,}$/i;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

function keywordCondition(q: string): SQL {
  if (PROFILE_ID_PATTERN.test(q)) return eq(profiles.profileCode, q.toUpperCase());
  const prefix = escapeLike(q.toLowerCase());
  // The start of the full name uses the name index; the start of a later word (a surname) is checked on the rows the other filters leave.
  return sql`(lower(${profiles.fullName}) like ${`${prefix}%`} or lower(${profiles.fullName}) like ${`% ${prefix}%`})`;
}

function filterConditions(viewer: Viewer, filters: SearchFilters, now: Date): SQL[] {
  const gender = filters.for ? genderLookedFor(filters.for) : partnerGenderOf(viewer.profile.gender);
  const conditions: SQL[] = [shownTo(viewer.id), eq(profiles.gender, gender)];
  if (filters.ageFrom !== undefined || filters.ageTo !== undefined) {
    conditions.push(ageWindowSql(filters.ageFrom ?? null, filters.ageTo ?? null, now));
  }
  if (filters.heightFrom !== undefined) conditions.push(gte(profiles.heightCm, filters.heightFrom));
  if (filters.heightTo !== undefined) conditions.push(sql`${profiles.heightCm} <= ${filters.heightTo}`);
  const lists: [string[] | undefined, Column][] = [
    [filters.religion, profiles.religion],
    [filters.community, profiles.community],
    [filters.motherTongue, profiles.motherTongue],
    [filters.maritalStatus, profiles.maritalStatus],
    [filters.education, profiles.education],
    [filters.profession, profiles.profession],
    [filters.income, profiles.incomeBand],
    [filters.state, profiles.state],
    [filters.diet, profiles.diet],
  ];
  for (const [values, column] of lists) {
    if (values?.length) conditions.push(inArray(column, values));
  }
  if (filters.city) conditions.push(sql`lower(${profiles.city}) like ${`${escapeLike(filters.city.toLowerCase())}%`}`);
  if (filters.withPhoto) conditions.push(sql`${profiles.hasPhoto} and ${profiles.photoVisibility} <> 'hidden'`);
  if (filters.verified) conditions.push(eq(profiles.isVerified, true));
  if (filters.activeWithin)
    conditions.push(gte(profiles.lastActiveAt, new Date(now.getTime() - Number(filters.activeWithin) * DAY_MS)));
  if (filters.q) conditions.push(keywordCondition(filters.q));
  // Manglik status is a horoscope detail: a member who keeps theirs from the viewer is left out whatever it is.
  if (filters.manglik === 'yes')
    conditions.push(isHoroscopeShownSql(viewer.id), inArray(profiles.manglik, ['yes', 'anshik']));
  if (filters.manglik === 'no') conditions.push(isHoroscopeShownSql(viewer.id), eq(profiles.manglik, 'no'));
  if (filters.gunaMin !== undefined) {
    if (gender === viewer.profile.gender) {
      throw validationError(
        say({ en: 'Guna Milan is scored between a bride and a groom', hi: 'गुण मिलान वधू और वर के बीच ही गिना जाता है' }),
        [
          {
            path: ['gunaMin'],
            message: say({
              en: 'Guna Milan is scored between a bride and a groom',
              hi: 'गुण मिलान वधू और वर के बीच ही गिना जाता है',
            }),
          },
        ],
      );
    }
    if (viewer.horoscope.starKey === null) {
      const message = say({
        en: 'Add your birth star and moon sign in the Horoscope section to search by Guna Milan',
        hi: 'गुण मिलान से खोजने के लिए कुंडली वाले हिस्से में अपना जन्म नक्षत्र और राशि जोड़ें',
      });
      throw validationError(message, [{ path: ['gunaMin'], message }]);
    }
    conditions.push(reachesGunaMilanSql(viewer.horoscope, filters.gunaMin));
  }
  return conditions;
}

/** Best match first, ranked within pools of the most recently active (services/discovery/ranked-page.ts). */
function bestMatchQuery(db: Database, viewer: Viewer, filters: SearchFilters, now: Date) {
  const spec = {
    conditions: filterConditions(viewer, filters, now),
    score: matchScoreSql(viewer.preferences, now, viewer.horoscope),
    poolSize: MATCH_POOL_SIZE,
  };
  return scoredPageQuery(db, viewer.id, spec, poolPositionOf(filters.cursor));
}

/** Newest first unless last active first is asked for (best match is ranked apart). */
const timeOrderOf = (filters: SearchFilters): 'newest' | 'active' => (filters.sort === 'active' ? 'active' : 'newest');

function timeOrderedQuery(db: Database, viewer: Viewer, filters: SearchFilters, now: Date) {
  const conditions = filterConditions(viewer, filters, now);
  const order = timeOrderOf(filters);
  const time = order === 'active' ? profiles.lastActiveAt : profiles.createdAt;
  if (filters.cursor) {
    const [t, id] = decodeCursor(filters.cursor, order, ['t', 'n']);
    conditions.push(sql`(${time}, ${profiles.id}) < (${t}::timestamptz, ${id})`);
  }
  return timeOrderedPageQuery(db, viewer.id, conditions, time);
}

/** The search as one keyset-paginated query (exported for the benchmark, which runs the same SQL directly). */
export function searchQuery(db: Database, viewer: Viewer, filters: SearchFilters, now = new Date()) {
  return filters.sort === 'match'
    ? bestMatchQuery(db, viewer, filters, now)
    : timeOrderedQuery(db, viewer, filters, now);
}

/** GET /api/search: one page of members the filters find, never anyone the viewer must not see. */
export async function searchMembers(
  db: Database,
  viewer: Viewer,
  filters: SearchFilters,
  now = new Date(),
): Promise<MemberPageJson> {
  if (filters.sort === 'match') {
    const rows = await bestMatchQuery(db, viewer, filters, now);
    return {
      results: rows.slice(0, SEARCH_PAGE_SIZE).map((row) => ({
        ...toMemberCard(row, viewer.id, now),
        ...cardGunaMilan(viewer.horoscope, row),
        match: matchReasons(viewer.preferences, row, now, viewer.horoscope),
      })),
      nextCursor: nextScoredCursor(rows, poolPositionOf(filters.cursor), MATCH_POOL_SIZE),
    };
  }
  const rows = await timeOrderedQuery(db, viewer, filters, now);
  const last = rows[SEARCH_PAGE_SIZE - 1];
  return {
    results: rows.slice(0, SEARCH_PAGE_SIZE).map((row) => ({
      ...toMemberCard(row, viewer.id, now),
      ...cardGunaMilan(viewer.horoscope, row),
    })),
    nextCursor:
      rows.length > SEARCH_PAGE_SIZE && last ? encodeCursor(timeOrderOf(filters), [last.sortTime, last.id]) : null,
  };
}
