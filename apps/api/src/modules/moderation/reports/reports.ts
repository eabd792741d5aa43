import { aliasedTable, and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  say,
  type LocalText,
  type Report,
  type ReportJson,
  type ReportReason,
  type ReportStatus,
} from '@matri/contracts';
import type { Database } from '../../../db/database';
import { profiles, reports, users, type UserRow } from '../../../db/schema';
import { blockMemberId } from '../../conversations';
import type { Transaction } from '../../conversations';
import { keepSuspensionEvidence } from './keep-suspension-evidence';
import { isTheirMessageToMe, lastMessageFromTo, messagesAroundReports } from './reported-messages';
import { interestMessagesOfReports, isTheirInterestToMe, lastInterestMessageFromTo } from './reported-interests';
import { reportableMemberId } from './reportable-member';
import { reportPriority } from './weigh-reports';
import { InvalidInput, NotFound } from '../../platform';

const REPORTING_ONESELF: LocalText = { en: 'You cannot report yourself.', hi: 'आप अपनी ही शिकायत नहीं कर सकते।' };
const ALREADY_REPORTED: LocalText = {
  en: 'You have already reported this member. Our team is looking into it.',
  hi: 'आप इस सदस्य की शिकायत पहले ही कर चुके हैं। हमारी टीम इसे देख रही है।',
};

/**
 * A member reports another to the admins, about their profile, a message of theirs in our conversation or an
 * interest they sent me (its message: before an interest is accepted there is no conversation); without either, the
 * last message they wrote to the reporter goes with it, else their latest interest's, so the admins see how they wrote
 * whatever a block hides. One open report per pair: a second one while the first waits says so.
 *
 * The report protects the reporter at once: it blocks the reported member (they leave each other's lists, pending
 * interests end, the conversation closes), as the large dating apps do (a report there also unmatches), so a harassed
 * member needs no second step; they are not told, and the reporter can unblock them. It never does anything to the
 * reported member's account: only an admin does (the queue's order weighs the reports, weigh-reports.ts).
 */
export async function fileReport(
  db: Database,
  reporter: UserRow,
  input: Report,
  now = new Date(),
): Promise<{ id: number }> {
  const reportedId = await reportableMemberId(db, reporter.id, input.profileId);
  if (reportedId === reporter.id) {
    throw new InvalidInput(REPORTING_ONESELF, [{ path: ['profileId'], message: say(REPORTING_ONESELF) }]);
  }
  if (input.messageId !== undefined && !(await isTheirMessageToMe(db, input.messageId, reportedId, reporter.id))) {
    throw new NotFound({
      en: 'There is no such message from this member in your conversations.',
      hi: 'आपकी बातचीत में इस सदस्य का ऐसा कोई संदेश नहीं है।',
    });
  }
  if (input.interestId !== undefined && !(await isTheirInterestToMe(db, input.interestId, reportedId, reporter.id))) {
    throw new NotFound({
      en: 'There is no such interest from this member to you.',
      hi: 'इस सदस्य की आपको भेजी ऐसी कोई पसंद नहीं है।',
    });
  }
  const { messageId, interestId } = await reportedWords(db, input, reportedId, reporter.id);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reports)
      .values({
        reporterId: reporter.id,
        reportedId,
        reason: input.reason,
        details: input.details || null,
        messageId,
        interestId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!created) {
      throw new InvalidInput(ALREADY_REPORTED, [{ path: ['profileId'], message: say(ALREADY_REPORTED) }]);
    }
    await blockMemberId(tx, reporter.id, reportedId, now);
    return created;
  });
}

/**
 * What the report shows the admins of the reported member's own words: the message or interest named, else their
 * last message to the reporter, else (before any conversation) the message of their latest interest to the reporter.
 */
async function reportedWords(
  db: Database,
  input: Report,
  reportedId: number,
  reporterId: number,
): Promise<{ messageId: number | null; interestId: number | null }> {
  if (input.messageId !== undefined) return { messageId: input.messageId, interestId: null };
  if (input.interestId !== undefined) return { messageId: null, interestId: input.interestId };
  const messageId = await lastMessageFromTo(db, reportedId, reporterId);
  if (messageId !== null) return { messageId, interestId: null };
  return { messageId: null, interestId: await lastInterestMessageFromTo(db, reportedId, reporterId) };
}

const reporterProfile = aliasedTable(profiles, 'reporter_profile');
const reportedProfile = aliasedTable(profiles, 'reported_profile');
const reportedUser = aliasedTable(users, 'reported_user');

/**
 * The admins' queue: open reports by the weight of all open reports about the same member (weigh-reports.ts), then
 * oldest first; resolved ones newest first.
 */
