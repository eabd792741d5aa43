import type { Language } from '@matri/contracts';

type Moment = string;

/**
 * The parts of GET /api/users/me/export (the API's modules/account/export-member-data.ts) the readable copy shows, as
 * JSON carries them: dates as ISO text, other members by profile ID (null once their account is erased).
 */
export interface MemberDataExport {
  exportedAt: Moment;
  account: {
    email: string;
    mobile: string;
    status: string;
    isEmailVerified: boolean;
    isMobileVerified: boolean;
    createdAt: Moment;
    lastActiveAt: Moment;
    notifyInterestReceived: boolean;
    notifyInterestAccepted: boolean;
    notifyProfileViewed: boolean;
    notifyUnreadMessages: boolean;
    lang: Language;
  };
  profile:
    | ({
        profileCode: string | null;
        gender: string;
        photoVisibility: string;
        contactVisibility: string;
        horoscopeVisibility: string;
        isShownInRecent: boolean;
        interestAudience: string;
        messageAudience: string;
        photoAudience: string;
      } & Record<string, string | number | boolean | null>)
    | null;
  partnerPreferences: {
    ageMin: number | null;
    ageMax: number | null;
    heightMinCm: number | null;
    heightMaxCm: number | null;
    horoscopeMustMatch: boolean;
    [list: string]: unknown;
  } | null;
  photos: { createdAt: Moment; isPrimary: boolean }[];
  profileViews: { made: { profileId: string | null; viewedAt: Moment }[]; ofMyProfile: Moment[] };
  interests: {
    direction: 'sent' | 'received';
    profileId: string | null;
    status: string;
    message: string | null;
    createdAt: Moment;
  }[];
  blocks: { profileId: string | null; blockedAt: Moment }[];
  contactMessages: { message: string; createdAt: Moment }[];
  shortlist: { profileId: string | null; addedAt: Moment }[];
  reportsMade: {
    profileId: string | null;
    reason: string;
    details: string | null;
    status: string;
    createdAt: Moment;
  }[];
  notifications: { profileId: string | null; createdAt: Moment; readAt: Moment | null }[];
  savedSearches: { name: string; createdAt: Moment }[];
  memberships: { planId: string; startsAt: Moment; endsAt: Moment }[];
  payments: {
    planId: string;
    status: string;
    amountPaise: number;
    itemDescription: string | null;
    paidAt: Moment | null;
  }[];
  contactReveals: { made: { profileId: string | null; revealedAt: Moment }[]; ofMyContact: Moment[] };
  conversations: {
    profileId: string | null;
    messages: { fromMe: boolean; text: string; sentAt: Moment }[];
  }[];
}
