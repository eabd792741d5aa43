import { eq, sql } from 'drizzle-orm';
import type { IdCheckOutcome, IdVerificationDecision } from '@matri/contracts';
import type { Database } from '../../db/database';
import { idVerifications, profiles, users } from '../../db/schema';
import { Conflict, NotFound } from '../platform';
import { memberOutcome } from './member-outcome';

export interface IdCheckDecision {
  memberId: number;
  /** The notice the member gets: a held check decided; none for a duplicate, refused when it was presented. */
  notice: 'id-verified' | 'id-refused' | null;
  outcome: IdCheckOutcome;
}

/**
 * An admin's decision on a check in the queue, with the reason kept beside it. A held check is verified (the account
 * marked ID-verified) or refused with the reason the member is told. An ID presented by a second account stays
 * refused: approving it would let one ID verify two accounts, so only its review is closed.
 */
export async function decideIdCheck(
  db: Database,
  adminId: number,
  checkId: number,
  decision: IdVerificationDecision,
  reason: string,
): Promise<IdCheckDecision> {
  return db.transaction(async (tx) => {
    const [check] = await tx.select().from(idVerifications).where(eq(idVerifications.id, checkId)).for('update');
    if (!check) throw new NotFound({ en: 'There is no such ID check.', hi: 'ऐसी कोई पहचान जाँच नहीं है।' });
    if (!check.awaitsAdmin) {
      throw new Conflict({ en: 'This ID check is already decided.', hi: 'इस पहचान जाँच पर फ़ैसला हो चुका है।' });
    }
    const isHeld = check.status === 'held';
    if (!isHeld && decision === 'approve') {
      throw new Conflict({
        en: 'This ID already verified another account: one ID verifies one account. Reject it, or suspend one of the accounts.',
        hi: 'यह पहचान पहले ही दूसरा खाता सत्यापित कर चुकी है: एक पहचान से एक ही खाता। इसे अस्वीकार करें, या किसी एक खाते को निलंबित करें।',
      });
    }
    const now = new Date();
    const isApproved = decision === 'approve';
    const [decided] = await tx
      .update(idVerifications)
      .set({
        awaitsAdmin: false,
        adminReason: reason,
        decidedBy: adminId,
        ...(isHeld
          ? { status: isApproved ? 'verified' : 'refused', reason: isApproved ? null : 'rejected', decidedAt: now }
          : {}),
      })
      .where(eq(idVerifications.id, checkId))
      .returning();
    if (isHeld && isApproved) {
      await tx.update(users).set({ idVerifiedAt: now }).where(eq(users.id, check.userId));
    }
    const [profile] = await tx
      .select({ fullName: sql<string>`coalesce(${profiles.fullName}, '')` })
      .from(profiles)
      .where(eq(profiles.userId, check.userId));
    return {
      memberId: check.userId,
      notice: isHeld ? (isApproved ? 'id-verified' : 'id-refused') : null,
      outcome: memberOutcome({ ...decided, profileName: profile?.fullName ?? '' }),
    };
  });
}
