import { eq } from 'drizzle-orm';
import type { PartnerPreferencesAnswer } from '@matri/contracts';
import { ageInYears } from '@matri/helpers';
import type { Database } from '../../db/database';
import { profiles, type ProfileRow } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { findPartnerPreferences } from '../profiles/partner-preferences';

export interface Viewer {
  id: number;
  profile: ProfileRow;
  age: number;
  preferences: PartnerPreferencesAnswer;
}

/** The searching member's own profile and preferences: search defaults and match scores start from them. */
export async function loadViewer(db: Database, userId: number, now = new Date()): Promise<Viewer> {
  const [[profile], preferences] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1),
    findPartnerPreferences(db, userId),
  ]);
  if (!profile) throw notFound('Create your profile first: search and matches start from it.');
  return { id: userId, profile, age: ageInYears(profile.dateOfBirth, now) ?? 0, preferences };
}
