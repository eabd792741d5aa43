import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ageInYears } from '@matri/helpers';
import { warningOfReceivedText, type InterestBox, type InterestJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { contactReveals, interests, photos, profiles, users } from '../../../db/schema';
import { isContactShown, isInAudienceSql, notBlockedEitherWay } from '../../visibility';
import { cardGunaMilan, shownPhoto } from '../../discovery';
import { shownPrimaryPhotoOf } from '../../photos';
import { isHoroscopeShownTo } from '../../account';

/**
 * The member's requests: received (waiting for my answer), sent (waiting for theirs), accepted and declined (either
 * way). The other member appears only while active and not blocked either way, with their photo and the Guna Milan as
 * a match card shows them (within their photo and horoscope privacy, connected or not); an accepted interest carries
 * their contact details as they allow; a received one whose message asks for money, the warning a message would.
 */
export async function listInterests(db: Database, userId: number, box: InterestBox): Promise<InterestJson[]> {
  const other = alias(profiles, 'other_profile');
  const otherUser = alias(users, 'other_user');
  // An admin without a profile has no side of a Guna Milan.
  const [me] = await db
    .select({ gender: profiles.gender, starKey: profiles.starKey })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  const mine = or(eq(interests.senderId, userId), eq(interests.receiverId, userId));
  const where = {
    received: and(eq(interests.receiverId, userId), eq(interests.status, 'pending')),
    sent: and(eq(interests.senderId, userId), eq(interests.status, 'pending')),
    accepted: and(mine, eq(interests.status, 'accepted')),
    declined: and(mine, eq(interests.status, 'declined')),
  }[box];
  const rows = await db
    .select({
      interest: interests,
      profile: other,
      email: otherUser.email,
      mobile: otherUser.mobile,
      revealedAt: contactReveals.revealedAt,
      photoFile: photos.fileName,
      photoBlurFile: photos.blurFileName,
      isInPhotoAudience: sql<boolean>`${isInAudienceSql(other.photoAudience, userId)}`,
      // Connected as the photo and horoscope rules read it: any accepted interest between us, not only the one listed.
      isConnected: sql<boolean>`exists (select 1 from ${interests} i where i.status = 'accepted'
        and ((i.sender_id = ${userId} and i.receiver_id = ${other.userId}) or (i.sender_id = ${other.userId} and i.receiver_id = ${userId})))`,
    })
    .from(interests)
    .innerJoin(
      other,
      eq(
        other.userId,
        sql`case when ${interests.senderId} = ${userId} then ${interests.receiverId} else ${interests.senderId} end`,
      ),
    )
    .innerJoin(otherUser, and(eq(otherUser.id, other.userId), eq(otherUser.status, 'active')))
    .leftJoin(contactReveals, and(eq(contactReveals.viewerId, userId), eq(contactReveals.memberId, other.userId)))
    .leftJoin(photos, shownPrimaryPhotoOf(other.userId))
    .where(and(where, notBlockedEitherWay(userId, other.userId)))
    .orderBy(desc(interests.createdAt))
    .limit(100);
  return rows.map(
    ({ interest, profile, email, mobile, revealedAt, photoFile, photoBlurFile, isInPhotoAudience, isConnected }) => ({
      id: interest.id,
      direction: interest.senderId === userId ? 'sent' : 'received',
      status: interest.status,
      message: interest.message,
      warning:
        interest.message && interest.senderId !== userId
          ? warningOfReceivedText(interest.message, interest.status === 'accepted')
          : null,
      createdAt: interest.createdAt.toISOString(),
      respondedAt: interest.respondedAt?.toISOString() ?? null,
      member: {
        profileId: profile.profileCode ?? '',
        full_name: profile.fullName,
        age: ageInYears(profile.dateOfBirth),
        city: profile.city,
        photo: shownPhoto(
          {
            photoFile,
            photoBlurFile,
            photoVisibility: profile.photoVisibility,
            photoAudience: profile.photoAudience,
            isInPhotoAudience,
          },
          userId,
          isConnected,
        ),
        ...(me && me.gender !== profile.gender
          ? cardGunaMilan(
              { userId, gender: me.gender, starKey: me.starKey },
              {
                starKey: profile.starKey,
                horoscopeVisibility: profile.horoscopeVisibility,
                isHoroscopeShown: isHoroscopeShownTo(profile.horoscopeVisibility, {
                  isOwner: false,
                  isAdmin: false,
                  isConnected,
                }),
              },
            )
          : { gunaMilan: null }),
      },
      contact: isContactShown(profile.contactVisibility, interest.status === 'accepted', revealedAt !== null)
        ? { email, mobile }
        : null,
    }),
  );
}
