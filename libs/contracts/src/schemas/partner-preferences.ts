import { z } from 'zod';
import { MAX_SEARCH_AGE, MIN_SEARCH_AGE } from '../rules/limits';
import { educationLevels } from '../vocabularies/career';
import { partnerCommunityChoices } from '../vocabularies/communities';
import { countries } from '../vocabularies/countries';
import { indianStates } from '../vocabularies/indian-states';
import { diets, maritalStatuses } from '../vocabularies/lifestyle';
import { motherTongues } from '../vocabularies/mother-tongues';
import { religions } from '../vocabularies/religions';
import { valuesOf, type VocabularyItem } from '../vocabularies/vocabulary';
import { heightCmField, storedChoice } from './fields';
import { type LocalText, say, sayLater } from '../i18n/local-text';

/** Any number of choices from a vocabulary, each at most once; empty means "any". */
function choices<V extends string>(items: readonly VocabularyItem<V>[], what: LocalText) {
  const fromTheList = sayLater({ en: `Choose ${what.en} from the list`, hi: `सूची में से ${what.hi} चुनें` });
  return z
    .array(z.enum(valuesOf(items), { error: fromTheList }), { error: fromTheList })
    .max(items.length)
    .transform((values) => [...new Set(values)]);
}

const age = z
  .number({ error: sayLater({ en: 'Enter an age', hi: 'उम्र लिखें' }) })
  .int({ error: sayLater({ en: 'Enter an age in whole years', hi: 'उम्र पूरे वर्षों में लिखें' }) })
  .min(MIN_SEARCH_AGE, {
    error: sayLater({ en: `Ages start at ${MIN_SEARCH_AGE}`, hi: `उम्र ${MIN_SEARCH_AGE} से शुरू होती है` }),
  })
  .max(MAX_SEARCH_AGE, {
    error: sayLater({ en: `Ages go up to ${MAX_SEARCH_AGE}`, hi: `उम्र ${MAX_SEARCH_AGE} तक होती है` }),
  })
  .nullable();

const height = heightCmField.nullable();

/** What a member looks for. Every preference is optional; an empty list means any. */
export const PartnerPreferencesSchema = z
  .object({
    ageMin: age,
    ageMax: age,
    heightMinCm: height,
    heightMaxCm: height,
    religions: choices(religions, { en: 'religions', hi: 'धर्म' }),
    communities: choices(partnerCommunityChoices, { en: 'communities', hi: 'समुदाय' }),
    motherTongues: choices(motherTongues, { en: 'mother tongues', hi: 'मातृभाषाएँ' }),
    maritalStatuses: choices(maritalStatuses, { en: 'marital statuses', hi: 'वैवाहिक स्थिति' }),
    educationLevels: choices(educationLevels, { en: 'education levels', hi: 'शिक्षा' }),
    countries: choices(countries, { en: 'countries', hi: 'देश' }),
    states: choices(indianStates, { en: 'states', hi: 'राज्य' }),
    diets: choices(diets, { en: 'diets', hi: 'खान-पान' }),
    /** Only members whose Guna Milan with me is at least the customary 18, and I only theirs when they ask the same. */
    horoscopeMustMatch: z.boolean({ error: sayLater({ en: 'Answer yes or no', hi: 'हाँ या नहीं में जवाब दें' }) }),
  })
  .partial()
  .strict()
  .superRefine((value, ctx) => {
    if (value.ageMin != null && value.ageMax != null && value.ageMin > value.ageMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['ageMax'],
        message: say({
          en: 'The highest age must not be below the lowest',
          hi: 'अधिकतम उम्र न्यूनतम उम्र से कम नहीं हो सकती',
        }),
      });
    }
    if (value.heightMinCm != null && value.heightMaxCm != null && value.heightMinCm > value.heightMaxCm) {
      ctx.addIssue({
        code: 'custom',
        path: ['heightMaxCm'],
        message: say({
          en: 'The greatest height must not be below the least',
          hi: 'अधिकतम लंबाई न्यूनतम लंबाई से कम नहीं हो सकती',
        }),
      });
    }
  });
export type PartnerPreferences = z.infer<typeof PartnerPreferencesSchema>;

/** GET and PUT /api/users/me/partner-preferences answer every preference, and whether the member has set them. */
export const PartnerPreferencesAnswerSchema = z.object({
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
  heightMinCm: z.number().int().nullable(),
  heightMaxCm: z.number().int().nullable(),
  religions: z.array(storedChoice(religions)),
  communities: z.array(storedChoice(partnerCommunityChoices)),
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
