import { z } from 'zod';
import { ABOUT_ME_MAX_LENGTH, ABOUT_ME_MIN_LENGTH, MAX_HEIGHT_CM, MAX_SIBLINGS, MIN_HEIGHT_CM } from '../rules/limits';
import { educationFields, educationLevels, employerTypes, incomeBands, professions } from '../vocabularies/career';
import { isCommunityOf } from '../vocabularies/communities';
import { countries, residencyStatuses } from '../vocabularies/countries';
import { familyTypes, familyValues } from '../vocabularies/family';
import { birthPlaceById } from '../horoscope/birth-places';
import { PADAS, rashiOf, rashisOf, starKeyFor, type Pada } from '../horoscope/star-position';
import { manglikStatuses, nakshatras, rashis } from '../vocabularies/horoscope';
import { horoscopeVisibilities } from '../vocabularies/privacy';
import { indianStates } from '../vocabularies/indian-states';
import { diets, habitFrequencies, maritalStatuses } from '../vocabularies/lifestyle';
import { motherTongues } from '../vocabularies/mother-tongues';
import { profileCreators } from '../vocabularies/people';
import { religions, type Religion } from '../vocabularies/religions';
import { labelOf, valuesOf, type VocabularyItem } from '../vocabularies/vocabulary';
import { currentLanguage } from '../i18n/local-text';
import type { ApiFieldError } from '../errors/api-error-body';
import { adultDateOfBirthField, personNameField } from './fields';

/** A choice from a vocabulary; null clears an optional one. */
function choice<V extends string>(items: readonly VocabularyItem<V>[], what: string) {
  return z.enum(valuesOf(items), { error: `Choose ${what} from the list` });
}

