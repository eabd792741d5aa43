import { z } from 'zod';
import { MAX_HEIGHT_CM, MAX_SEARCH_AGE, MIN_HEIGHT_CM, MIN_SEARCH_AGE } from '../rules/limits';
import { educationLevels } from '../vocabularies/career';
import { communitiesByReligion } from '../vocabularies/communities';
import { countries } from '../vocabularies/countries';
import { indianStates } from '../vocabularies/indian-states';
import { diets, maritalStatuses } from '../vocabularies/lifestyle';
import { motherTongues } from '../vocabularies/mother-tongues';
import { religions } from '../vocabularies/religions';
import { valuesOf, type VocabularyItem } from '../vocabularies/vocabulary';
import { storedChoice } from './fields';

/** Any number of choices from a vocabulary, each at most once; empty means "any". */
function choices<V extends string>(items: readonly VocabularyItem<V>[], what: string) {
  return z
    .array(z.enum(valuesOf(items), { error: `Choose ${what} from the list` }), {
      error: `Choose ${what} from the list`,
    })
    .max(items.length)
    .transform((values) => [...new Set(values)]);
}

const age = z
  .number({ error: 'Enter an age' })
  .int({ error: 'Enter an age in whole years' })
  .min(MIN_SEARCH_AGE, { error: `Ages start at ${MIN_SEARCH_AGE}` })
  .max(MAX_SEARCH_AGE, { error: `Ages go up to ${MAX_SEARCH_AGE}` })
  .nullable();

const height = z
  .number({ error: 'Choose a height' })
  .int({ error: 'Choose a height in whole centimetres' })
  .min(MIN_HEIGHT_CM, { error: `Height must be at least ${MIN_HEIGHT_CM} cm` })
  .max(MAX_HEIGHT_CM, { error: `Height must be at most ${MAX_HEIGHT_CM} cm` })
  .nullable();

/** "religion:community" pairs, since a community name (Jat, Khatri) can belong to more than one religion. */
const communityKeys = Object.entries(communitiesByReligion).flatMap(([religion, items]) =>
  items.map((item) => ({ value: `${religion}:${item.value}`, label: item.label, hi: item.hi })),
);

/** What a member looks for. Every preference is optional; an empty list means any. */
export const PartnerPreferencesSchema = z
  .object({
    ageMin: age,
    ageMax: age,
    heightMinCm: height,
    heightMaxCm: height,
    religions: choices(religions, 'religions'),
    communities: choices(communityKeys, 'communities'),
    motherTongues: choices(motherTongues, 'mother tongues'),
    maritalStatuses: choices(maritalStatuses, 'marital statuses'),
    educationLevels: choices(educationLevels, 'education levels'),
    countries: choices(countries, 'countries'),
    states: choices(indianStates, 'states'),
    diets: choices(diets, 'diets'),
    /** Only members whose Guna Milan with me is at least the customary 18, and I only theirs when they ask the same. */
    horoscopeMustMatch: z.boolean({ error: 'Answer yes or no' }),
  })
  .partial()
  .strict()
  .superRefine((value, ctx) => {
    if (value.ageMin != null && value.ageMax != null && value.ageMin > value.ageMax) {
      ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'The highest age must not be below the lowest' });
    }
    if (value.heightMinCm != null && value.heightMaxCm != null && value.heightMinCm > value.heightMaxCm) {
      ctx.addIssue({
        code: 'custom',
        path: ['heightMaxCm'],
        message: 'The greatest height must not be below the least',
      });
    }
  });
export type PartnerPreferences = z.infer<typeof PartnerPreferencesSchema>;

/** The "religion:community" choices for the preferences form, grouped by religion. */
export const partnerCommunityChoices = communityKeys;

/** GET and PUT /api/users/me/partner-preferences answer every preference, and whether the member has set them. */
export const PartnerPreferencesAnswerSchema = z.object({
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
  heightMinCm: z.number().int().nullable(),
  heightMaxCm: z.number().int().nullable(),
  religions: z.array(storedChoice(religions)),
  communities: z.array(storedChoice(communityKeys)),
  motherTongues: z.array(storedChoice(motherTongues)),
  maritalStatuses: z.array(storedChoice(maritalStatuses)),
  educationLevels: z.array(storedChoice(educationLevels)),
  countries: z.array(storedChoice(countries)),
  states: z.array(storedChoice(indianStates)),
  diets: z.array(storedChoice(diets)),
  horoscopeMustMatch: z.boolean(),
  isSetByMember: z.boolean(),
});
export type PartnerPreferencesAnswer = z.infer<typeof PartnerPreferencesAnswerSchema>;