export async function listReports(db: Database, status: ReportStatus, now = new Date()): Promise<ReportJson[]> {
  const priority = reportPriority(reports.reportedId, now);
  const rows = await db
    .select({
      report: reports,
      reporterCode: reporterProfile.profileCode,
      reporterName: reporterProfile.fullName,
      reportedCode: reportedProfile.profileCode,
      reportedName: reportedProfile.fullName,
      reportedStatus: reportedUser.status,
      openReports: sql<number>`(select count(*)::int from ${reports} r2 where r2.reported_id = ${reports.reportedId} and r2.status = 'open')`,
      priority,
    })
    .from(reports)
    .innerJoin(reportedUser, eq(reportedUser.id, reports.reportedId))
    .leftJoin(reporterProfile, eq(reporterProfile.userId, reports.reporterId))
    .leftJoin(reportedProfile, eq(reportedProfile.userId, reports.reportedId))
    .where(eq(reports.status, status))
    .orderBy(...(status === 'open' ? [desc(priority), reports.createdAt] : [desc(reports.resolvedAt)]), reports.id)
    .limit(200);
  const around = await messagesAroundReports(
    db,
    rows.flatMap((r) => (r.report.messageId ? [r.report.id] : [])),
  );
  const interestMessages = await interestMessagesOfReports(
    db,
    rows.flatMap((r) => (r.report.interestId ? [r.report.id] : [])),
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
      priority: r.priority,
    },
    messages: around.get(r.report.id) ?? null,
    interestMessage: interestMessages.get(r.report.id) ?? null,
  }));
}

const NO_SUCH_REPORT: LocalText = { en: 'There is no report with this id.', hi: 'इस ID की कोई शिकायत नहीं है।' };

/**
 * The report, still open, locked until the transaction ends: two admins acting on it at once take turns, and the
 * second is told what the first did (its suspension or dismissal is not done twice or overtaken).
 */
async function lockOpenReport(tx: Transaction, id: number) {
  const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  if (!report) throw new NotFound(NO_SUCH_REPORT);
  if (report.status !== 'open') {
    const message: LocalText = {
      en: `This report was already ${report.status}.`,
      hi: report.status === 'actioned' ? 'इस शिकायत पर पहले ही कार्रवाई हो चुकी है।' : 'यह शिकायत पहले ही ख़ारिज हो चुकी है।',
    };
    throw new InvalidInput(message, [{ path: ['id'], message: say(message) }]);
  }
  return report;
}

/**
 * Suspends the reported member: their account is closed at once (every token stops working by the version bump, the
 * database delists the profile), whatever its state: a hidden or deleted account is suspended too, so neither hiding
 * nor deleting first escapes it. What the suspension rests on is kept apart (keep-suspension-evidence.ts), with the
 * reason the member is told (the admin's choice, else the report's category), and every open report about them is resolved with this one.
 * Answers who was suspended and who reported them (each is told the outcome).
 */
export async function suspendReportedMember(
  db: Database,
  admin: UserRow,
  reportId: number,
  reason?: ReportReason,
  now = new Date(),
): Promise<{ reportedId: number; reporterIds: number[] }> {
  const [reported] = await db.select({ id: reports.reportedId }).from(reports).where(eq(reports.id, reportId));
  if (!reported) throw new NotFound(NO_SUCH_REPORT);
  return db.transaction(async (tx) => {
    // The member's row first: suspensions of one member through different reports take turns too, and the second
    // finds its report already actioned by the first rather than writing a second, empty, evidence.
    const [target] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, reported.id))
      .for('no key update');
    const report = await lockOpenReport(tx, reportId);
    if (target?.role === 'admin') {
      const message = 'Admins cannot be suspended from the reports queue.';
      throw new InvalidInput(message, [{ path: ['id'], message }]);
    }
    await tx
      .update(users)
      .set({ status: 'suspended', tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, report.reportedId));
    await keepSuspensionEvidence(tx, report.reportedId, admin.id, reason ?? report.reason, now);
    const reporterIds = await closeReports(tx, eq(reports.reportedId, report.reportedId), 'actioned', admin.id, now);
    return { reportedId: report.reportedId, reporterIds: [...new Set(reporterIds)] };
  });
}

/** Dismisses the report; answers who filed it (they are told the outcome). */
export async function dismissReport(
  db: Database,
  admin: UserRow,
  reportId: number,
  now = new Date(),
): Promise<{ reporterId: number }> {
  return db.transaction(async (tx) => {
    const report = await lockOpenReport(tx, reportId);
    await closeReports(tx, eq(reports.id, reportId), 'dismissed', admin.id, now);
    return { reporterId: report.reporterId };
  });
}

/**
 * Closes the open reports `which` picks with an admin's decision, saying who and when: the one way a report closes
 * (the queue's suspensions and dismissals here, the photo desk's decisions in decide-desk-photo.ts). Answers the
 * reporter of each report closed, each to be told the outcome.
 */
export async function closeReports(
  tx: Transaction,
  which: SQL | undefined,
  outcome: Exclude<ReportStatus, 'open'>,
  adminId: number,
  now: Date,
): Promise<number[]> {
  const closed = await tx
    .update(reports)
    .set({ status: outcome, resolvedAt: now, resolvedBy: adminId })
    .where(and(which, eq(reports.status, 'open')))
    .returning({ reporterId: reports.reporterId });
  return closed.map((report) => report.reporterId);
}
