import { asc, count, eq } from 'drizzle-orm';
import type { SelfieCheckCaseJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { profiles, selfieCheckFrames, selfieChecks, users } from '../../../db/schema';

/** The selfie checks waiting for an admin, oldest first, with each rule's score and bars and their kept frames. */
export async function listSelfieQueue(db: Database): Promise<SelfieCheckCaseJson[]> {
  const rows = await db
    .select({
      check: selfieChecks,
      member: { id: users.id, status: users.status },
      profile: { profileId: profiles.profileCode, fullName: profiles.fullName },
      frames: count(selfieCheckFrames.frame),
    })
    .from(selfieChecks)
    .innerJoin(users, eq(users.id, selfieChecks.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(selfieCheckFrames, eq(selfieCheckFrames.checkId, selfieChecks.id))
    .where(eq(selfieChecks.awaitsAdmin, true))
    .groupBy(selfieChecks.id, users.id, profiles.profileCode, profiles.fullName)
    .orderBy(asc(selfieChecks.submittedAt), asc(selfieChecks.id));
  return rows.map(({ check, member, profile, frames }) => ({
    id: check.id,
    submittedAt: check.submittedAt.toISOString(),
    idPhoto: check.idPhoto,
    rules: check.rules,
    frames,
    member: {
      id: member.id,
      profileId: profile?.profileId ?? null,
      full_name: profile?.fullName ?? '',
      status: member.status,
    },
  }));
}
