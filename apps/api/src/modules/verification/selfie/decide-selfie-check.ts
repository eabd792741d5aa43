import { eq } from 'drizzle-orm';
import type { SelfieCheckDecision, SelfieCheckOutcome } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { selfieCheckFrames, selfieChecks, users } from '../../../db/schema';
import { Conflict, NotFound } from '../../platform';
import { selfieOutcome } from './selfie-outcome';

export interface SelfieCheckDecided {
  memberId: number;
  notice: 'photo-verified' | 'photo-refused';
  outcome: SelfieCheckOutcome;
}

/**
 * An admin's decision on a held selfie check, with the reason kept beside it: approved marks the photo verified,
 * rejected tells the member why. Either way the frames are deleted in the same transaction: they were kept only for
 * this decision.
 */
export async function decideSelfieCheck(
  db: Database,
  adminId: number,
  checkId: number,
  decision: SelfieCheckDecision,
  reason: string,
): Promise<SelfieCheckDecided> {
  return db.transaction(async (tx) => {
    const [check] = await tx.select().from(selfieChecks).where(eq(selfieChecks.id, checkId)).for('update');
    if (!check) throw new NotFound({ en: 'There is no such selfie check.', hi: 'ऐसी कोई सेल्फ़ी जाँच नहीं है।' });
    if (!check.awaitsAdmin) {
      throw new Conflict({
        en: 'This selfie check is already decided.',
        hi: 'इस सेल्फ़ी जाँच पर फ़ैसला हो चुका है।',
      });
    }
    const now = new Date();
    const isApproved = decision === 'approve';
    const [decided] = await tx
      .update(selfieChecks)
      .set({
        status: isApproved ? 'verified' : 'refused',
        reason: isApproved ? null : 'rejected',
        awaitsAdmin: false,
        adminReason: reason,
        decidedBy: adminId,
        decidedAt: now,
      })
      .where(eq(selfieChecks.id, checkId))
      .returning();
    await tx.delete(selfieCheckFrames).where(eq(selfieCheckFrames.checkId, checkId));
    if (isApproved) await tx.update(users).set({ photoVerifiedAt: now }).where(eq(users.id, check.userId));
    return {
      memberId: check.userId,
      notice: isApproved ? 'photo-verified' : 'photo-refused',
      outcome: selfieOutcome({ ...decided, verifiedAt: isApproved ? now : null }),
    };
  });
}
