import { and, desc, eq, or } from 'drizzle-orm';
import type { ProfileDetailsJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { interests, profiles, shortlists, type UserRow } from '../../db/schema';
import { listMemberPhotos } from '../photos/list-member-photos';
import { isPhotoShownTo } from '../photos/photo-access';
import { toBlurredPhotoJson, toPhotoJson } from '../photos/photo-json';
import { findUserRecord } from '../users/find-user-record';
import { findVisibleMemberId } from './find-member-by-code';
import { contactAccessFor } from '../members/reveal-contact';

/**
 * /profiledetails: the public profile within its owner's privacy (as GET /api/users/:id shapes it), every photo the
 * viewer may see (blurred where not), and where the two members stand: the latest interest between them and whether it
 * is shortlisted.
 */
export async function profileDetails(db: Database, viewer: UserRow, profileId: string): Promise<ProfileDetailsJson> {
  const memberId = await findVisibleMemberId(db, viewer.id, profileId);
  const [record, photoRows, [latest], [listed], [owner]] = await Promise.all([
    findUserRecord(db, viewer, memberId, { withProfile: true, withPhoto: true }),
    listMemberPhotos(db, memberId),
    db
      .select()
      .from(interests)
      .where(
        or(
          and(eq(interests.senderId, viewer.id), eq(interests.receiverId, memberId)),
          and(eq(interests.senderId, memberId), eq(interests.receiverId, viewer.id)),
        ),
      )
      .orderBy(desc(interests.createdAt), desc(interests.id))
      .limit(1),
    db
      .select({ id: shortlists.memberId })
      .from(shortlists)
      .where(and(eq(shortlists.userId, viewer.id), eq(shortlists.memberId, memberId))),
    db
      .select({
        photoVisibility: profiles.photoVisibility,
        isVerified: profiles.isVerified,
        contactVisibility: profiles.contactVisibility,
      })
      .from(profiles)
      .where(eq(profiles.userId, memberId)),
  ]);
  const isSelf = memberId === viewer.id;
  const isConnected = latest?.status === 'accepted';
  const visibility = owner?.photoVisibility ?? 'all';
  const isPhotoShown = isPhotoShownTo(visibility, { isOwner: isSelf, isAdmin: viewer.role === 'admin', isConnected });
  // The member is found visible (active), so a photo shown to all is public.
  const access = { isPublic: visibility === 'all', viewerId: viewer.id };
  return {
    member: record,
    isSelf,
    isVerified: owner?.isVerified ?? false,
    photoVisibility: owner?.photoVisibility ?? 'all',
    photos: photoRows
      .map((p) => (isPhotoShown ? toPhotoJson(p, access) : toBlurredPhotoJson(p)))
      .filter((p) => p !== null),
    interest: latest
      ? {
          id: latest.id,
          direction: latest.senderId === viewer.id ? ('sent' as const) : ('received' as const),
          status: latest.status,
          message: latest.message,
          createdAt: latest.createdAt.toISOString(),
        }
      : null,
    isShortlisted: Boolean(listed),
    contactAccess: owner
      ? await contactAccessFor(
          db,
          viewer.id,
          { id: memberId, contactVisibility: owner.contactVisibility },
          isConnected,
          'contact' in record,
        )
      : 'private',
  };
}
