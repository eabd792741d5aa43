import { eq, or } from 'drizzle-orm';
import type { PhotoVisibility } from '@matri/contracts';
import type { Database } from '../../db/database';
import { photos, profiles, users, type UserRow } from '../../db/schema';
import { blockState } from '../blocks/block-state';
import { hasAcceptedInterest } from '../interests/has-accepted-interest';
import { verifyPhotoLink, type PhotoLink } from './photo-links';

/**
 * The one rule for who sees a member's photos unblurred: the owner, admins, everyone when the owner shows them to all,
 * and members whose interest with the owner was accepted when the owner shows them to those.
 */
export function isPhotoShownTo(
  visibility: PhotoVisibility,
  viewer: { isOwner: boolean; isAdmin: boolean; isConnected: boolean },
): boolean {
  return viewer.isOwner || viewer.isAdmin || visibility === 'all' || (visibility === 'accepted' && viewer.isConnected);
}

/** A stored file as the photo routes need it: whose, and whether everyone may see it now. */
interface StoredPhotoFile {
  ownerId: number;
  isBlurred: boolean;
  /** Shown to everyone: a blurred rendition, or a photo of an active member who shows photos to all. */
  isPublic: boolean;
  visibility: PhotoVisibility;
  ownerStatus: UserRow['status'];
}

/** The photo a stored file name belongs to (as the photo or its blurred rendition), or null when there is none. */
async function findStoredPhotoFile(db: Database, fileName: string): Promise<StoredPhotoFile | null> {
  const [row] = await db
    .select({
      ownerId: photos.userId,
      fileName: photos.fileName,
      visibility: profiles.photoVisibility,
      ownerStatus: users.status,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .innerJoin(users, eq(users.id, photos.userId))
    .where(or(eq(photos.fileName, fileName), eq(photos.blurFileName, fileName)))
    .limit(1);
  if (!row) return null;
  const isBlurred = row.fileName !== fileName;
  return {
    ownerId: row.ownerId,
    isBlurred,
    visibility: row.visibility,
    ownerStatus: row.ownerStatus,
    isPublic: isBlurred || (row.visibility === 'all' && row.ownerStatus === 'active'),
  };
}

/**
 * Whether the viewer may see the owner's photos now, at this request: an active viewer who is the owner or an admin,
 * or who may see them by the rule above while the owner is active and neither has blocked the other.
 */
async function maySeePhotosNow(db: Database, viewerId: number, file: StoredPhotoFile): Promise<boolean> {
  if (file.isPublic) return true;
  const [viewer] = await db
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, viewerId));
  if (!viewer || viewer.status === 'suspended' || viewer.status === 'deleted') return false;
  if (viewerId === file.ownerId || viewer.role === 'admin') return true;
  if (viewer.status !== 'active' || file.ownerStatus !== 'active') return false;
  const isConnected =
    (await blockState(db, viewerId, file.ownerId)) === 'none' &&
    (await hasAcceptedInterest(db, viewerId, file.ownerId));
  return isPhotoShownTo(file.visibility, { isOwner: false, isAdmin: false, isConnected });
}

/**
 * Whether a stored file may be served at this request: at its public address only while everyone may see it; at a
 * signed link (`access`) only a photo (never a rendition) to a viewer who may see it now. Gives the link (its end
 * bounds how long a browser may keep the photo), or null when nothing may be served.
 */
export async function servablePhoto(
  db: Database,
  fileName: string,
  access: string | null,
): Promise<{ link: PhotoLink | null } | null> {
  const stored = await findStoredPhotoFile(db, fileName);
  if (!stored) return null;
  if (access === null) return stored.isPublic ? { link: null } : null;
  const link = verifyPhotoLink(fileName, access);
  return link && !stored.isBlurred && (await maySeePhotosNow(db, link.viewerId, stored)) ? { link } : null;
}
