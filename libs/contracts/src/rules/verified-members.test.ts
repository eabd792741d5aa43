import { languageCodes } from '../i18n/languages';
import {
  audienceNotice,
  audienceRefusal,
  badgeSentence,
  contactAudiences,
  isInAudience,
  verificationBadgeNames,
  verificationBadges,
  verificationKinds,
} from './verified-members';

const nobody = { isIdVerified: false, isPhotoVerified: false };
const idOnly = { isIdVerified: true, isPhotoVerified: false };
const photoOnly = { isIdVerified: false, isPhotoVerified: true };
const both = { isIdVerified: true, isPhotoVerified: true };

describe('verification badges', () => {
  it('names every badge after what was checked, never "Verified" alone, in both languages', () => {
    for (const kind of verificationKinds) {
      expect(verificationBadgeNames[kind].en).toMatch(/^(Mobile|E-mail|ID|Photo) verified$/);
      expect(verificationBadgeNames[kind].hi).not.toBe('सत्यापित');
      expect(verificationBadgeNames[kind].hi.length).toBeGreaterThan('सत्यापित'.length);
    }
  });

  it('says what was checked and on which day (India’s), in English and Hindi', () => {
    const badge = { kind: 'id' as const, verifiedAt: '2026-11-11T20:00:00.000Z' };
    expect(badgeSentence(badge, 'en')).toBe(
      'ID verified: an Aadhaar document signed by UIDAI matched this profile’s name, birth date and gender on 12 November 2026.',
    );
    expect(badgeSentence(badge, 'hi')).toBe(
      'पहचान पत्र सत्यापित: UIDAI के हस्ताक्षर वाला आधार दस्तावेज़ इस प्रोफ़ाइल के नाम, जन्म तिथि और लिंग से मिला (12 नवंबर 2026 को)।',
    );
    expect(badgeSentence({ kind: 'mobile', verifiedAt: null }, 'en')).toBe(
      'Mobile verified: a code sent by SMS to this profile’s mobile number was typed back.',
    );
  });

  it('gives a member the badges of the checks they passed, in order, with their dates', () => {
    expect(
      verificationBadges({
        isMobileVerified: true,
        isEmailVerified: false,
        idVerifiedAt: new Date('2026-11-12T05:00:00Z'),
        photoVerifiedAt: null,
      }),
    ).toEqual([
      { kind: 'mobile', verifiedAt: null },
      { kind: 'id', verifiedAt: '2026-11-12T05:00:00.000Z' },
    ]);
    expect(
      verificationBadges({
        isMobileVerified: false,
        isEmailVerified: false,
        idVerifiedAt: null,
        photoVerifiedAt: null,
      }),
    ).toEqual([]);
  });
});

describe('who may reach a member', () => {
  it('lets anyone in when the member asks for nothing', () => {
    for (const sender of [nobody, idOnly, photoOnly, both]) expect(isInAudience('anyone', sender)).toBe(true);
  });

  it('asks a verified ID for "verified ID", and both checks for "verified ID and photo"', () => {
    expect([nobody, idOnly, photoOnly, both].map((s) => isInAudience('verified-id', s))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect([nobody, idOnly, photoOnly, both].map((s) => isInAudience('verified-id-photo', s))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('lists the audiences from the widest to the narrowest', () => {
    expect(contactAudiences.map((a) => a.value)).toEqual(['anyone', 'verified-id', 'verified-id-photo']);
  });

  it('tells a refused sender what the member asks for and invites them to verify, in both languages', () => {
    const refusal = audienceRefusal('interests', 'verified-id');
    expect(refusal.en).toBe(
      'This member accepts interests only from members with a verified ID. Verify your ID on the Verification page to reach them.',
    );
    for (const language of languageCodes)
      expect(refusal[language]).toContain(audienceNotice('interests', 'verified-id')[language]);
    expect(audienceRefusal('photos', 'verified-id-photo').hi).toContain('फ़ोटो');
  });
});
