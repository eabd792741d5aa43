import { and, eq, or, sql } from 'drizzle-orm';
import { isInAudience, type BlurredPhotoJson, type PhotoJson } from '@matri/contracts';
import { ageInYears } from '@matri/helpers';
import type { Database } from '../../../db/database';
import { preparedPerDatabase } from '../../../db/prepared-per-database';
import { photos, profiles, users, type PhotoRow, type ProfileRow, type UserRow } from '../../../db/schema';
import { toMemberJson, isHoroscopeShownTo } from '../../account';
import { isContactShown, senderVerification } from '../../visibility';
import { relationshipBetween, type Relationship } from './relationship';
import { arePhotosPublic, isPhotoShownTo, isScreeningShownTo, toBlurredPhotoJson, toPhotoJson } from '../../photos';
import { NotFound } from '../../platform';

/** Who reads a record: the photo audiences read what they verified. */
type RecordViewer = Pick<UserRow, 'id' | 'idVerifiedAt' | 'photoVerifiedAt'>;

export interface UserRecordOptions {
  withProfile: boolean;
  withPhoto: boolean;
}

/** The profile as its owner (and admins) see it: every field. */
/** photo: undefined when not asked for (left out), null when there is none. */
function ownProfileJson(profile: ProfileRow, photo: PhotoJson | BlurredPhotoJson | null | undefined) {
  return {
    id: profile.id,
    profileId: profile.profileCode,
    createdBy: profile.createdBy,
    full_name: profile.fullName,
    gender: profile.gender,
    dateOfBirth: profile.dateOfBirth,
    age: ageInYears(profile.dateOfBirth),
    religion: profile.religion,
    community: profile.community,
    subCommunity: profile.subCommunity,
    motherTongue: profile.motherTongue,
    maritalStatus: profile.maritalStatus,
    heightCm: profile.heightCm,
    gotra: profile.gotra,
    education: profile.education,
    educationField: profile.educationField,
    profession: profile.profession,
    employerType: profile.employerType,
    incomeBand: profile.incomeBand,
    country: profile.country,
    state: profile.state,
    city: profile.city,
    residencyStatus: profile.residencyStatus,
    fatherOccupation: profile.fatherOccupation,
    motherOccupation: profile.motherOccupation,
    brothers: profile.brothers,
    brothersMarried: profile.brothersMarried,
    sisters: profile.sisters,
    sistersMarried: profile.sistersMarried,
    familyType: profile.familyType,
    familyValues: profile.familyValues,
    familyDetails: profile.familyDetails,
    diet: profile.diet,
    smoking: profile.smoking,
    drinking: profile.drinking,
    aboutMe: profile.aboutMe,
    nakshatra: profile.nakshatra,
    nakshatraPada: profile.nakshatraPada,
    rashi: profile.rashi,
    birthTime: profile.birthTime,
    birthPlace: profile.birthPlace,
    manglik: profile.manglik,
    horoscopeVisibility: profile.horoscopeVisibility,
    photoVisibility: profile.photoVisibility,
    contactVisibility: profile.contactVisibility,
    ...(photo !== undefined ? { profile_photo: photo } : {}),
  };
}

/** What a viewer the owner keeps the horoscope from gets in its place. */
const horoscopeWithheld = {
  nakshatra: null,
  nakshatraPada: null,
  rashi: null,
  birthTime: null,
  birthPlace: null,
  manglik: null,
};

/**
 * What another member may see of a profile: no birth date (the age instead), no account fields; the photo when the
 * owner shows it to all members or to members whose interest was accepted and this is one (blurred otherwise); the
 * horoscope details by the same rule.
 */
function publicProfileJson(
  profile: ProfileRow,
  photo: PhotoRow | null | undefined,
  viewer: RecordViewer,
  isConnected: boolean,
) {
  const viewerId = viewer.id;
  const isPhotoShown = isPhotoShownTo(profile.photoVisibility, {
    isOwner: false,
    isAdmin: false,
    isConnected,
    isInPhotoAudience: isInAudience(profile.photoAudience, senderVerification(viewer)),
  });
  let shown: PhotoJson | BlurredPhotoJson | null | undefined;
  if (photo === undefined || photo === null) shown = photo;
  // The record's query joins the primary photo whatever its screening, for its owner: others get none until it passed.
  else if (!isScreeningShownTo(photo.screening, { isOwner: false, isAdmin: false })) shown = null;
  // Only active members' records reach here, so a photo shown to all is public.
  else
    shown = isPhotoShown
      ? toPhotoJson(photo, { isPublic: arePhotosPublic(profile), viewerId })
      : toBlurredPhotoJson(photo);
  const { dateOfBirth, photoVisibility, contactVisibility, horoscopeVisibility, createdBy, ...visible } =
    ownProfileJson(profile, shown);
  const isHoroscopeShown = isHoroscopeShownTo(horoscopeVisibility, { isOwner: false, isAdmin: false, isConnected });
  return isHoroscopeShown ? visible : { ...visible, ...horoscopeWithheld };
}

