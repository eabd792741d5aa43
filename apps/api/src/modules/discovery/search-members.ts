import { eq, gte, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import {
  genderLookedFor,
  partnerGenderOf,
  SEARCH_PAGE_SIZE,
  type MemberPageJson,
  type SearchFilters,
  say,
} from '@matri/contracts';
import { nameKey } from '@matri/helpers';
import type { Database } from '../../db/database';
import { reachesGunaMilanSql, isHoroscopeShownSql } from '../account';
import { profiles } from '../../db/schema';
import { decodeCursor, encodeCursor, invalidCursor, type KeysetPosition } from './keyset-cursor';
import { shownTo } from '../visibility';
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
import { InvalidInput } from '../platform';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A profile ID as members type it: the brand's letters and digits (SV100042), any case. */
const PROFILE_ID_PATTERN = /^[a-z]{1,4}\d{3,}$/i;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * A name is found as written (the start of the full name, or of a later word: a surname), else as it sounds: its
 * nameKey against profiles.name_key, so "Priya Sharma" finds "प्रिया शर्मा" and the other way round.
 */
interface NameSearch {
  asWritten: SQL;
  asSounding: SQL | null;
}

function nameSearchOf(q: string | undefined): NameSearch | null {
  if (!q || PROFILE_ID_PATTERN.test(q)) return null;
  const prefix = escapeLike(q.toLowerCase());
  const key = nameKey(q);
  return {
    // The start of the full name uses the name index; the start of a later word is checked on the rows the other filters leave.
    asWritten: sql`(lower(${profiles.fullName}) like ${`${prefix}%`} or lower(${profiles.fullName}) like ${`% ${prefix}%`})`,
    // A key is letters and spaces only: nothing in it for LIKE to read as a wildcard.
    asSounding: key ? sql`(${profiles.nameKey} like ${`${key}%`} or ${profiles.nameKey} like ${`% ${key}%`})` : null,
  };
}

/** Members whose name is written as typed come first, then those whose name only sounds like it. */
function nameTiers(name: NameSearch): SQL[][] {
  const tiers = [[name.asWritten]];
  if (name.asSounding) tiers.push([name.asSounding, sql`not ${name.asWritten}`]);
  return tiers;
}

/** A city from its start, as written or as it sounds (Etawah finds इटावा and Itawa). */
function cityCondition(city: string): SQL {
  const asWritten = sql`lower(${profiles.city}) like ${`${escapeLike(city.toLowerCase())}%`}`;
  const key = nameKey(city);
  return key ? sql`(${asWritten} or ${profiles.cityKey} like ${`${key}%`})` : asWritten;
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
  if (filters.city) conditions.push(cityCondition(filters.city));
  if (filters.withPhoto) conditions.push(sql`${profiles.hasPhoto} and ${profiles.photoVisibility} <> 'hidden'`);
  if (filters.verified) conditions.push(eq(profiles.isVerified, true));
  if (filters.idVerified) conditions.push(eq(profiles.isIdVerified, true));
  if (filters.activeWithin)
    conditions.push(gte(profiles.lastActiveAt, new Date(now.getTime() - Number(filters.activeWithin) * DAY_MS)));
  if (filters.q && PROFILE_ID_PATTERN.test(filters.q))
    conditions.push(eq(profiles.profileCode, filters.q.toUpperCase()));
  // Manglik status is a horoscope detail: a member who keeps theirs from the viewer is left out whatever it is.
  if (filters.manglik === 'yes')
    conditions.push(isHoroscopeShownSql(viewer.id), inArray(profiles.manglik, ['yes', 'anshik']));
  if (filters.manglik === 'no') conditions.push(isHoroscopeShownSql(viewer.id), eq(profiles.manglik, 'no'));
  if (filters.gunaMin !== undefined) {
    if (gender === viewer.profile.gender) {
      throw new InvalidInput(
        { en: 'Guna Milan is scored between a bride and a groom', hi: 'गुण मिलान वधू और वर के बीच ही गिना जाता है' },
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
      throw new InvalidInput(message, [{ path: ['gunaMin'], message }]);
    }
    conditions.push(reachesGunaMilanSql(viewer.horoscope, filters.gunaMin));
  }
  return conditions;
}

/**
 * Best match first, ranked within pools of the most recently active (modules/discovery/ranked-page.ts); a name
 * written as typed outranks one that only sounds like it.
 */
function bestMatchQuery(db: Database, viewer: Viewer, filters: SearchFilters, now: Date) {
  const conditions = filterConditions(viewer, filters, now);
  let score = matchScoreSql(viewer.preferences, now, viewer.horoscope);
  const name = nameSearchOf(filters.q);
  if (name) {
    conditions.push(name.asSounding ? sql`(${name.asWritten} or ${name.asSounding})` : name.asWritten);
    score = sql`(${score}) + case when ${name.asWritten} then ${WRITTEN_NAME_SCORE} else 0 end`;
  }
  const spec = { conditions, score, poolSize: MATCH_POOL_SIZE };
  return scoredPageQuery(db, viewer.id, spec, poolPositionOf(filters.cursor));
}

/** More than any match score, so a name as written ranks above every name that only sounds like it. */
const WRITTEN_NAME_SCORE = 1000;

/** Newest first unless last active first is asked for (best match is ranked apart). */
const timeOrderOf = (filters: SearchFilters): 'newest' | 'active' => (filters.sort === 'active' ? 'active' : 'newest');

function timeOrderedQuery(
  db: Database,
  viewer: Viewer,
  filters: SearchFilters,
  now: Date,
  tier: SQL[],
  after: KeysetPosition | null,
) {
  const conditions = [...filterConditions(viewer, filters, now), ...tier];
  const time = timeOrderOf(filters) === 'active' ? profiles.lastActiveAt : profiles.createdAt;
  if (after) conditions.push(sql`(${time}, ${profiles.id}) < (${after[0]}::timestamptz, ${after[1]})`);
  return timeOrderedPageQuery(db, viewer.id, conditions, time);
}

/**
 * The conditions of each tier of a time-ordered search (a name search has two: as written, then as it sounds), and
 * where the cursor continues: a name search's cursor also names its tier.
 */
function timeOrderedStart(filters: SearchFilters) {
  const name = nameSearchOf(filters.q);
  const tiers = name ? nameTiers(name) : [[]];
  if (!filters.cursor) return { name, tiers, tier: 0, after: null };
  const [t, id, tier = 0] = decodeCursor(filters.cursor, timeOrderOf(filters), name ? ['t', 'n', 'n'] : ['t', 'n']);
  if (!Number.isInteger(tier) || (tier as number) < 0 || (tier as number) >= tiers.length) throw invalidCursor();
  return { name, tiers, tier: tier as number, after: [t, id] };
}

/** The search's first statement (exported for the command printing discovery SQL, which runs it directly). */
export function searchQuery(db: Database, viewer: Viewer, filters: SearchFilters, now = new Date()) {
  if (filters.sort === 'match') return bestMatchQuery(db, viewer, filters, now);
  const { tiers, tier, after } = timeOrderedStart(filters);
  return timeOrderedQuery(db, viewer, filters, now, tiers[tier], after);
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
  const start = timeOrderedStart(filters);
  const found: { row: Awaited<ReturnType<typeof timeOrderedQuery>>[number]; tier: number }[] = [];
  // A later tier is read only when the earlier ones leave the page short.
  for (let tier = start.tier; tier < start.tiers.length && found.length <= SEARCH_PAGE_SIZE; tier += 1) {
    const rows = await timeOrderedQuery(
      db,
      viewer,
      filters,
      now,
      start.tiers[tier],
      tier === start.tier ? start.after : null,
    );
    found.push(...rows.map((row) => ({ row, tier })));
  }
  const last = found[SEARCH_PAGE_SIZE - 1];
  const position =
    last && (start.name ? [last.row.sortTime, last.row.id, last.tier] : [last.row.sortTime, last.row.id]);
  return {
    results: found.slice(0, SEARCH_PAGE_SIZE).map(({ row }) => ({
      ...toMemberCard(row, viewer.id, now),
      ...cardGunaMilan(viewer.horoscope, row),
    })),
    nextCursor: found.length > SEARCH_PAGE_SIZE && position ? encodeCursor(timeOrderOf(filters), position) : null,
  };
}
