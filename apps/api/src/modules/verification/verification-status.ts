import { eq } from 'drizzle-orm';
import { ID_CHECKS_PER_MEMBER_PER_DAY, type VerificationStatusJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { idVerifications, profiles, users } from '../../db/schema';
import { idChecksLeft } from './id-check-attempts';
import { memberOutcome } from './member-outcome';
import { photoVerificationStatus } from './selfie/photo-verification-status';

/**
 * What of the member is verified (mobile, e-mail, ID with its date and method, photo), their latest ID check in
 * words, the checks left today and what to do next. `isAvailable` is false where no UIDAI certificate is configured: the ID can
 * then not be verified here, and nothing says it passed.
 */
export async function verificationStatus(
  db: Database,
  memberId: number,
  isAvailable: boolean,
): Promise<VerificationStatusJson> {
  const [[member], [check], attempts, photo] = await Promise.all([
    db
      .select({
        isEmailVerified: users.isEmailVerified,
        isMobileVerified: users.isMobileVerified,
        idVerifiedAt: users.idVerifiedAt,
        fullName: profiles.fullName,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, memberId)),
    db.select().from(idVerifications).where(eq(idVerifications.userId, memberId)),
    idChecksLeft(db, memberId),
    photoVerificationStatus(db, memberId),
  ]);
  const outcome = check ? memberOutcome({ ...check, profileName: member.fullName ?? '' }) : null;
  const status = member.idVerifiedAt ? 'verified' : (check?.status ?? 'not-started');
  const next = !member.isEmailVerified
    ? 'confirm-email'
    : status === 'verified'
      ? 'nothing'
      : status === 'held'
        ? 'wait-for-review'
        : isAvailable
          ? 'verify-id'
          : 'nothing';
  return {
    mobile: { isVerified: member.isMobileVerified },
    email: { isVerified: member.isEmailVerified },
    id: {
      isAvailable,
      status,
      method: check?.method ?? null,
      verifiedAt: member.idVerifiedAt?.toISOString() ?? null,
      submittedAt: check?.submittedAt.toISOString() ?? null,
      reason: outcome?.reason ?? null,
      message: outcome?.message ?? null,
    },
    attempts: {
      max: ID_CHECKS_PER_MEMBER_PER_DAY,
      left: attempts.left,
      retryAt: attempts.retryAt?.toISOString() ?? null,
    },
    photo,
    next,
  };
}