/** The top bar asks for it on every member page. */
const recordQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, profile: profiles, photo: photos })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, and(eq(photos.userId, users.id), eq(photos.isPrimary, true)))
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        or(sql`${sql.placeholder('seesEveryStatus')}::boolean`, eq(users.status, 'active')),
      ),
    )
    .limit(1)
    .prepare('user_record'),
);

/** A record by its profile ID, as a profile page opens it. */
const recordByCodeQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, profile: profiles, photo: photos })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, and(eq(photos.userId, users.id), eq(photos.isPrimary, true)))
    .where(eq(profiles.profileCode, sql.placeholder('profileCode')))
    .limit(1)
    .prepare('record_by_code'),
);

/** The account, profile and primary photo behind a profile ID (any status: the caller decides who may see it). */
export async function findRecordByProfileCode(db: Database, profileCode: string) {
  const [row] = await recordByCodeQuery(db).execute({ profileCode: profileCode.trim().toUpperCase() });
  return row ?? null;
}

type RecordRow = { user: UserRow; profile: ProfileRow | null; photo: PhotoRow | null };

/** The whole record, as the member themself and admins see it. */
export function ownerRecordJson(row: RecordRow, viewer: UserRow, options: UserRecordOptions) {
  // undefined: not asked for, so profile_photo is left out of the answer.
  const photo = options.withPhoto && row.profile ? row.photo : undefined;
  return {
    ...toMemberJson(row.user, row.profile),
    status: row.user.status,
    ...(options.withProfile
      ? {
          user_profile: row.profile
            ? ownProfileJson(
                row.profile,
                photo
                  ? toPhotoJson(photo, {
                      isPublic: arePhotosPublic(row.profile) && row.user.status === 'active',
                      viewerId: viewer.id,
                    })
                  : photo,
              )
            : null,
        }
      : {}),
  };
}

/**
 * The public part of an active member's record for another member: never role or account state, and e-mail and
 * mobile only after an accepted interest when the owner's contact privacy allows (for paying members: once revealed).
 */
export function publicRecordJson(
  row: RecordRow & { profile: ProfileRow },
  viewer: RecordViewer,
  relation: Pick<Relationship, 'isConnected' | 'isRevealed'>,
  options: UserRecordOptions,
) {
  const { profile } = row;
  const photo = options.withPhoto ? row.photo : undefined;
  const isRevealed = relation.isConnected && profile.contactVisibility === 'paid-accepted' && relation.isRevealed;
  return {
    id: row.user.id,
    full_name: profile.fullName,
    profileId: profile.profileCode,
    ...(isContactShown(profile.contactVisibility, relation.isConnected, isRevealed)
      ? { contact: { email: row.user.email, mobile: row.user.mobile } }
      : {}),
    ...(options.withProfile ? { user_profile: publicProfileJson(profile, photo, viewer, relation.isConnected) } : {}),
  };
}

/**
 * GET /api/users/:id. The member themself and admins get the whole record; another member gets the public part of
 * an active profile; hidden, suspended and deleted members, and members blocked either way, do not exist for them.
 */
export async function findUserRecord(db: Database, viewer: UserRow, id: number, options: UserRecordOptions) {
  const isOwnerOrAdmin = viewer.id === id || viewer.role === 'admin';
  const [row] = await recordQuery(db).execute({ id, seesEveryStatus: isOwnerOrAdmin });
  const gone = () => new NotFound({ en: 'There is no member with this id.', hi: 'इस ID का कोई सदस्य नहीं है।' });
  if (!row) throw gone();
  if (isOwnerOrAdmin) return ownerRecordJson(row, viewer, options);
  const { profile } = row;
  if (!profile) throw gone();
  const relation = await relationshipBetween(db, viewer.id, id);
  if (relation.blockState !== 'none') throw gone();
  return publicRecordJson({ ...row, profile }, viewer, relation, options);
}
