import { verificationBadges, type OwnProfile } from '@matri/contracts';
import type { ProfileRow, UserRow } from '../../../db/schema';

/**
 * The stored profile in the shape of the edit forms. Stored values were validated against the same vocabularies on
 * the way in, so they are read back as those types.
 */
export function toOwnProfile(
  user: Pick<
    UserRow,
    | 'isEmailVerified'
    | 'isMobileVerified'
    | 'idVerifiedAt'
    | 'photoVerifiedAt'
    | 'status'
    | 'notifyInterestReceived'
    | 'notifyInterestAccepted'
    | 'notifyProfileViewed'
    | 'notifyUnreadMessages'
  >,
  row: ProfileRow,
): OwnProfile {
  return {
    profileId: row.profileCode,
    gender: row.gender,
    isEmailVerified: user.isEmailVerified,
    isMobileVerified: user.isMobileVerified,
    photoVisibility: row.photoVisibility,
    contactVisibility: row.contactVisibility,
    isShownInRecent: row.isShownInRecent,
    interestAudience: row.interestAudience,
    messageAudience: row.messageAudience,
    photoAudience: row.photoAudience,
    badges: verificationBadges(user),
    isHidden: user.status === 'hidden',
    notifyInterestReceived: user.notifyInterestReceived,
    notifyInterestAccepted: user.notifyInterestAccepted,
    notifyProfileViewed: user.notifyProfileViewed,
    notifyUnreadMessages: user.notifyUnreadMessages,
    createdBy: row.createdBy,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    maritalStatus: row.maritalStatus as OwnProfile['maritalStatus'],
    heightCm: row.heightCm,
    religion: row.religion as OwnProfile['religion'],
    community: row.community,
    subCommunity: row.subCommunity,
    motherTongue: row.motherTongue as OwnProfile['motherTongue'],
    gotra: row.gotra,
    nakshatra: row.nakshatra as OwnProfile['nakshatra'],
    nakshatraPada: row.nakshatraPada,
    rashi: row.rashi as OwnProfile['rashi'],
    manglik: row.manglik as OwnProfile['manglik'],
    birthTime: row.birthTime,
    birthPlace: row.birthPlace,
    horoscopeVisibility: row.horoscopeVisibility,
    education: row.education as OwnProfile['education'],
    educationField: row.educationField as OwnProfile['educationField'],
    profession: row.profession as OwnProfile['profession'],
    employerType: row.employerType as OwnProfile['employerType'],
    incomeBand: row.incomeBand as OwnProfile['incomeBand'],
    country: row.country as OwnProfile['country'],
    state: row.state,
    city: row.city,
    residencyStatus: row.residencyStatus as OwnProfile['residencyStatus'],
    fatherOccupation: row.fatherOccupation,
    motherOccupation: row.motherOccupation,
    brothers: row.brothers,
    brothersMarried: row.brothersMarried,
    sisters: row.sisters,
    sistersMarried: row.sistersMarried,
    familyType: row.familyType as OwnProfile['familyType'],
    familyValues: row.familyValues as OwnProfile['familyValues'],
    familyDetails: row.familyDetails,
    diet: row.diet as OwnProfile['diet'],
    smoking: row.smoking as OwnProfile['smoking'],
    drinking: row.drinking as OwnProfile['drinking'],
    aboutMe: row.aboutMe,
  };
}
