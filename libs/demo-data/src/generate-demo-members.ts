import {
  birthPlaces,
  moonStarOfKey,
  STAR_KEYS,
  type Diet,
  type EducationField,
  type EducationLevel,
  type EmployerType,
  type FamilyType,
  type FamilyValues,
  type HabitFrequency,
  type Gender,
  type IncomeBand,
  type MaritalStatus,
  type Profession,
} from '@matri/contracts';
import { birthStarOf } from '@matri/horoscope';
import { communitiesWithNames, demoReligions, familyNamesFor, givenNamesFor, type DemoReligion } from './demo-names';
import { regionsByReligion } from './demo-regions';
import { createRandom, type Random } from './random';

export interface DemoProfile {
  createdBy: 'self' | 'parent' | 'sibling' | 'relative' | 'friend';
  fullName: string;
  gender: Gender;
  dateOfBirth: string;
  religion: DemoReligion;
  community: string;
  subCommunity: string | null;
  motherTongue: string;
  maritalStatus: MaritalStatus;
  heightCm: number;
  education: EducationLevel;
  profession: Profession;
  incomeBand: IncomeBand;
  country: 'in';
  state: string;
  city: string;
  diet: Diet;
  smoking: HabitFrequency;
  drinking: HabitFrequency;
  aboutMe: string;
  gotra: string | null;
  educationField: EducationField;
  employerType: EmployerType;
  fatherOccupation: string;
  motherOccupation: string;
  brothers: number;
  brothersMarried: number;
  sisters: number;
  sistersMarried: number;
  familyType: FamilyType;
  familyValues: FamilyValues;
  familyDetails: string;
  nakshatra: string | null;
  nakshatraPada: number | null;
  rashi: string | null;
  manglik: string | null;
  birthTime: string | null;
  birthPlace: string | null;
  horoscopeVisibility: 'all' | 'accepted' | 'hidden';
  photoVisibility: 'all' | 'accepted';
  contactVisibility: 'accepted';
  isShownInRecent: boolean;
  /** Who may send interests, message, see the photos, by what they verified (contactAudiences of libs/contracts). */
  interestAudience: DemoAudience;
  messageAudience: DemoAudience;
  photoAudience: DemoAudience;
}

export type DemoAudience = 'anyone' | 'verified-id' | 'verified-id-photo';

/** What a demo member verified: nothing, mobile and e-mail, and an ID, then a selfie matched on top. */
export type DemoVerificationState = 'none' | 'mobile-email' | 'id' | 'id-photo';

export interface DemoVerification {
  state: DemoVerificationState;
  isMobileVerified: boolean;
  isEmailVerified: boolean;
  idVerifiedAt: Date | null;
  photoVerifiedAt: Date | null;
}

export interface DemoPreferences {
  ageMin: number;
  ageMax: number;
  heightMinCm: number;
  heightMaxCm: number;
  religions: string[];
  motherTongues: string[];
  maritalStatuses: string[];
}

export interface DemoMember {
  email: string;
  mobile: string;
  createdAt: Date;
  lastActiveAt: Date;
  profile: DemoProfile;
  preferences: DemoPreferences;
  /** Seed of the generated avatar, or null for a member without a photo yet. */
  avatarSeed: number | null;
  verification: DemoVerification;
}

/**
 * Every verification state, so each badge shows, and audiences spread so most members hear from anyone: a new demo
 * member, who verified nothing yet, still finds most members who may hear from them. Drawn from a stream of their own
 * per member, so the rest of a seed's members stay as they were.
 */
