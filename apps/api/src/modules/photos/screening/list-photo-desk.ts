import { and, asc, desc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PhotoReviewCaseJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { photoDecisions, photos, profiles, reports, users, type PhotoRow } from '../../../db/schema';
import { photoLinkFor } from '../photo-links';

const other = alias(photos, 'other_photo');
const otherUser = alias(users, 'other_user');
const otherProfile = alias(profiles, 'other_profile');

function deskPhoto(photo: PhotoRow, adminId: number) {
  return {
    id: photo.id,
    url: photoLinkFor(photo.fileName, { isPublic: false, viewerId: adminId }),
    width: photo.width,
    height: photo.height,
    isPrimary: photo.isPrimary,
    createdAt: photo.createdAt.toISOString(),
  };
}

/** At most this many cases at once: a desk works from the oldest, and a decision brings the next. */
const PAGE = 100;

/**
 * The photo desk's queue, oldest first: photos held for a person (the duplicate's photo and member beside it), and
 * the shown photos of members reported for an inappropriate photo that no admin has decided on since the report.
 * Each case carries its scores and the decisions taken on the photo so far (who, when); links are signed for the admin.
 */
export async function listPhotoDesk(db: Database, adminId: number): Promise<PhotoReviewCaseJson[]> {
  const report = sql<
    number | null
  >`(select min(${reports.id}) from ${reports} where ${reports.reportedId} = ${photos.userId}
    and ${reports.reason} = 'inappropriate-photo' and ${reports.status} = 'open')`;
  const reportedSince = sql<Date | null>`(select min(${reports.createdAt}) from ${reports}
    where ${reports.reportedId} = ${photos.userId} and ${reports.reason} = 'inappropriate-photo' and ${reports.status} = 'open')`;
  const since = sql`coalesce(${reportedSince}, ${photos.createdAt})`;
  const rows = await db
    .select({
      photo: photos,
      member: { id: users.id, status: users.status },
      profile: { profileId: profiles.profileCode, fullName: profiles.fullName },
      other,
      otherMember: { id: otherUser.id, status: otherUser.status },
      otherProfile: { profileId: otherProfile.profileCode, fullName: otherProfile.fullName },
      reportId: report,
    })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .leftJoin(profiles, eq(profiles.userId, photos.userId))
    .leftJoin(other, eq(other.id, photos.duplicateOfPhotoId))
    .leftJoin(otherUser, eq(otherUser.id, other.userId))
    .leftJoin(otherProfile, eq(otherProfile.userId, other.userId))
    .where(
      or(
        eq(photos.screening, 'held'),
        and(
          eq(photos.screening, 'passed'),
          sql`${reportedSince} is not null`,
          notExists(
            db
              .select({ one: sql`1` })
              .from(photoDecisions)
              .where(and(eq(photoDecisions.photoId, photos.id), sql`${photoDecisions.createdAt} >= ${reportedSince}`)),
          ),
        ),
      ),
    )
    .orderBy(asc(since), asc(photos.id))
    .limit(PAGE);
  const ids = rows.map((row) => row.photo.id);
  const history = ids.length
    ? await db
        .select({
          photoId: photoDecisions.photoId,
          decision: photoDecisions.decision,
          reason: photoDecisions.reason,
          admin: users.email,
          decidedAt: photoDecisions.createdAt,
        })
        .from(photoDecisions)
        .leftJoin(users, eq(users.id, photoDecisions.adminId))
        .where(inArray(photoDecisions.photoId, ids))
        .orderBy(desc(photoDecisions.createdAt), desc(photoDecisions.id))
    : [];
  return rows.map((row) => ({
    photo: deskPhoto(row.photo, adminId),
    screening: row.photo.screening,
    reason: row.photo.screeningReason,
    scores: row.photo.screeningScores,
    member: {
      id: row.member.id,
      profileId: row.profile?.profileId ?? null,
      full_name: row.profile?.fullName ?? '',
      status: row.member.status,
    },
    duplicateOf:
      row.other && row.otherMember
        ? {
            photo: deskPhoto(row.other, adminId),
            member: {
              id: row.otherMember.id,
              profileId: row.otherProfile?.profileId ?? null,
              full_name: row.otherProfile?.fullName ?? '',
              status: row.otherMember.status,
            },
          }
        : null,
    reportId: row.reportId,
    history: history
      .filter((entry) => entry.photoId === row.photo.id)
      .map((entry) => ({
        decision: entry.decision,
        reason: entry.reason,
        admin: entry.admin,
        decidedAt: entry.decidedAt.toISOString(),
      })),
  }));
}
