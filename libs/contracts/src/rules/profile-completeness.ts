import type { VocabularyItem } from '../vocabularies/vocabulary';

/** What a complete profile holds, in the order the meter names missing parts. Weights add up to 100. */
const parts = [
  { key: 'photo', label: 'a profile photo', weight: 20, isDone: (p: CompletenessInput) => p.photoCount > 0 },
  {
    key: 'aboutMe',
    label: 'a few lines about yourself',
    weight: 12,
    isDone: (p: CompletenessInput) => Boolean(p.aboutMe),
  },
  {
    key: 'basic',
    label: 'marital status and height',
    weight: 10,
    isDone: (p: CompletenessInput) => Boolean(p.maritalStatus && p.heightCm),
  },
  { key: 'religion', label: 'community', weight: 8, isDone: (p: CompletenessInput) => Boolean(p.community) },
  {
    key: 'career',
    label: 'education and profession',
    weight: 12,
    isDone: (p: CompletenessInput) => Boolean(p.education && p.profession && p.incomeBand),
  },
  {
    key: 'location',
    label: 'where you live',
    weight: 10,
    isDone: (p: CompletenessInput) => Boolean(p.city && (p.country !== 'in' || p.state)),
  },
  {
    key: 'family',
    label: 'family details',
    weight: 10,
    isDone: (p: CompletenessInput) => Boolean(p.familyType && (p.fatherOccupation || p.motherOccupation)),
  },
  {
    key: 'lifestyle',
    label: 'diet and habits',
    weight: 6,
    isDone: (p: CompletenessInput) => Boolean(p.diet && p.smoking && p.drinking),
  },
  {
    key: 'verified',
    label: 'a verified e-mail address',
    weight: 6,
    isDone: (p: CompletenessInput) => p.isEmailVerified,
  },
  {
    key: 'preferences',
    label: 'partner preferences',
    weight: 6,
    isDone: (p: CompletenessInput) => p.hasPartnerPreferences,
  },
] as const;

export type CompletenessPart = (typeof parts)[number]['key'];

/** The parts as a vocabulary, for the answer's schema. */
export const completenessParts: readonly VocabularyItem<CompletenessPart>[] = parts.map(({ key, label }) => ({
  value: key,
  label,
}));

export interface CompletenessInput {
  photoCount: number;
  aboutMe: string | null;
  maritalStatus: string | null;
  heightCm: number | null;
  community: string | null;
  education: string | null;
  profession: string | null;
  incomeBand: string | null;
  country: string;
  state: string | null;
  city: string | null;
  familyType: string | null;
  fatherOccupation: string | null;
  motherOccupation: string | null;
  diet: string | null;
  smoking: string | null;
  drinking: string | null;
  isEmailVerified: boolean;
  hasPartnerPreferences: boolean;
}

export interface Completeness {
  percent: number;
  missing: { key: CompletenessPart; label: string }[];
}

/** How complete a profile is, and what is missing, by name: one rule for the API and the meter on /dashboard. */
export function profileCompleteness(profile: CompletenessInput): Completeness {
  const missing = parts.filter((part) => !part.isDone(profile));
  const percent = 100 - missing.reduce((sum, part) => sum + part.weight, 0);
  return { percent, missing: missing.map(({ key, label }) => ({ key, label })) };
}
