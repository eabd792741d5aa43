import { eq, sql } from 'drizzle-orm';
import { type PartnerPreferencesAnswer } from '@matri/contracts';
import { ageInYears } from '@matri/helpers';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { partnerPreferences, profiles, type ProfileRow } from '../../db/schema';
import type { HoroscopeSide } from '../account';
import { toPreferencesAnswer } from '../account';
import { NotFound } from '../platform';

export interface Viewer {
  id: number;
  profile: ProfileRow;
  age: number;
  preferences: PartnerPreferencesAnswer;
  /** The viewer's side of a Guna Milan with the members they look at. */
  horoscope: HoroscopeSide;
}

/** Every search and matches request starts with it. */
const viewerQuery = preparedPerDatabase((db) =>
  db
    .select({ profile: profiles, preferences: partnerPreferences })
    .from(profiles)
    .leftJoin(partnerPreferences, eq(partnerPreferences.userId, profiles.userId))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('viewer_context'),
);

/** The searching member's own profile and preferences (one query): search defaults and match scores start from them. */
export async function loadViewer(db: Database, userId: number, now = new Date()): Promise<Viewer> {
  const [row] = await viewerQuery(db).execute({ userId });
  if (!row)
    throw new NotFound({
      en: 'Create your profile first: search and matches start from it.',
      hi: 'पहले अपनी प्रोफ़ाइल बनाएँ: खोज और मैच उसी से शुरू होते हैं।',
    });
  return {
    id: userId,
    profile: row.profile,
    age: ageInYears(row.profile.dateOfBirth, now) ?? 0,
    preferences: toPreferencesAnswer(row.preferences),
    horoscope: { userId, gender: row.profile.gender, starKey: row.profile.starKey },
  };
}
