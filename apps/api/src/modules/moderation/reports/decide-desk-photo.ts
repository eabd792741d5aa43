import { and, eq, exists, gte, lte, notExists, sql } from 'drizzle-orm';
import type { PhotoDecision, PhotoRejectionReason } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { photoDecisions, photos, reports, users, type UserRow } from '../../../db/schema';
import { decidePhoto, type PhotoDecisionResult } from '../../photos';
import { closeReports } from './reports';

export interface DeskDecision extends PhotoDecisionResult {
  /** The reporters of the reports the decision closed, by outcome: each is told it, as the reports queue tells them. */
  reporters: { actioned: number[]; dismissed: number[] };
}

/**
 * An admin's decision on a photo of the desk (decide-photo.ts) with the member's open reports for an inappropriate
 * photo it answers, in one transaction. A report is answered once none of the member's shown photos waits on the desk
 * for it (each was decided since the report was filed): it is then `actioned` if a photo of theirs was rejected since,
 * else `dismissed`. So a report stays open, its member's undecided photos on the desk, until the last one is decided,
 * and a rejection does not take the others off the desk unseen. Reports filed after the decision stay open.
 */
export async function decideDeskPhoto(
  db: Database,
  admin: UserRow,
  photoId: number,
  decision: PhotoDecision,
  reason: PhotoRejectionReason | undefined,
  now = new Date(),
): Promise<DeskDecision> {
  return db.transaction(async (tx) => {
    // Its own transaction becomes a savepoint of this one: the decision and the reports commit together.
    const decided = await decidePhoto(tx as unknown as Database, admin.id, photoId, decision, reason, now);
    const memberId = decided.memberId;
    // The member's row, as a suspension takes it: two admins deciding two photos of one member take turns, so the
    // second sees the first's decision and the report closes with the last photo (unlocked, each would see the
    // other's photo undecided and neither would close it).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('no key update');
    const decidedSinceReport = tx
      .select({ one: sql`1` })
      .from(photoDecisions)
      .where(and(eq(photoDecisions.photoId, photos.id), gte(photoDecisions.createdAt, reports.createdAt)));
    const waiting = tx
      .select({ one: sql`1` })
      .from(photos)
      .where(and(eq(photos.userId, memberId), eq(photos.screening, 'passed'), notExists(decidedSinceReport)));
    const rejectedSince = tx
      .select({ one: sql`1` })
      .from(photoDecisions)
      .innerJoin(photos, eq(photos.id, photoDecisions.photoId))
      .where(
        and(
          eq(photos.userId, memberId),
          eq(photoDecisions.decision, 'reject'),
          gte(photoDecisions.createdAt, reports.createdAt),
        ),
      );
    const answered = and(
      eq(reports.reportedId, memberId),
      eq(reports.reason, 'inappropriate-photo'),
      lte(reports.createdAt, now),
      notExists(waiting),
    );
    const actioned = await closeReports(tx, and(answered, exists(rejectedSince)), 'actioned', admin.id, now);
    const dismissed = await closeReports(tx, answered, 'dismissed', admin.id, now);
    return { ...decided, reporters: { actioned, dismissed } };
  });
}
