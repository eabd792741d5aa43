import { sql } from 'drizzle-orm';
import {
  verificationBadges,
  type ContactAudience,
  type MemberCardJson,
  type VerificationFacts,
} from '@matri/contracts';
import { ageInYears } from '@matri/helpers';
import { interests, memberships, membershipPlans, photos, profiles, shortlists, users } from '../../db/schema';
import { gunaMilanWith, type HoroscopeSide } from '../account';
import { isHoroscopeShownSql } from '../account';
import { arePhotosPublic, isPhotoShownTo, photoLinkFor, photoUrl, shownPrimaryPhotoOf } from '../photos';
import { isInAudienceSql } from '../visibility';
import type { CandidateFacts } from './match-criteria';

/**
 * The columns a result card is made of, selected by search, matches and the shortlist alike, with what the viewer
 * already did about each member (shortlisted; the latest interest between them, as "status:sent|received"), so a page
 * is one query.
 */
export function cardColumnsFor(viewerId: number) {
  const between = sql`(${interests.senderId} = ${viewerId} and ${interests.receiverId} = ${profiles.userId}) or (${interests.senderId} = ${profiles.userId} and ${interests.receiverId} = ${viewerId})`;
  return {
    userId: profiles.userId,
    profileCode: profiles.profileCode,
    fullName: profiles.fullName,
    dateOfBirth: profiles.dateOfBirth,
    heightCm: profiles.heightCm,
    religion: profiles.religion,
    community: profiles.community,
    motherTongue: profiles.motherTongue,
    maritalStatus: profiles.maritalStatus,
    education: profiles.education,
    profession: profiles.profession,
    country: profiles.country,
    state: profiles.state,
    city: profiles.city,
    diet: profiles.diet,
    starKey: profiles.starKey,
    horoscopeVisibility: profiles.horoscopeVisibility,
    isHoroscopeShown: sql<boolean>`${isHoroscopeShownSql(viewerId)}`,
    isVerified: profiles.isVerified,
    isIdVerified: profiles.isIdVerified,
    // What the member verified, for the badges: a primary-key lookup per card of a page, kept off the search's index.
    verification: sql<VerificationFacts>`(select json_build_object('isMobileVerified', ${users.isMobileVerified},
      'isEmailVerified', ${users.isEmailVerified}, 'idVerifiedAt', ${users.idVerifiedAt},
      'photoVerifiedAt', ${users.photoVerifiedAt}) from ${users} where ${users.id} = ${profiles.userId})`,
    photoVisibility: profiles.photoVisibility,
    photoAudience: profiles.photoAudience,
    isInPhotoAudience: sql<boolean>`${isInAudienceSql(profiles.photoAudience, viewerId)}`,
    photoFile: photos.fileName,
    photoBlurFile: photos.blurFileName,
    isShortlisted: sql<boolean>`exists (select 1 from ${shortlists} where ${shortlists.userId} = ${viewerId} and ${shortlists.memberId} = ${profiles.userId})`,
    // A running plan that highlights its member (checked per card of a page: an index lookup each).
    isHighlighted: sql<boolean>`exists (select 1 from ${memberships} join ${membershipPlans} on ${membershipPlans.id} = ${memberships.planId}
      where ${memberships.userId} = ${profiles.userId} and ${membershipPlans.isHighlighted} and ${memberships.startsAt} <= now() and ${memberships.endsAt} > now())`,
    latestInterest: sql<
      string | null
    >`(select ${interests.status} || ':' || case when ${interests.senderId} = ${viewerId} then 'sent' else 'received' end
      from ${interests} where ${between} order by ${interests.createdAt} desc, ${interests.id} desc limit 1)`,
  };
}

/** The primary photo as others see it: only once it passed screening. */
export const primaryPhotoJoin = shownPrimaryPhotoOf(profiles.userId);

/** A card's row: the facts a match is judged on, and what else the card shows. */
export type CardRow = CandidateFacts & {
  userId: number;
  profileCode: string | null;
  fullName: string;
  profession: string | null;
  city: string | null;
  isVerified: boolean;
  verification: VerificationFacts;
  photoVisibility: 'all' | 'accepted' | 'hidden';
  photoAudience: ContactAudience;
  /** The viewer verified what the member's photo audience asks for. */
  isInPhotoAudience: boolean;
  horoscopeVisibility: 'all' | 'accepted' | 'hidden';
  photoFile: string | null;
  photoBlurFile: string | null;
  isShortlisted: boolean;
  isHighlighted: boolean;
  latestInterest: string | null;
};

/**
 * An active member's primary photo as another member may see it: the photo within its owner's privacy, else the
 * blurred rendition. Only for active members, so a photo shown to all is public here.
 */
export function shownPhoto(
  row: Pick<CardRow, 'photoFile' | 'photoBlurFile' | 'photoVisibility' | 'photoAudience' | 'isInPhotoAudience'>,
  viewerId: number,
  isConnected: boolean,
): MemberCardJson['photo'] {
  if (!row.photoFile) return null;
  const { isInPhotoAudience } = row;
  if (isPhotoShownTo(row.photoVisibility, { isOwner: false, isAdmin: false, isConnected, isInPhotoAudience })) {
    return {
      url: photoLinkFor(row.photoFile, { isPublic: arePhotosPublic(row), viewerId }),
      isBlurred: false,
      visibility: row.photoVisibility,
    };
  }
  if (!row.photoBlurFile) return null;
  return { url: photoUrl(row.photoBlurFile), isBlurred: true, visibility: row.photoVisibility };
}

function interestOf(latest: string | null): MemberCardJson['interest'] {
  if (!latest) return null;
  const [status, direction] = latest.split(':') as [
    NonNullable<MemberCardJson['interest']>['status'],
    'sent' | 'received',
  ];
  return { status, direction };
}

/** A card for a row, within its owner's photo privacy and with what the viewer already did about them. */
export function toMemberCard(row: CardRow, viewerId: number, now = new Date()): MemberCardJson {
  const interest = interestOf(row.latestInterest);
  return {
    profileId: row.profileCode ?? '',
    full_name: row.fullName,
    age: ageInYears(row.dateOfBirth, now) ?? 0,
    heightCm: row.heightCm,
    religion: row.religion,
    community: row.community,
    motherTongue: row.motherTongue,
    city: row.city,
    state: row.state,
    profession: row.profession,
    isVerified: row.isVerified,
    badges: verificationBadges(row.verification),
    isHighlighted: row.isHighlighted,
    photo: shownPhoto(row, viewerId, interest?.status === 'accepted'),
    isShortlisted: row.isShortlisted,
    interest,
  };
}

/**
 * Guna Milan on a search or matches card: the score where the member shows the viewer their horoscope, else who they
 * show it to in its place (the card says so instead of a score).
 */
export function cardGunaMilan(
  me: HoroscopeSide,
  row: Pick<CardRow, 'starKey' | 'isHoroscopeShown' | 'horoscopeVisibility'>,
): Pick<MemberCardJson, 'gunaMilan' | 'horoscopeShownTo'> {
  if (row.isHoroscopeShown || row.horoscopeVisibility === 'all') return { gunaMilan: gunaMilanWith(me, row) };
  return { gunaMilan: null, horoscopeShownTo: row.horoscopeVisibility };
}
