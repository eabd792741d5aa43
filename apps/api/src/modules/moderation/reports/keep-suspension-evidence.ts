import { and, eq } from 'drizzle-orm';
import type { ReportReason } from '@matri/contracts';
import type { Transaction } from '../../conversations';
import { profiles, reports, suspensions, users } from '../../../db/schema';
import { interestMessagesOfReports } from './reported-interests';
import { messagesAroundReports } from './reported-messages';
import { contactHash } from '../../account';
import { identityKeyOfMember } from '../../verification';

/**
 * Copies what a suspension rests on into `suspensions` before the reports are resolved: the open reports about the
 * member with the messages around each reported one or the reported interest's message, and hashes of the member's
 * e-mail and mobile and the identity key of their ID, and the reason the member is told (the category of the report the admin acted on). The reports, messages and interests go when either member's account is erased; this copy stays
 * as long as the suspension does.
 */
export async function keepSuspensionEvidence(
  tx: Transaction,
  memberId: number,
  adminId: number,
  reason: ReportReason,
  now: Date,
): Promise<void> {
  const [member] = await tx
    .select({ email: users.email, mobile: users.mobile, profileId: profiles.profileCode })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId));
  const open = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.reportedId, memberId), eq(reports.status, 'open')))
    .orderBy(reports.id);
  const around = await messagesAroundReports(
    tx,
    open.flatMap((report) => (report.messageId ? [report.id] : [])),
  );
  const interestMessages = await interestMessagesOfReports(
    tx,
    open.flatMap((report) => (report.interestId ? [report.id] : [])),
  );
  await tx.insert(suspensions).values({
    memberId,
    emailHash: contactHash(member.email),
    mobileHash: contactHash(member.mobile),
    identityKey: await identityKeyOfMember(tx, memberId),
    evidence: {
      profileId: member.profileId,
      reports: open.map((report) => ({
        id: report.id,
        reporterId: report.reporterId,
        reason: report.reason,
        details: report.details,
        createdAt: report.createdAt.toISOString(),
        messages: around.get(report.id) ?? null,
        interestMessage: interestMessages.get(report.id) ?? null,
      })),
    },
    reason,
    suspendedAt: now,
    suspendedBy: adminId,
  });
}
