import { and, eq } from 'drizzle-orm';
import type { SelfieCheckDecision, SelfieCheckOutcome } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { photos, selfieCheckFrames, selfieChecks, users } from '../../../db/schema';
import { Conflict, NotFound } from '../../platform';
import { selfieOutcome } from './selfie-outcome';

const PRIMARY_CHANGED = {
  en: 'The member chose another primary photo after this selfie, so it was compared with a photo no longer shown first: it can only be rejected (the member may take a new selfie).',
  hi: 'इस सेल्फ़ी के बाद सदस्य ने दूसरी मुख्य फ़ोटो चुन ली, इसलिए इसे उस फ़ोटो से मिलाया गया जो अब पहले नहीं दिखती: इसे केवल अस्वीकार किया जा सकता है (सदस्य नई सेल्फ़ी ले सकते हैं)।',
};

export interface SelfieCheckDecided {
  memberId: number;
  notice: 'selfie-verified' | 'selfie-refused';
  outcome: SelfieCheckOutcome;
}

/**
 * An admin's decision on a held selfie check, with the reason kept beside it: approved marks the photo verified,
 * rejected tells the member why. An approval needs the primary photo the selfie was compared with to be the primary
 * one still (the badge vouches for the photo shown first). Either way the frames are deleted in the same transaction:
 * they were kept only for this decision.
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
    const isApproved = decision === 'approve';
    if (isApproved) {
      const [primary] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.userId, check.userId), eq(photos.isPrimary, true)));
      if (primary === undefined || primary.id !== check.primaryPhotoId) throw new Conflict(PRIMARY_CHANGED);
    }
    const now = new Date();
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
      notice: isApproved ? 'selfie-verified' : 'selfie-refused',
      outcome: selfieOutcome({ ...decided, verifiedAt: isApproved ? now : null }),
    };
  });
}
