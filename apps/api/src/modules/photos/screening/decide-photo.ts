import { eq } from 'drizzle-orm';
import { say, type PhotoDecision, type PhotoDecisionOutcome, type PhotoRejectionReason } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { photoDecisions, photos } from '../../../db/schema';
import { Conflict, InvalidInput, NotFound } from '../../platform';

export interface PhotoDecisionResult {
  memberId: number;
  /** What the member is told: a held photo approved, or any photo rejected; nothing for a reported photo kept. */
  notice: 'photo-approved' | 'photo-refused' | null;
  outcome: PhotoDecisionOutcome;
}

const REASON_NEEDED = {
  en: 'Choose the reason for rejecting the photo: the member is told it.',
  hi: 'फ़ोटो अस्वीकार करने का कारण चुनें: सदस्य को यही बताया जाता है।',
};

/**
 * An admin's decision on a photo of the desk, kept in its history: a held photo is approved (shown to others from
 * now) or rejected with a reason from the list (refused, the member told the reason's sentence); a shown photo that
 * members reported is kept (the decision is recorded, so it leaves the desk) or rejected the same way. A photo still
 * being checked, or refused already, is not the desk's to decide. Dated `now`, the clock reports are dated by, since
 * the reports it answers are those filed before it (moderation's decide-desk-photo.ts).
 */
export async function decidePhoto(
  db: Database,
  adminId: number,
  photoId: number,
  decision: PhotoDecision,
  reason: PhotoRejectionReason | undefined,
  now = new Date(),
): Promise<PhotoDecisionResult> {
  if (decision === 'reject' && !reason) {
    throw new InvalidInput(REASON_NEEDED, [{ path: ['reason'], message: say(REASON_NEEDED) }]);
  }
  return db.transaction(async (tx) => {
    const [photo] = await tx.select().from(photos).where(eq(photos.id, photoId)).for('update');
    if (!photo) throw new NotFound({ en: 'There is no such photo.', hi: 'ऐसी कोई फ़ोटो नहीं है।' });
    if (photo.screening === 'checking' || photo.screening === 'refused') {
      throw new Conflict({
        en:
          photo.screening === 'checking'
            ? 'This photo is still being checked: decide once it is held.'
            : 'This photo is refused already.',
        hi:
          photo.screening === 'checking'
            ? 'इस फ़ोटो की जाँच अभी चल रही है: रोके जाने के बाद फ़ैसला करें।'
            : 'यह फ़ोटो पहले ही अस्वीकार हो चुकी है।',
      });
    }
    const isApproved = decision === 'approve';
    const [decided] = await tx
      .update(photos)
      .set(
        isApproved ? { screening: 'passed', screeningReason: null } : { screening: 'refused', screeningReason: reason },
      )
      .where(eq(photos.id, photoId))
      .returning();
    await tx
      .insert(photoDecisions)
      .values({ photoId, adminId, decision, reason: isApproved ? null : reason, createdAt: now });
    return {
      memberId: photo.userId,
      notice: isApproved ? (photo.screening === 'held' ? 'photo-approved' : null) : 'photo-refused',
      outcome: { photoId, screening: decided.screening, reason: decided.screeningReason },
    };
  });
}