/** Optional free text: trimmed, empty means "not given". */
function optionalText(max: number, what: string) {
  return z
    .string({ error: `Write ${what} as text` })
    .trim()
    .max(max, { error: `Use at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

/** Names of communities, gotras and cities: letters, spaces and a few marks, in any script. */
function optionalName(max: number, what: string) {
  return optionalText(max, what).refine((value) => value === null || /^[\p{L}\p{M}][\p{L}\p{M} .'()-]*$/u.test(value), {
    error: `Use letters, spaces, dots and hyphens in ${what}`,
  });
}

const siblingsCount = z
  .number({ error: 'Enter a number' })
  .int({ error: 'Enter a whole number' })
  .min(0, { error: 'Cannot be negative' })
  .max(MAX_SIBLINGS, { error: `At most ${MAX_SIBLINGS}` });

/** Every field a member may set on their own profile, each with its own rule. Gender, profile ID and account fields are not among them. */
export const profileFields = {
  createdBy: choice(profileCreators, 'who manages this profile'),
  fullName: personNameField,
  dateOfBirth: adultDateOfBirthField,
  maritalStatus: choice(maritalStatuses, 'a marital status').nullable(),
  heightCm: z
    .number({ error: 'Choose a height' })
    .int({ error: 'Choose a height in whole centimetres' })
    .min(MIN_HEIGHT_CM, { error: `Height must be at least ${MIN_HEIGHT_CM} cm` })
    .max(MAX_HEIGHT_CM, { error: `Height must be at most ${MAX_HEIGHT_CM} cm` })
    .nullable(),
  religion: choice(religions, 'a religion'),
  community: z.string({ error: 'Choose a community from the list' }).nullable(),
  subCommunity: optionalName(60, 'the sub-community'),
  motherTongue: choice(motherTongues, 'a mother tongue'),
  gotra: optionalName(60, 'the gotra'),
  nakshatra: choice(nakshatras, 'a nakshatra').nullable(),
  nakshatraPada: z
    .number({ error: 'Choose a pada from 1 to 4' })
    .int({ error: 'Choose a pada from 1 to 4' })
    .min(1, { error: 'Choose a pada from 1 to 4' })
    .max(PADAS.length, { error: 'Choose a pada from 1 to 4' })
    .nullable(),
  rashi: choice(rashis, 'a rashi').nullable(),
  manglik: choice(manglikStatuses, 'a manglik status').nullable(),
  birthTime: z
    .string({ error: 'Enter the birth time as hh:mm' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
      error: 'Enter the birth time as hh:mm on a 24-hour clock, such as 06:45 or 18:30',
    })
    .nullable(),
  birthPlace: z
    .string({ error: 'Choose the birth place from the list' })
    .refine((id) => birthPlaceById(id) !== undefined, { error: 'Choose the birth place from the list' })
    .nullable(),
  horoscopeVisibility: choice(horoscopeVisibilities, 'who sees your horoscope'),
  education: choice(educationLevels, 'an education level').nullable(),
  educationField: choice(educationFields, 'a field of study').nullable(),
  profession: choice(professions, 'a profession').nullable(),
  employerType: choice(employerTypes, 'an employer type').nullable(),
  incomeBand: choice(incomeBands, 'an income band').nullable(),
  country: choice(countries, 'a country'),
  state: z.string({ error: 'Choose a state from the list' }).nullable(),
  city: optionalName(60, 'the city'),
  residencyStatus: choice(residencyStatuses, 'a residency status').nullable(),
  fatherOccupation: optionalText(80, "the father's occupation"),
  motherOccupation: optionalText(80, "the mother's occupation"),
  brothers: siblingsCount.nullable(),
  brothersMarried: siblingsCount.nullable(),
  sisters: siblingsCount.nullable(),
  sistersMarried: siblingsCount.nullable(),
  familyDetails: optionalText(500, 'about the family'),
  familyType: choice(familyTypes, 'a family type').nullable(),
  familyValues: choice(familyValues, 'family values').nullable(),
  diet: choice(diets, 'a diet').nullable(),
  smoking: choice(habitFrequencies, 'an answer').nullable(),
  drinking: choice(habitFrequencies, 'an answer').nullable(),
  aboutMe: optionalText(ABOUT_ME_MAX_LENGTH, 'about yourself').refine(
    (value) => value === null || value.length >= ABOUT_ME_MIN_LENGTH,
    { error: `Write at least ${ABOUT_ME_MIN_LENGTH} characters, so families get a feel for the person` },
  ),
} as const;

type FieldName = keyof typeof profileFields;
export type ProfileValues = { [K in FieldName]: z.infer<(typeof profileFields)[K]> };

/** The rules between fields, checked on the whole profile (the API checks the saved profile with a change applied). */
export function findProfileInconsistencies(profile: Partial<ProfileValues>): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  if (profile.community && profile.religion && !isCommunityOf(profile.religion as Religion, profile.community)) {
    errors.push({ path: ['community'], message: 'Choose a community of the chosen religion' });
  }
  if (profile.country === 'in') {
    if (profile.state && !indianStates.some((s) => s.value === profile.state)) {
      errors.push({ path: ['state'], message: 'Choose an Indian state or union territory from the list' });
    }
    if (profile.residencyStatus)
      errors.push({ path: ['residencyStatus'], message: 'Residency status is only for members living outside India' });
  } else if (profile.country && profile.state) {
    errors.push({ path: ['state'], message: 'States are listed for India only; leave it empty and name the city' });
  }
  if (profile.nakshatraPada != null && !profile.nakshatra) {
    errors.push({ path: ['nakshatraPada'], message: 'Choose the nakshatra the pada belongs to' });
  }
  const { nakshatra, rashi } = profile;
  // The field allows 1 to 4 only.
  const pada = (profile.nakshatraPada ?? null) as Pada | null;
  if (nakshatra && rashi && starKeyFor(nakshatra, rashi, pada) === null) {
    const signs = pada === null ? rashisOf(nakshatra) : [rashiOf(nakshatra, pada)];
    const language = currentLanguage();
    const star = labelOf(nakshatras, nakshatra, language);
    errors.push({
      path: ['rashi'],
      message: `${pada === null ? star : `${star} pada ${pada}`} lies in ${signs.map((sign) => labelOf(rashis, sign, language)).join(' or ')}`,
    });
  }
  for (const [total, married, label] of [
    [profile.brothers, profile.brothersMarried, 'brothersMarried'],
    [profile.sisters, profile.sistersMarried, 'sistersMarried'],
  ] as const) {
    if (married != null && married > (total ?? 0))
      errors.push({ path: [label], message: 'Cannot be more than the number in total' });
  }
  return errors;
}

function section<K extends FieldName>(...names: K[]) {
  const shape = Object.fromEntries(names.map((name) => [name, profileFields[name]])) as {
    [P in K]: (typeof profileFields)[P];
  };
  return z
    .object(shape)
    .strict()
    .superRefine((values, ctx) => {
      for (const issue of findProfileInconsistencies(values as Partial<ProfileValues>))
        ctx.addIssue({ code: 'custom', ...issue });
    });
}

/** The edit forms of /dashboard, one schema each; the API applies the same rules field by field. */
export const BasicSectionSchema = section('createdBy', 'fullName', 'dateOfBirth', 'maritalStatus', 'heightCm');
export const ReligionSectionSchema = section('religion', 'community', 'subCommunity', 'motherTongue', 'gotra');
export const HoroscopeSectionSchema = section(
  'birthTime',
  'birthPlace',
  'nakshatra',
  'nakshatraPada',
  'rashi',
  'manglik',
  'horoscopeVisibility',
);
export const CareerSectionSchema = section('education', 'educationField', 'profession', 'employerType', 'incomeBand');
export const LocationSectionSchema = section('country', 'state', 'city', 'residencyStatus');
export const FamilySectionSchema = section(
  'fatherOccupation',
  'motherOccupation',
  'brothers',
  'brothersMarried',
  'sisters',
  'sistersMarried',
  'familyType',
  'familyValues',
  'familyDetails',
);
export const LifestyleSectionSchema = section('diet', 'smoking', 'drinking');
export const AboutSectionSchema = section('aboutMe');

/** PATCH /api/users/me/profile: any of the fields above, nothing else (role, status, gender, profile ID are refused). */
export const ProfileUpdateSchema = z.object(profileFields).partial().strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