function demoTrust(
  index: number,
  createdAt: Date,
  lastActiveAt: Date,
): { verification: DemoVerification; audiences: Record<`${'interest' | 'message' | 'photo'}Audience`, DemoAudience> } {
  const random = createRandom(0x7e57ed + index);
  const state = random.weighted([
    { value: 'none' as const, weight: 15 },
    { value: 'mobile-email' as const, weight: 45 },
    { value: 'id' as const, weight: 25 },
    { value: 'id-photo' as const, weight: 15 },
  ]).value;
  const hasId = state === 'id' || state === 'id-photo';
  const idVerifiedAt = hasId
    ? new Date(createdAt.getTime() + random.int(0, Math.max(0, lastActiveAt.getTime() - createdAt.getTime())))
    : null;
  const audience = (anyone: number) =>
    random.weighted([
      { value: 'anyone' as const, weight: anyone },
      { value: 'verified-id' as const, weight: Math.round((100 - anyone) * 0.7) },
      { value: 'verified-id-photo' as const, weight: Math.round((100 - anyone) * 0.3) },
    ]).value;
  return {
    verification: {
      state,
      isMobileVerified: state !== 'none',
      isEmailVerified: state !== 'none',
      idVerifiedAt,
      photoVerifiedAt: state === 'id-photo' && idVerifiedAt ? lastActiveAt : null,
    },
    audiences: { interestAudience: audience(70), messageAudience: audience(70), photoAudience: audience(85) },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

const careers: readonly {
  profession: Profession;
  education: EducationLevel[];
  income: IncomeBand[];
  weight: number;
}[] = [
  {
    profession: 'software-professional',
    education: ['bachelors', 'masters'],
    income: ['5-to-10-lakh', '10-to-15-lakh', '15-to-20-lakh', '20-to-30-lakh', '30-to-50-lakh'],
    weight: 18,
  },
  {
    profession: 'engineer',
    education: ['bachelors', 'masters', 'diploma'],
    income: ['3-to-5-lakh', '5-to-10-lakh', '10-to-15-lakh'],
    weight: 8,
  },
  {
    profession: 'doctor',
    education: ['professional', 'masters'],
    income: ['10-to-15-lakh', '15-to-20-lakh', '20-to-30-lakh', '30-to-50-lakh'],
    weight: 6,
  },
  { profession: 'nurse', education: ['bachelors', 'diploma'], income: ['3-to-5-lakh', '5-to-10-lakh'], weight: 3 },
  {
    profession: 'teacher',
    education: ['bachelors', 'masters'],
    income: ['up-to-3-lakh', '3-to-5-lakh', '5-to-10-lakh'],
    weight: 7,
  },
  {
    profession: 'professor',
    education: ['masters', 'doctorate'],
    income: ['5-to-10-lakh', '10-to-15-lakh', '15-to-20-lakh'],
    weight: 2,
  },
  {
    profession: 'chartered-accountant',
    education: ['professional'],
    income: ['10-to-15-lakh', '15-to-20-lakh', '20-to-30-lakh'],
    weight: 4,
  },
  { profession: 'banking', education: ['bachelors', 'masters'], income: ['5-to-10-lakh', '10-to-15-lakh'], weight: 6 },
  {
    profession: 'government',
    education: ['bachelors', 'masters', 'higher-secondary'],
    income: ['3-to-5-lakh', '5-to-10-lakh', '10-to-15-lakh'],
    weight: 7,
  },
  {
    profession: 'civil-services',
    education: ['bachelors', 'masters'],
    income: ['10-to-15-lakh', '15-to-20-lakh'],
    weight: 1,
  },
  {
    profession: 'business',
    education: ['higher-secondary', 'bachelors', 'masters'],
    income: ['5-to-10-lakh', '10-to-15-lakh', '20-to-30-lakh', '50-lakh-to-1-crore', 'not-disclosed'],
    weight: 9,
  },
  { profession: 'lawyer', education: ['professional'], income: ['5-to-10-lakh', '10-to-15-lakh'], weight: 2 },
  {
    profession: 'marketing',
    education: ['bachelors', 'masters'],
    income: ['5-to-10-lakh', '10-to-15-lakh'],
    weight: 5,
  },
  { profession: 'designer', education: ['bachelors', 'diploma'], income: ['3-to-5-lakh', '5-to-10-lakh'], weight: 2 },
  {
    profession: 'defence',
    education: ['bachelors', 'higher-secondary'],
    income: ['5-to-10-lakh', '10-to-15-lakh'],
    weight: 2,
  },
  { profession: 'pharmacist', education: ['bachelors', 'diploma'], income: ['3-to-5-lakh', '5-to-10-lakh'], weight: 2 },
  {
    profession: 'farmer',
    education: ['secondary', 'higher-secondary', 'bachelors'],
    income: ['up-to-3-lakh', '3-to-5-lakh', '5-to-10-lakh'],
    weight: 2,
  },
  { profession: 'homemaker', education: ['higher-secondary', 'bachelors'], income: ['not-disclosed'], weight: 2 },
];

const hobbies = [
  'reading',
  'cooking',
  'travelling',
  'music',
  'cricket',
  'badminton',
  'yoga',
  'photography',
  'trekking',
  'painting',
  'classical dance',
  'volunteering',
  'films',
  'gardening',
];
const values = ['family values', 'honesty', 'kindness', 'a sense of humour', 'ambition', 'respect for elders', 'faith'];

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function aboutMe(random: Random, gender: Gender, professionLabel: string, city: string): string {
  const [a, b] = [random.pick(hobbies), random.pick(hobbies)];
  const partner = gender === 'female' ? 'a partner' : 'a life partner';
  return `I work as ${professionLabel} and live in ${city}. I enjoy ${a}${a === b ? '' : ` and ${b}`}, and I value ${random.pick(values)}. Looking for ${partner} who is caring, understanding and close to family.`;
}

function familyBackground(random: Random) {
  const brothers = random.pick([0, 0, 1, 1, 1, 2]);
  const sisters = random.pick([0, 0, 1, 1, 2]);
  return {
    fatherOccupation: random.pick([
      'Retired government officer',
      'Business owner',
      'Teacher',
      'Farmer',
      'Bank manager',
      'Engineer',
      'Doctor',
    ]),
    motherOccupation: random.pick(['Homemaker', 'Homemaker', 'Teacher', 'Doctor', 'Nurse', 'Government employee']),
    brothers,
    brothersMarried: random.int(0, brothers),
    sisters,
    sistersMarried: random.int(0, sisters),
    familyType: random.weighted([
      { value: 'nuclear' as const, weight: 65 },
      { value: 'joint' as const, weight: 35 },
    ]).value,
    familyValues: random.weighted([
      { value: 'traditional' as const, weight: 35 },
      { value: 'moderate' as const, weight: 50 },
      { value: 'liberal' as const, weight: 15 },
    ]).value,
    familyDetails: random.pick([
      'A close-knit family that loves festivals and long Sunday lunches together.',
      'We are a warm, simple family; my grandparents live with us.',
      'Education and kindness matter most to us as a family.',
      'A cheerful family spread across two cities; we meet often.',
    ]),
  };
}

const gotras = [
  'Kashyap',
  'Bharadwaj',
  'Vashishtha',
  'Gautam',
  'Atri',
  'Vatsa',
  'Garg',
  'Shandilya',
  'Kaushik',
  'Agastya',
];

const educationFieldOf: Partial<Record<Profession, EducationField>> = {
  'software-professional': 'engineering',
  engineer: 'engineering',
  doctor: 'medicine',
  nurse: 'nursing-health',
  pharmacist: 'nursing-health',
  teacher: 'education',
  professor: 'science',
  'chartered-accountant': 'commerce',
  banking: 'commerce',
  lawyer: 'law',
  marketing: 'management',
  business: 'management',
  designer: 'architecture-design',
  farmer: 'agriculture',
};

const employerTypeOf: Partial<Record<Profession, EmployerType>> = {
  government: 'government',
  'civil-services': 'defence',
  defence: 'defence',
  business: 'business',
  farmer: 'self-employed',
  lawyer: 'self-employed',
  homemaker: 'not-working',
};

function professionLabelOf(profession: Profession): string {
  const labels: Partial<Record<Profession, string>> = {
    'software-professional': 'a software engineer',
    engineer: 'an engineer',
    doctor: 'a doctor',
    nurse: 'a nurse',
    teacher: 'a teacher',
    professor: 'a professor',
    'chartered-accountant': 'a chartered accountant',
    banking: 'a banker',
    government: 'a government officer',
    'civil-services': 'a civil servant',
    business: 'a business owner',
    lawyer: 'a lawyer',
    marketing: 'a marketing manager',
    designer: 'a designer',
    defence: 'an officer in the armed forces',
    pharmacist: 'a pharmacist',
    farmer: 'a farmer',
    homemaker: 'a homemaker',
  };
  return labels[profession] ?? 'a professional';
}

function dietFor(random: Random, religion: DemoReligion): Diet {
  if (religion === 'muslim') return random.chance(0.9) ? 'non-vegetarian' : 'eggetarian';
  if (religion === 'christian') return random.chance(0.85) ? 'non-vegetarian' : 'eggetarian';
  if (religion === 'sikh') return random.pick(['vegetarian', 'vegetarian', 'non-vegetarian', 'eggetarian']);
  return random.pick(['vegetarian', 'vegetarian', 'eggetarian', 'non-vegetarian']);
}

const indianBirthPlaces = birthPlaces.filter((place) => place.timeZone === 'Asia/Kolkata');
const birthPlaceByCity = new Map(indianBirthPlaces.map((place) => [place.name.toLowerCase(), place]));
const pad = (n: number) => String(n).padStart(2, '0');

type DemoHoroscope = Pick<
  DemoProfile,
  'nakshatra' | 'nakshatraPada' | 'rashi' | 'birthTime' | 'birthPlace' | 'horoscopeVisibility'
>;

/**
 * Hindu families mostly hold a horoscope and some Sikh ones do: most give birth time and place with the star computed
 * from them (as the Horoscope section offers it), some Hindu ones only the star and sign of a written horoscope.
 * About 60 % of members end up with a star, the share the discovery benchmark is measured at.
 */
function demoHoroscope(random: Random, religion: DemoReligion, dateOfBirth: string, city: string): DemoHoroscope {
  const horoscopeVisibility = random.weighted([
    { value: 'all' as const, weight: 50 },
    { value: 'accepted' as const, weight: 30 },
    { value: 'hidden' as const, weight: 20 },
  ]).value;
  const none = { nakshatra: null, nakshatraPada: null, rashi: null, birthTime: null, birthPlace: null };
  const computedShare = religion === 'hindu' ? 0.85 : religion === 'sikh' ? 0.4 : 0;
  if (random.chance(computedShare)) {
    const place =
      birthPlaceByCity.get(city.toLowerCase()) && random.chance(0.7)
        ? (birthPlaceByCity.get(city.toLowerCase()) as (typeof birthPlaces)[number])
        : random.pick(indianBirthPlaces);
    const birthTime = `${pad(random.int(0, 23))}:${pad(random.int(0, 59))}`;
    const star = birthStarOf(dateOfBirth, birthTime, place);
    return {
      nakshatra: star.nakshatra,
      nakshatraPada: star.pada,
      rashi: star.rashi,
      birthTime,
      birthPlace: place.id,
      horoscopeVisibility,
    };
  }
  if (religion !== 'hindu') return { ...none, horoscopeVisibility };
  const star = moonStarOfKey(random.int(0, STAR_KEYS - 1));
  return { ...none, nakshatra: star.nakshatra, rashi: star.rashi, horoscopeVisibility };
}

function demoMember(random: Random, index: number, now: Date): DemoMember {
  const { religion } = random.weighted(demoReligions);
  const regions = regionsByReligion[religion];
  if (!regions) throw new Error(`No demo regions for ${religion}`);
  const region = random.weighted(regions);
  const gender: Gender = random.chance(0.5) ? 'female' : 'male';
  const community = random.pick(communitiesWithNames(religion, region.language));
  const given = random.pick(givenNamesFor(religion, region.language, gender));
  const family = random.pick(familyNamesFor(religion, community));
  const fullName =
    religion === 'sikh' ? `${given} ${gender === 'female' ? 'Kaur' : 'Singh'} ${family}` : `${given} ${family}`;

  const age = gender === 'female' ? random.int(21, 34) : random.int(24, 38);
  // Between `age` years and `age` years and 11 months ago, so the member is exactly `age` today.
  const birth = new Date(
    Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()) - random.int(1, 330) * DAY_MS,
  );
  const career = random.weighted(careers);
  const education = random.pick(career.education);
  const city = random.pick(region.cities);
  const isHindu = religion === 'hindu';
  const createdAt = new Date(now.getTime() - random.int(0, 180) * DAY_MS - random.int(0, DAY_MS));
  const lastActiveAt = new Date(Math.max(createdAt.getTime(), now.getTime() - random.int(0, 20) * DAY_MS));
  const trust = demoTrust(index, createdAt, lastActiveAt);
  const slug = fullName
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

  return {
    email: `${slug}.${index + 1}@example.com`,
    mobile: `6${String(index + 1).padStart(9, '0')}`,
    createdAt,
    lastActiveAt,
    profile: {
      createdBy: random.weighted([
        { value: 'self' as const, weight: 55 },
        { value: 'parent' as const, weight: 35 },
        { value: 'sibling' as const, weight: 6 },
        { value: 'relative' as const, weight: 4 },
      ]).value,
      fullName,
      gender,
      dateOfBirth: isoDate(birth),
      religion,
      community,
      subCommunity: null,
      motherTongue: region.language,
      maritalStatus: random.weighted([
        { value: 'never-married' as const, weight: 90 },
        { value: 'divorced' as const, weight: 6 },
        { value: 'widowed' as const, weight: 2 },
        { value: 'awaiting-divorce' as const, weight: 2 },
      ]).value,
      heightCm: gender === 'female' ? random.int(150, 172) : random.int(163, 188),
      education,
      profession: career.profession,
      incomeBand: random.pick(career.income),
      country: 'in',
      state: region.state,
      city,
      diet: dietFor(random, religion),
      smoking: random.chance(0.93) ? 'no' : 'occasionally',
      drinking: random.weighted([
        { value: 'no' as const, weight: 75 },
        { value: 'occasionally' as const, weight: 23 },
        { value: 'yes' as const, weight: 2 },
      ]).value,
      aboutMe: aboutMe(random, gender, professionLabelOf(career.profession), city),
      gotra: isHindu && random.chance(0.6) ? random.pick(gotras) : null,
      educationField: educationFieldOf[career.profession] ?? random.pick(['arts', 'science', 'commerce'] as const),
      employerType: employerTypeOf[career.profession] ?? 'private',
      ...familyBackground(random),
      ...demoHoroscope(random, religion, isoDate(birth), city),
      manglik: isHindu
        ? random.weighted([
            { value: 'no', weight: 70 },
            { value: 'yes', weight: 12 },
            { value: 'anshik', weight: 8 },
            { value: 'dont-know', weight: 10 },
          ]).value
        : null,
      photoVisibility: random.chance(0.85) ? 'all' : 'accepted',
      contactVisibility: 'accepted',
      isShownInRecent: random.chance(0.15),
      ...trust.audiences,
    },
    preferences: {
      ageMin: gender === 'female' ? age : Math.max(18, age - 6),
      ageMax: gender === 'female' ? age + 6 : age + 1,
      heightMinCm: gender === 'female' ? 160 : 148,
      heightMaxCm: gender === 'female' ? 195 : 178,
      religions: [religion],
      motherTongues: random.chance(0.5) ? [region.language] : [],
      maritalStatuses: ['never-married'],
    },
    avatarSeed: random.chance(0.8) ? random.int(1, 2 ** 31 - 1) : null,
    verification: trust.verification,
  };
}

/**
 * `count` realistic demo members across Hindu, Muslim, Sikh and Christian communities, their states and languages.
 * `firstIndex` keeps e-mails and mobiles unique when more are added to an existing set.
 */
export function generateDemoMembers(
  count: number,
  options: { seed?: number; firstIndex?: number; now?: Date } = {},
): DemoMember[] {
  const first = options.firstIndex ?? 0;
  const random = createRandom((options.seed ?? 2026) + first);
  const now = options.now ?? new Date();
  return Array.from({ length: count }, (_, i) => demoMember(random, first + i, now));
}
