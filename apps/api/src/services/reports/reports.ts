import { aliasedTable, and, desc, eq, inArray, sql } from 'drizzle-orm';
import { say, type Report, type ReportJson, type ReportStatus } from '@matri/contracts';
import type { Database } from '../../db/database';
import { profiles, reports, users, type UserRow } from '../../db/schema';
import { notFound, validationError } from '../../http/api-error';
import { findVisibleMemberId } from '../discovery/find-member-by-code';
import { keepSuspensionEvidence } from './keep-suspension-evidence';
import { isTheirMessageToMe, messagesAroundReports } from './reported-messages';

/**
 * A member reports another to the admins, about their profile or about a message of theirs in our conversation. One
 * open report per pair: a second one while the first waits says so.
 */
export async function fileReport(db: Database, reporter: UserRow, input: Report): Promise<{ id: number }> {
  const reportedId = await findVisibleMemberId(db, reporter.id, input.profileId);
  if (reportedId === reporter.id) {
    const message = 'You cannot report yourself.';
    throw validationError(message, [{ path: ['profileId'], message }]);
  }
  if (input.messageId !== undefined && !(await isTheirMessageToMe(db, input.messageId, reportedId, reporter.id))) {
    throw notFound(
      say({
        en: 'There is no such message from this member in your conversations.',
        hi: 'आपकी बातचीत में इस सदस्य का ऐसा कोई संदेश नहीं है।',
      }),
    );
  }
  const [created] = await db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      reportedId,
      reason: input.reason,
      details: input.details || null,
      messageId: input.messageId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!created) {
    const message = 'You have already reported this member. Our team is looking into it.';
    throw validationError(message, [{ path: ['profileId'], message }]);
  }
  return created;
}

const reporterProfile = aliasedTable(profiles, 'reporter_profile');
const reportedProfile = aliasedTable(profiles, 'reported_profile');
const reportedUser = aliasedTable(users, 'reported_user');

/** The admins' queue: open reports oldest first (or resolved ones newest first). */
export async function listReports(db: Database, status: ReportStatus): Promise<ReportJson[]> {
  const rows = await db
    .select({
      report: reports,
      reporterCode: reporterProfile.profileCode,
      reporterName: reporterProfile.fullName,
      reportedCode: reportedProfile.profileCode,
      reportedName: reportedProfile.fullName,
      reportedStatus: reportedUser.status,
      openReports: sql<number>`(select count(*)::int from ${reports} r2 where r2.reported_id = ${reports.reportedId} and r2.status = 'open')`,
    })
    .from(reports)
    .innerJoin(reportedUser, eq(reportedUser.id, reports.reportedId))
    .leftJoin(reporterProfile, eq(reporterProfile.userId, reports.reporterId))
    .leftJoin(reportedProfile, eq(reportedProfile.userId, reports.reportedId))
    .where(eq(reports.status, status))
    .orderBy(status === 'open' ? reports.createdAt : desc(reports.resolvedAt), reports.id)
    .limit(200);
  const around = await messagesAroundReports(
    db,
    rows.flatMap((r) => (r.report.messageId ? [r.report.id] : [])),
  );
  return rows.map((r) => ({
    id: r.report.id,
    reason: r.report.reason,
    details: r.report.details,
    status: r.report.status,
    createdAt: r.report.createdAt.toISOString(),
    resolvedAt: r.report.resolvedAt?.toISOString() ?? null,
    reporter: { profileId: r.reporterCode, full_name: r.reporterName ?? '' },
    reported: {
      id: r.report.reportedId,
      profileId: r.reportedCode,
      full_name: r.reportedName ?? '',
      status: r.reportedStatus,
      openReports: r.openReports,
    },
    messages: around.get(r.report.id) ?? null,
  }));
}

async function openReport(db: Database, id: number) {
  const [report] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  if (!report) throw notFound(say({ en: 'There is no report with this id.', hi: 'इस ID की कोई शिकायत नहीं है।' }));
  if (report.status !== 'open') {
    const message = `This report was already ${report.status}.`;
    throw validationError(message, [{ path: ['id'], message }]);
  }
  return report;
}

/**
 * Suspends the reported member: their account is closed at once (every token stops working by the version bump, the
 * database delists the profile), whatever its state: a hidden or deleted account is suspended too, so neither hiding
 * nor deleting first escapes it. What the suspension rests on is kept apart (keep-suspension-evidence.ts), and every
 * open report about them is resolved with this one.
 */
export async function suspendReportedMember(
  db: Database,
  admin: UserRow,
  reportId: number,
  now = new Date(),
): Promise<void> {
  const report = await openReport(db, reportId);
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, report.reportedId));
    if (target?.role === 'admin') {
      const message = 'Admins cannot be suspended from the reports queue.';
      throw validationError(message, [{ path: ['id'], message }]);
    }
    await tx
      .update(users)
      .set({ status: 'suspended', tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, report.reportedId));
    await keepSuspensionEvidence(tx, report.reportedId, admin.id, now);
    await tx
      .update(reports)
      .set({ status: 'actioned', resolvedAt: now, resolvedBy: admin.id })
      .where(and(eq(reports.reportedId, report.reportedId), eq(reports.status, 'open')));
  });
}

export async function dismissReport(db: Database, admin: UserRow, reportId: number, now = new Date()): Promise<void> {
  await openReport(db, reportId);
  await db
    .update(reports)
    .set({ status: 'dismissed', resolvedAt: now, resolvedBy: admin.id })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')));
}
