import { isInAudience, verificationBadges, type ProfileDetailsJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { gunaMilanBetween, isHoroscopeShownTo } from '../account';
import { relationshipBetween } from './members/relationship';
import { contactAccessFor } from './members/reveal-contact';
import {
  arePhotosPublic,
  isPhotoShownTo,
  isScreeningShownTo,
  listMemberPhotos,
  toBlurredPhotoJson,
  toPhotoJson,
} from '../photos';
import { findRecordByProfileCode, ownerRecordJson, publicRecordJson } from './members/find-user-record';
import { NotFound } from '../platform';
import { senderVerification } from '../visibility';

/**
 * /profiledetails: the public profile within its owner's privacy (as GET /api/users/:id shapes it), every photo the
 * viewer may see (blurred where not), and where the two members stand: the latest interest between them and whether it
 * is shortlisted, and Guna Milan with the viewer. The record first, then the relationship and the photos at once, then
 * the viewer's star and what the contact access needs at once.
 */
export async function profileDetails(db: Database, viewer: UserRow, profileId: string): Promise<ProfileDetailsJson> {
  const row = await findRecordByProfileCode(db, profileId);
  // Hidden, suspended, deleted and blocked members answer exactly like IDs that never existed.
  const gone = () =>
    new NotFound({ en: 'There is no member with this profile ID.', hi: 'इस प्रोफ़ाइल ID का कोई सदस्य नहीं है।' });
  if (!row) throw gone();
  const { profile } = row;
  const memberId = row.user.id;
  const isSelf = memberId === viewer.id;
  if (!isSelf && row.user.status !== 'active') throw gone();
  const [relation, photoRows] = await Promise.all([
    relationshipBetween(db, viewer.id, memberId),
    listMemberPhotos(db, memberId),
  ]);
  const isHoroscopeShown = isHoroscopeShownTo(profile.horoscopeVisibility, {
    isOwner: isSelf,
    isAdmin: viewer.role === 'admin',
    isConnected: relation.isConnected,
  });
  if (relation.blockState !== 'none') throw gone();
  const options = { withProfile: true, withPhoto: true };
  const record =
    isSelf || viewer.role === 'admin'
      ? ownerRecordJson(row, viewer, options)
      : publicRecordJson({ ...row, profile }, viewer, relation, options);
  const latest = relation.latestInterest;
  const isPhotoShown = isPhotoShownTo(profile.photoVisibility, {
    isOwner: isSelf,
    isAdmin: viewer.role === 'admin',
    isConnected: relation.isConnected,
    isInPhotoAudience: isInAudience(profile.photoAudience, senderVerification(viewer)),
  });
  // The member is found visible (active), so a photo anyone may see is public.
  const access = { isPublic: arePhotosPublic(profile), viewerId: viewer.id };
  const [gunaMilan, contactAccess] = await Promise.all([
    isSelf ? null : gunaMilanBetween(db, viewer.id, profile, isHoroscopeShown),
    contactAccessFor(
      db,
      viewer.id,
      { id: memberId, contactVisibility: profile.contactVisibility },
      relation.isConnected,
      'contact' in record,
    ),
  ]);
  const viewerVerification = senderVerification(viewer);
  return {
    member: record,
    isSelf,
    isVerified: profile.isVerified,
    badges: verificationBadges(row.user),
    interestAudience: profile.interestAudience,
    messageAudience: profile.messageAudience,
    canReachByInterest: isSelf || isInAudience(profile.interestAudience, viewerVerification),
    canReachByMessage: isSelf || isInAudience(profile.messageAudience, viewerVerification),
    photoVisibility: profile.photoVisibility,
    photos: photoRows
      .filter((p) => isScreeningShownTo(p.screening, { isOwner: isSelf, isAdmin: viewer.role === 'admin' }))
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
    isShortlisted: relation.isShortlisted,
    gunaMilan,
    contactAccess,
  };
}
