import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn as AnyColumn } from 'drizzle-orm/pg-core';
import { isInAudience, type ContactAudience, type PhotoVisibility } from '@matri/contracts';
import type { Database } from '../../db/database';
import { interests, photos, profiles, users, type PhotoRow } from '../../db/schema';
import { notBlockedEitherWay, senderVerification } from '../visibility';
import { verifyPhotoLink, type PhotoLink } from './photo-links';

/**
 * The one rule for who sees a member's photos unblurred: the owner, admins, and members in the owner's photo audience
 * (what they verified: isInAudience of libs/contracts) who are also everyone when the owner shows them to all, or
 * members whose interest with the owner was accepted when the owner shows them to those. Both choices must allow.
 */
export function isPhotoShownTo(
  visibility: PhotoVisibility,
  viewer: { isOwner: boolean; isAdmin: boolean; isConnected: boolean; isInPhotoAudience: boolean },
): boolean {
  if (viewer.isOwner || viewer.isAdmin) return true;
  if (!viewer.isInPhotoAudience) return false;
  return visibility === 'all' || (visibility === 'accepted' && viewer.isConnected);
}

/** Whether a photo's screening lets this viewer see it at all: a photo not passed is its owner's and admins' alone. */
export function isScreeningShownTo(
  screening: PhotoRow['screening'],
  viewer: { isOwner: boolean; isAdmin: boolean },
): boolean {
  return viewer.isOwner || viewer.isAdmin || screening === 'passed';
}

/**
 * Joins a member's primary photo as others see it (cards, records, interests, conversations, summaries): only once it
 * passed screening, so a photo still checking, held or refused leaves with no query that shows members to each other.
 */
export function shownPrimaryPhotoOf(userIdColumn: AnyColumn | SQL): SQL {
  return and(eq(photos.userId, userIdColumn), eq(photos.isPrimary, true), eq(photos.screening, 'passed')) as SQL;
}

/** Photos anyone may see have public addresses; every other photo goes by links signed for one viewer. */
export function arePhotosPublic(profile: {
  photoVisibility: PhotoVisibility;
  photoAudience: ContactAudience;
}): boolean {
  return profile.photoVisibility === 'all' && profile.photoAudience === 'anyone';
}

/**
 * Whether a stored file is shown to everyone now: a blurred rendition, or a photo of an active member who shows photos
 * to all, either only once the photo passed screening. False when no photo has this name.
 */
async function isPublicPhotoFile(db: Database, fileName: string): Promise<boolean> {
  const [row] = await db
    .select({
      fileName: photos.fileName,
      screening: photos.screening,
      photoVisibility: profiles.photoVisibility,
      photoAudience: profiles.photoAudience,
      ownerStatus: users.status,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .innerJoin(users, eq(users.id, photos.userId))
    // An upload not re-encoded yet (0 bytes) still holds its EXIF and GPS position: served to no one.
    .where(and(or(eq(photos.fileName, fileName), eq(photos.blurFileName, fileName)), gt(photos.bytes, 0)))
    .limit(1);
  return (
    Boolean(row) &&
    row.screening === 'passed' &&
    (row.fileName !== fileName || (arePhotosPublic(row) && row.ownerStatus === 'active'))
  );
}

/**
 * Whether the viewer a link was signed for may see the photo now, by one statement on the photo's unique name and the
 * two members' ids (primary keys, the block pair's key, the sender's interests): the photo itself (a rendition never
 * comes by a signed link), to its owner or an admin who is neither suspended nor deleted, or to an active viewer who
 * may see it by the rule above while it passed screening, its owner is active and no block stands either way. The
 * owner hiding, narrowing who sees photos, a block either way, a connection that ends, a suspension, a deletion or a
 * photo held or refused all end the link at its next request.
 */
async function maySeePhotoNow(db: Database, fileName: string, viewerId: number): Promise<boolean> {
  const viewer = alias(users, 'viewer');
  const [row] = await db
    .select({
      ownerId: photos.userId,
      screening: photos.screening,
      visibility: profiles.photoVisibility,
      photoAudience: profiles.photoAudience,
      ownerStatus: users.status,
      viewerRole: viewer.role,
      viewerIdVerifiedAt: viewer.idVerifiedAt,
      viewerPhotoVerifiedAt: viewer.photoVerifiedAt,
      viewerStatus: viewer.status,
      isUnblocked: sql<boolean>`${notBlockedEitherWay(viewerId, photos.userId)}`,
      isConnected: sql<boolean>`exists (select 1 from ${interests} where ${interests.status} = 'accepted'
        and ((${interests.senderId} = ${viewerId} and ${interests.receiverId} = ${photos.userId})
          or (${interests.senderId} = ${photos.userId} and ${interests.receiverId} = ${viewerId})))`,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .innerJoin(users, eq(users.id, photos.userId))
    .leftJoin(viewer, eq(viewer.id, viewerId))
    .where(and(eq(photos.fileName, fileName), gt(photos.bytes, 0)))
    .limit(1);
  if (!row || row.viewerStatus === null || row.viewerStatus === 'suspended' || row.viewerStatus === 'deleted') {
    return false;
  }
  if (viewerId === row.ownerId || row.viewerRole === 'admin') return true;
  if (row.screening !== 'passed') return false;
  if (row.viewerStatus !== 'active' || row.ownerStatus !== 'active' || !row.isUnblocked) return false;
  const verified = senderVerification({
    idVerifiedAt: row.viewerIdVerifiedAt,
    photoVerifiedAt: row.viewerPhotoVerifiedAt,
  });
  return isPhotoShownTo(row.visibility, {
    isOwner: false,
    isAdmin: false,
    isConnected: row.isConnected,
    isInPhotoAudience: isInAudience(row.photoAudience, verified),
  });
}

/**
 * Whether a stored file may be served at this request: at its public address only while everyone may see it; at a
 * signed link (`access`) only a photo (never a rendition) to a viewer who may see it now. Gives the link (its end
 * bounds how long a browser may keep the photo), or null when nothing may be served, the same for every reason.
 */
export async function servablePhoto(
  db: Database,
  fileName: string,
  access: string | null,
): Promise<{ link: PhotoLink | null } | null> {
  if (access === null) return (await isPublicPhotoFile(db, fileName)) ? { link: null } : null;
  const link = verifyPhotoLink(fileName, access);
  return link && (await maySeePhotoNow(db, fileName, link.viewerId)) ? { link } : null;
}
