import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IdVerificationCaseJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { idVerifications, profiles, users } from '../../db/schema';

const firstUser = alias(users, 'first_user');
const firstProfile = alias(profiles, 'first_profile');

/**
 * The checks waiting for an admin, oldest first: held ones (close to the profile) with their scores, and IDs a second
 * account presented, with both accounts.
 */
export async function listIdCheckQueue(db: Database): Promise<IdVerificationCaseJson[]> {
  const rows = await db
    .select({
      check: idVerifications,
      member: { id: users.id, status: users.status },
      profile: {
        profileId: profiles.profileCode,
        fullName: profiles.fullName,
        dateOfBirth: profiles.dateOfBirth,
        gender: profiles.gender,
      },
      first: { id: firstUser.id, status: firstUser.status },
      firstProfile: {
        profileId: firstProfile.profileCode,
        fullName: firstProfile.fullName,
        dateOfBirth: firstProfile.dateOfBirth,
        gender: firstProfile.gender,
      },
    })
    .from(idVerifications)
    .innerJoin(users, eq(users.id, idVerifications.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(firstUser, eq(firstUser.id, idVerifications.duplicateOfId))
    .leftJoin(firstProfile, eq(firstProfile.userId, firstUser.id))
    .where(eq(idVerifications.awaitsAdmin, true))
    .orderBy(asc(idVerifications.submittedAt), asc(idVerifications.id));
  return rows.map(({ check, member, profile, first, firstProfile: other }) => ({
    id: check.id,
    status: check.status,
    reason: check.reason,
    method: check.method,
    submittedAt: check.submittedAt.toISOString(),
    onId: {
      name: check.nameOnId,
      dateOfBirth: check.dateOfBirthOnId,
      gender: check.genderOnId,
      referenceLastFour: check.referenceLastFour,
    },
    match: {
      name: check.nameMatch,
      nameRule: check.nameRule,
      nameScore: check.nameScore,
      dateOfBirth: check.dateOfBirthMatch,
      gender: check.genderMatch,
    },
    member: {
      id: member.id,
      profileId: profile?.profileId ?? null,
      full_name: profile?.fullName ?? '',
      dateOfBirth: profile?.dateOfBirth ?? null,
      gender: profile?.gender ?? null,
      status: member.status,
    },
    duplicateOf: first
      ? {
          id: first.id,
          profileId: other?.profileId ?? null,
          full_name: other?.fullName ?? '',
          dateOfBirth: other?.dateOfBirth ?? null,
          gender: other?.gender ?? null,
          status: first.status,
        }
      : null,
  }));
}
