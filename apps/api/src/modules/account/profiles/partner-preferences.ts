import { eq } from 'drizzle-orm';
import type { PartnerPreferences, PartnerPreferencesAnswer } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { partnerPreferences, profiles } from '../../../db/schema';
import { InvalidInput } from '../../platform';

type PreferencesRow = typeof partnerPreferences.$inferSelect;

/** A stored row (or none) as the answer: unset preferences are open. */
export function toPreferencesAnswer(row: PreferencesRow | undefined | null): PartnerPreferencesAnswer {
  return {
    ageMin: row?.ageMin ?? null,
    ageMax: row?.ageMax ?? null,
    heightMinCm: row?.heightMinCm ?? null,
    heightMaxCm: row?.heightMaxCm ?? null,
    religions: (row?.religions ?? []) as PartnerPreferencesAnswer['religions'],
    communities: (row?.communities ?? []) as PartnerPreferencesAnswer['communities'],
    motherTongues: (row?.motherTongues ?? []) as PartnerPreferencesAnswer['motherTongues'],
    maritalStatuses: (row?.maritalStatuses ?? []) as PartnerPreferencesAnswer['maritalStatuses'],
    educationLevels: (row?.educationLevels ?? []) as PartnerPreferencesAnswer['educationLevels'],
    countries: (row?.countries ?? []) as PartnerPreferencesAnswer['countries'],
    states: (row?.states ?? []) as PartnerPreferencesAnswer['states'],
    diets: (row?.diets ?? []) as PartnerPreferencesAnswer['diets'],
    horoscopeMustMatch: row?.horoscopeMustMatch ?? false,
    isSetByMember: row?.isSetByMember ?? false,
  };
}

export async function findPartnerPreferences(db: Database, userId: number): Promise<PartnerPreferencesAnswer> {
  const [row] = await db.select().from(partnerPreferences).where(eq(partnerPreferences.userId, userId)).limit(1);
  return toPreferencesAnswer(row);
}

/**
 * Replaces the member's preferences: what the form leaves out is open ("any"). A horoscope match needs the member's
 * own birth star: without it there is no score to hold anyone to.
 */
export async function savePartnerPreferences(
  db: Database,
  userId: number,
  input: PartnerPreferences,
): Promise<PartnerPreferencesAnswer> {
  if (input.horoscopeMustMatch) {
    const [own] = await db.select({ starKey: profiles.starKey }).from(profiles).where(eq(profiles.userId, userId));
    if (own?.starKey == null) {
      const message = 'Add your birth star and moon sign in the Horoscope section first: the match is scored from them';
      throw new InvalidInput(message, [{ path: ['horoscopeMustMatch'], message }]);
    }
  }
  const values = {
    ageMin: input.ageMin ?? null,
    ageMax: input.ageMax ?? null,
    heightMinCm: input.heightMinCm ?? null,
    heightMaxCm: input.heightMaxCm ?? null,
    religions: input.religions ?? [],
    communities: input.communities ?? [],
    motherTongues: input.motherTongues ?? [],
    maritalStatuses: input.maritalStatuses ?? [],
    educationLevels: input.educationLevels ?? [],
    countries: input.countries ?? [],
    states: input.states ?? [],
    diets: input.diets ?? [],
    horoscopeMustMatch: input.horoscopeMustMatch ?? false,
    isSetByMember: true,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(partnerPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: partnerPreferences.userId, set: values })
    .returning();
  return toPreferencesAnswer(row);
}
