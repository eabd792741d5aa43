import { ageInYears } from '@matri/helpers';
import {
  diets,
  educationFields,
  educationLevels,
  employerTypes,
  findProfileInconsistencies,
  type ProfileValues,
  incomeBands,
  indianStates,
  isCommunityOf,
  normaliseIndianMobile,
  maritalStatuses,
  motherTongues,
  nakshatras,
  professions,
  rashis,
  birthPlaceById,
  starKeyFor,
  type Nakshatra,
  type Pada,
  type Rashi,
  type Religion,
} from '@matri/contracts';
import { birthStarOf } from '@matri/horoscope';
import { generateDemoMembers } from './generate-demo-members';

const now = new Date('2026-11-22T10:00:00Z');
const members = generateDemoMembers(500, { now });

function valuesOf(items: readonly { value: string }[]): string[] {
  return items.map((item) => item.value);
}

describe('generateDemoMembers', () => {
  it('makes the number asked for, the same ones for the same seed', () => {
    expect(members).toHaveLength(500);
    expect(generateDemoMembers(5, { now })).toEqual(members.slice(0, 5));
    expect(generateDemoMembers(3, { now, seed: 9 })[0].email).not.toBe(members[0].email);
  });

  it('spreads members across Hindu, Muslim, Sikh and Christian communities and both genders', () => {
    const byReligion = new Map<string, number>();
    for (const m of members) byReligion.set(m.profile.religion, (byReligion.get(m.profile.religion) ?? 0) + 1);
    for (const religion of ['hindu', 'muslim', 'sikh', 'christian'])
      expect(byReligion.get(religion)).toBeGreaterThan(30);
    const women = members.filter((m) => m.profile.gender === 'female').length;
    expect(women).toBeGreaterThan(200);
    expect(women).toBeLessThan(300);
  });

  it('uses only values of the shared vocabularies, with communities that belong to the religion', () => {
    for (const { profile } of members) {
      expect(isCommunityOf(profile.religion as Religion, profile.community)).toBe(true);
      expect(valuesOf(motherTongues)).toContain(profile.motherTongue);
      expect(valuesOf(indianStates)).toContain(profile.state);
      expect(valuesOf(educationLevels)).toContain(profile.education);
      expect(valuesOf(professions)).toContain(profile.profession);
      expect(valuesOf(incomeBands)).toContain(profile.incomeBand);
      expect(valuesOf(maritalStatuses)).toContain(profile.maritalStatus);
      expect(valuesOf(diets)).toContain(profile.diet);
      expect(valuesOf(educationFields)).toContain(profile.educationField);
      expect(valuesOf(employerTypes)).toContain(profile.employerType);
      expect(findProfileInconsistencies(profile as unknown as Partial<ProfileValues>)).toEqual([]);
      if (profile.religion === 'hindu') {
        expect(valuesOf(nakshatras)).toContain(profile.nakshatra);
        expect(valuesOf(rashis)).toContain(profile.rashi);
      } else if (profile.religion !== 'sikh') {
        expect(profile.nakshatra).toBeNull();
      }
    }
  });

  it('gives most Hindu members birth time and place with the star computed from them, about 60 % a star', () => {
    const withStar = members.filter((m) => m.profile.nakshatra !== null);
    expect(withStar.length / members.length).toBeGreaterThan(0.5);
    expect(withStar.length / members.length).toBeLessThan(0.7);
    const hindus = members.filter((m) => m.profile.religion === 'hindu');
    const computed = hindus.filter((m) => m.profile.birthTime !== null);
    expect(computed.length / hindus.length).toBeGreaterThan(0.75);
    for (const { profile } of computed) {
      const place = birthPlaceById(profile.birthPlace ?? '');
      if (!place) throw new Error(`unknown birth place ${profile.birthPlace}`);
      expect(birthStarOf(profile.dateOfBirth, profile.birthTime ?? '', place)).toMatchObject({
        nakshatra: profile.nakshatra,
        pada: profile.nakshatraPada,
        rashi: profile.rashi,
      });
    }
    // A star typed from a written horoscope always lies in its sign.
    for (const { profile } of withStar) {
      expect(
        starKeyFor(profile.nakshatra as Nakshatra, profile.rashi as Rashi, profile.nakshatraPada as Pada | null),
      ).not.toBeNull();
    }
  });

  it('gives adults of marriageable age, unique valid contacts and Sikh names with Singh or Kaur', () => {
    for (const { profile } of members) {
      const age = ageInYears(profile.dateOfBirth, now) as number;
      expect(age).toBeGreaterThanOrEqual(profile.gender === 'female' ? 21 : 24);
      expect(age).toBeLessThanOrEqual(38);
      if (profile.religion === 'sikh')
        expect(profile.fullName).toMatch(profile.gender === 'female' ? / Kaur / : / Singh /);
    }
    expect(new Set(members.map((m) => m.email.toLowerCase())).size).toBe(500);
    expect(new Set(members.map((m) => m.mobile)).size).toBe(500);
    expect(members.every((m) => normaliseIndianMobile(m.mobile) !== null && m.email.endsWith('@example.com'))).toBe(
      true,
    );
  });

  it('puts members in every verification state, with dates only for what was verified', () => {
    const count = (state: string) => members.filter((m) => m.verification.state === state).length;
    for (const state of ['none', 'mobile-email', 'id', 'id-photo'])
      expect([state, count(state) > 30]).toEqual([state, true]);
    for (const { verification: v, createdAt } of members) {
      expect(v.idVerifiedAt === null).toBe(v.state === 'none' || v.state === 'mobile-email');
      expect(v.photoVerifiedAt === null).toBe(v.state !== 'id-photo');
      if (v.idVerifiedAt) expect(v.idVerifiedAt.getTime()).toBeGreaterThanOrEqual(createdAt.getTime());
    }
  });

  it('leaves most members hearing from anyone, so a new member who verified nothing has people to reach', () => {
    const open = (key: 'interestAudience' | 'messageAudience' | 'photoAudience') =>
      members.filter((m) => m.profile[key] === 'anyone').length / members.length;
    expect(open('interestAudience')).toBeGreaterThan(0.6);
    expect(open('messageAudience')).toBeGreaterThan(0.6);
    expect(open('photoAudience')).toBeGreaterThan(0.75);
    for (const audience of ['verified-id', 'verified-id-photo'])
      expect(members.some((m) => m.profile.interestAudience === audience)).toBe(true);
  });

  it('continues numbering after earlier members, so a second load adds new contacts', () => {
    const more = generateDemoMembers(10, { now, firstIndex: 500 });
    const taken = new Set(members.map((m) => m.mobile));
    expect(more.some((m) => taken.has(m.mobile))).toBe(false);
  });
});
