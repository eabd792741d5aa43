import { and, eq } from 'drizzle-orm';
import { SELFIE_CHECKS_PER_MEMBER_PER_DAY, type PhotoVerificationStatusJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { photos, selfieChecks, users } from '../../../db/schema';
import { selfieChecksLeft } from './selfie-check-attempts';
import { selfieOutcome } from './selfie-outcome';

/**
 * The photo part of the verification status: verified (with the date) or the latest check in words, whether the
 * member has the primary photo a selfie is compared with, and the checks left today. A check that passed against a
 * primary photo the member has since replaced no longer counts: the badge went with it.
 */
export async function photoVerificationStatus(db: Database, memberId: number): Promise<PhotoVerificationStatusJson> {
  const [[member], [check], [primary], attempts] = await Promise.all([
    db.select({ photoVerifiedAt: users.photoVerifiedAt }).from(users).where(eq(users.id, memberId)),
    db.select().from(selfieChecks).where(eq(selfieChecks.userId, memberId)),
    db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.userId, memberId), eq(photos.isPrimary, true))),
    selfieChecksLeft(db, memberId),
  ]);
  const verifiedAt = member?.photoVerifiedAt ?? null;
  const latest = check && !(check.status === 'verified' && !verifiedAt) ? check : null;
  const outcome = latest ? selfieOutcome({ ...latest, verifiedAt }) : null;
  return {
    status: verifiedAt ? 'verified' : (latest?.status ?? 'not-started'),
    verifiedAt: verifiedAt?.toISOString() ?? null,
    hasPrimaryPhoto: primary !== undefined,
    reason: latest?.reason ?? null,
    message: outcome?.message ?? null,
    attempts: {
      max: SELFIE_CHECKS_PER_MEMBER_PER_DAY,
      left: attempts.left,
      retryAt: attempts.retryAt?.toISOString() ?? null,
    },
  };
}
