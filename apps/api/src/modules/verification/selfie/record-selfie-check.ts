import { and, eq } from 'drizzle-orm';
import type { SelfieCheckResult } from '@matri/face-check';
import type { LocalText, SelfieCheckOutcome, SelfieCheckStatus, SelfieIdPhotoCheck } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { photos, selfieCheckFrames, selfieChecks, users } from '../../../db/schema';
import { Conflict, Forbidden } from '../../platform';
import { selfieOutcome } from './selfie-outcome';
import { selfieRefusalReason } from './selfie-refusal-reason';

const STATUS_OF = { pass: 'verified', borderline: 'held', fail: 'refused' } as const satisfies Record<
  SelfieCheckResult['outcome'],
  SelfieCheckStatus
>;

const SUSPENDED: LocalText = {
  en: 'Your account is suspended: your photo cannot be verified.',
  hi: 'आपका खाता निलंबित है: आपकी फ़ोटो सत्यापित नहीं की जा सकती।',
};
const PRIMARY_CHANGED: LocalText = {
  en: 'Your primary photo changed during the check. Take the selfie again.',
  hi: 'जाँच के दौरान आपकी मुख्य फ़ोटो बदल गई। सेल्फ़ी फिर से लें।',
};

export interface CheckedSelfie {
  memberId: number;
  /** The primary photo the selfie was compared with: the badge is given only if it still is the primary one. */
  primaryPhotoId: number;
  result: SelfieCheckResult;
  idPhoto: SelfieIdPhotoCheck;
  frames: readonly Buffer[];
}

/**
 * Records the member's selfie check, replacing an earlier one: a pass marks the photo verified, a fail keeps the
 * reason, and a borderline one waits for an admin with its frames, the only case where frames are kept. The member's
 * row is locked, so a suspension or a new primary photo during the check is seen and wins.
 */
export async function recordSelfieCheck(db: Database, checked: CheckedSelfie): Promise<SelfieCheckOutcome> {
  const { memberId, result } = checked;
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ status: users.status }).from(users).where(eq(users.id, memberId)).for('update');
    if (member.status === 'suspended') throw new Forbidden(SUSPENDED);
    const [primary] = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.userId, memberId), eq(photos.isPrimary, true)));
    if (primary?.id !== checked.primaryPhotoId) throw new Conflict(PRIMARY_CHANGED);
    const status = STATUS_OF[result.outcome];
    const now = new Date();
    const row = {
      userId: memberId,
      status,
      reason: status === 'refused' ? selfieRefusalReason(result) : null,
      rules: result.rules,
      idPhoto: checked.idPhoto,
      primaryPhotoId: checked.primaryPhotoId,
      submittedAt: now,
      decidedAt: status === 'held' ? null : now,
      awaitsAdmin: status === 'held',
      adminReason: null,
      decidedBy: null,
    };
    const [saved] = await tx
      .insert(selfieChecks)
      .values(row)
      .onConflictDoUpdate({ target: selfieChecks.userId, set: row })
      .returning({ id: selfieChecks.id });
    await tx.delete(selfieCheckFrames).where(eq(selfieCheckFrames.checkId, saved.id));
    if (status === 'held') {
      await tx
        .insert(selfieCheckFrames)
        .values(checked.frames.map((jpeg, index) => ({ checkId: saved.id, userId: memberId, frame: index + 1, jpeg })));
    }
    if (status === 'verified') await tx.update(users).set({ photoVerifiedAt: now }).where(eq(users.id, memberId));
    return selfieOutcome({ ...row, verifiedAt: status === 'verified' ? now : null });
  });
}
