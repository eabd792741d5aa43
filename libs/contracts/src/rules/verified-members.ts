import type { Language } from '../i18n/languages';
import type { LocalText } from '../i18n/local-text';
import { formatDate } from '../i18n/format-date';
import type { VocabularyItem } from '../vocabularies/vocabulary';
import type { VerificationBadge } from '../schemas/verification-badge';

/** What a badge says was checked. Each means one thing; no badge is "verified" alone. */
export const verificationKinds = ['mobile', 'email', 'id', 'photo'] as const;
export type VerificationKind = (typeof verificationKinds)[number];

/** The badges' names, as shown on cards and profiles. */
export const verificationBadgeNames = {
  mobile: { en: 'Mobile verified', hi: 'मोबाइल सत्यापित' },
  email: { en: 'E-mail verified', hi: 'ई-मेल सत्यापित' },
  id: { en: 'ID verified', hi: 'पहचान पत्र सत्यापित' },
  photo: { en: 'Photo verified', hi: 'फ़ोटो सत्यापित' },
} as const satisfies Record<VerificationKind, LocalText>;

/** What exactly was checked for each badge; the date is added by badgeSentence. */
const checked = {
  mobile: {
    en: 'Mobile verified: a code sent by SMS to this profile’s mobile number was typed back',
    hi: 'मोबाइल सत्यापित: इस प्रोफ़ाइल के मोबाइल नंबर पर SMS से भेजा गया कोड वापस लिखा गया',
  },
  email: {
    en: 'E-mail verified: a link sent to this profile’s e-mail address was opened',
    hi: 'ई-मेल सत्यापित: इस प्रोफ़ाइल के ई-मेल पते पर भेजा गया लिंक खोला गया',
  },
  id: {
    en: 'ID verified: an Aadhaar document signed by UIDAI matched this profile’s name, birth date and gender',
    hi: 'पहचान पत्र सत्यापित: UIDAI के हस्ताक्षर वाला आधार दस्तावेज़ इस प्रोफ़ाइल के नाम, जन्म तिथि और लिंग से मिला',
  },
  photo: {
    en: 'Photo verified: a live selfie matched this profile’s photos',
    hi: 'फ़ोटो सत्यापित: एक लाइव सेल्फ़ी इस प्रोफ़ाइल की फ़ोटो से मिली',
  },
} as const satisfies Record<VerificationKind, LocalText>;

/**
 * The sentence behind a badge: what was checked and when, e.g. "ID verified: an Aadhaar document signed by UIDAI
 * matched this profile's name, birth date and gender on 12 November 2026". Days are India's.
 */
export function badgeSentence(badge: VerificationBadge, language: Language): string {
  const what = checked[badge.kind][language];
  if (!badge.verifiedAt) return `${what}.`;
  const day = formatDate(badge.verifiedAt, language, { timeZone: 'Asia/Kolkata' });
  return language === 'hi' ? `${what} (${day} को)।` : `${what} on ${day}.`;
}

/** A member's checks as the database holds them. */
export interface VerificationFacts {
  isMobileVerified: boolean;
  mobileVerifiedAt?: Date | string | null;
  isEmailVerified: boolean;
  emailVerifiedAt?: Date | string | null;
  idVerifiedAt: Date | string | null;
  photoVerifiedAt: Date | string | null;
}

function iso(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
}

/** The badges a member carries, in the vocabulary's order. */
export function verificationBadges(facts: VerificationFacts): VerificationBadge[] {
  const badges: VerificationBadge[] = [];
  if (facts.isMobileVerified) badges.push({ kind: 'mobile', verifiedAt: iso(facts.mobileVerifiedAt) });
  if (facts.isEmailVerified) badges.push({ kind: 'email', verifiedAt: iso(facts.emailVerifiedAt) });
  if (facts.idVerifiedAt) badges.push({ kind: 'id', verifiedAt: iso(facts.idVerifiedAt) });
  if (facts.photoVerifiedAt) badges.push({ kind: 'photo', verifiedAt: iso(facts.photoVerifiedAt) });
  return badges;
}

/**
 * Who may reach a member (send an interest, message, see the photos), from the widest to the narrowest: each level
 * admits the senders of the ones after it.
 */
export const contactAudiences = [
  { value: 'anyone', label: 'Anyone', hi: 'कोई भी' },
  { value: 'verified-id', label: 'Members with a verified ID', hi: 'सत्यापित पहचान पत्र वाले सदस्य' },
  {
    value: 'verified-id-photo',
    label: 'Members with a verified ID and photo',
    hi: 'सत्यापित पहचान पत्र और फ़ोटो वाले सदस्य',
  },
] as const satisfies readonly VocabularyItem[];
export type ContactAudience = (typeof contactAudiences)[number]['value'];

/** Where a new profile starts for interests and messages: members who proved who they are. */
export const DEFAULT_CONTACT_AUDIENCE: ContactAudience = 'verified-id';

/** What a sender has proved, as an audience reads it. */
export interface SenderVerification {
  isIdVerified: boolean;
  isPhotoVerified: boolean;
}

/**
 * Whether a sender belongs to a member's audience. The photo check alone does not count: "verified ID and photo" asks
 * for both. The API refuses by it, the pages say so before a member tries.
 */
export function isInAudience(audience: ContactAudience, sender: SenderVerification): boolean {
  if (audience === 'anyone') return true;
  if (audience === 'verified-id') return sender.isIdVerified;
  return sender.isIdVerified && sender.isPhotoVerified;
}

/** What a member's choice keeps out: interests, messages or photos. */
export type AudienceChoice = 'interests' | 'messages' | 'photos';

/**
 * "X hears only from members with a verified ID": what a member asks for, said before anyone tries, and as the
 * refusal when a sender outside the audience does (with an invitation to verify).
 */
export function audienceNotice(choice: AudienceChoice, audience: Exclude<ContactAudience, 'anyone'>): LocalText {
  const who =
    audience === 'verified-id'
      ? { en: 'members with a verified ID', hi: 'सत्यापित पहचान पत्र वाले सदस्यों' }
      : { en: 'members with a verified ID and photo', hi: 'सत्यापित पहचान पत्र और फ़ोटो वाले सदस्यों' };
  if (choice === 'interests')
    return {
      en: `This member accepts interests only from ${who.en}.`,
      hi: `यह सदस्य केवल ${who.hi} से पसंद स्वीकार करते हैं।`,
    };
  if (choice === 'messages')
    return {
      en: `This member accepts messages only from ${who.en}.`,
      hi: `यह सदस्य केवल ${who.hi} से संदेश स्वीकार करते हैं।`,
    };
  return {
    en: `This member shows their photos only to ${who.en}.`,
    hi: `यह सदस्य अपनी फ़ोटो केवल ${who.hi} को दिखाते हैं।`,
  };
}

/** The refusal a sender outside a member's audience gets: what the member asks for, and how to get in. */
export function audienceRefusal(choice: AudienceChoice, audience: Exclude<ContactAudience, 'anyone'>): LocalText {
  const notice = audienceNotice(choice, audience);
  const invite =
    audience === 'verified-id'
      ? {
          en: 'Verify your ID on the Verification page to reach them.',
          hi: 'उन तक पहुँचने के लिए सत्यापन पेज पर अपना पहचान पत्र सत्यापित करें।',
        }
      : {
          en: 'Verify your ID and your photo on the Verification page to reach them.',
          hi: 'उन तक पहुँचने के लिए सत्यापन पेज पर अपना पहचान पत्र और फ़ोटो सत्यापित करें।',
        };
  return { en: `${notice.en} ${invite.en}`, hi: `${notice.hi} ${invite.hi}` };
}
