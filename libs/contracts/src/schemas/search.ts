import { z } from 'zod';
import { MAX_HEIGHT_CM, MAX_SEARCH_AGE, MIN_HEIGHT_CM, MIN_SEARCH_AGE } from '../rules/limits';
import { educationLevels, incomeBands, professions } from '../vocabularies/career';
import { communitiesByReligion } from '../vocabularies/communities';
import { indianStates } from '../vocabularies/indian-states';
import { diets, maritalStatuses } from '../vocabularies/lifestyle';
import { motherTongues } from '../vocabularies/mother-tongues';
import { lookingFor } from '../vocabularies/people';
import { photoVisibilities, privateHoroscopeAudiences } from '../vocabularies/privacy';
import { religions } from '../vocabularies/religions';
import { valuesOf, type VocabularyItem } from '../vocabularies/vocabulary';
import { GUNA_MILAN_MAX } from '../vocabularies/horoscope';
import { interestStatuses } from '../vocabularies/interest-states';
import { VerificationBadgeSchema } from './verification-badge';
import { matchCriteria, matchTabs } from '../vocabularies/matching';
import { type LocalText, say, sayLater } from '../i18n/local-text';

/** How search results can be ordered; "match" scores each member against the searcher's partner preferences. */
export const searchSorts = [
  { value: 'newest', label: 'Newest first', hi: 'सबसे नए पहले' },
  { value: 'active', label: 'Last active', hi: 'हाल में सक्रिय' },
  { value: 'match', label: 'Best match', hi: 'सबसे अच्छा मेल' },
] as const satisfies readonly VocabularyItem[];
export type SearchSort = (typeof searchSorts)[number]['value'];

/** The manglik filter; "yes" takes in the partly (anshik) manglik too. Not given: any. */
export const manglikFilters = [
  { value: 'yes', label: 'Manglik (also partly)', hi: 'मांगलिक (आंशिक भी)' },
  { value: 'no', label: 'Not manglik', hi: 'मांगलिक नहीं' },
] as const satisfies readonly VocabularyItem[];

/** The Guna Milan minimums the search form offers (any score from 0 to 36 is accepted in the address). */
export const gunaMinimumChoices = [18, 21, 24, 27, 30].map((points) => ({
  value: String(points),
  label: points === 18 ? 'At least 18 of 36 (customary)' : `At least ${points} of 36`,
  hi: points === 18 ? 'कम से कम 36 में से 18 (परंपरागत)' : `कम से कम 36 में से ${points}`,
}));

/** "Active recently": members seen within this many days. */
export const activeWithinChoices = [
  { value: '7', label: 'In the last week', hi: 'पिछले एक हफ़्ते में' },
  { value: '30', label: 'In the last month', hi: 'पिछले एक महीने में' },
  { value: '90', label: 'In the last 3 months', hi: 'पिछले 3 महीनों में' },
] as const satisfies readonly VocabularyItem[];

const allCommunities = [
  ...new Set(Object.values(communitiesByReligion).flatMap((items) => items.map((i) => i.value))),
].map((value) => ({
  value,
  label: value,
  hi: value,
}));

/**
 * A list filter as it appears in an address: comma-separated vocabulary values ("hindu,sikh"). Written once here so
 * the page's address and the API's query string are the same thing.
 */
function listParam<V extends string>(items: readonly VocabularyItem<V>[], what: LocalText) {
  const allowed = new Set<string>(valuesOf(items));
  return z
    .string()
    .max(2000)
    .transform((raw, ctx) => {
      const values = [
        ...new Set(
          raw
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ];
      const unknown = values.filter((v) => !allowed.has(v));
      if (unknown.length > 0) {
        const named = unknown.join(', ');
        ctx.addIssue({
          code: 'custom',
          message: say({ en: `Unknown ${what.en}: ${named}`, hi: `अनजाना ${what.hi}: ${named}` }),
        });
        return z.NEVER;
      }
      return values as V[];
    })
    .optional();
}

function wholeNumberParam(what: LocalText, min: number, max: number) {
  const What = `${what.en[0].toUpperCase()}${what.en.slice(1)}`;
  return z.coerce
    .number({ error: sayLater({ en: `Enter ${what.en} as a number`, hi: `${what.hi} संख्या में लिखें` }) })
    .int({ error: sayLater({ en: `Enter ${what.en} as a whole number`, hi: `${what.hi} पूर्ण संख्या में लिखें` }) })
    .min(min, {
      error: sayLater({ en: `${What} must be at least ${min}`, hi: `${what.hi} कम से कम ${min} होनी चाहिए` }),
    })
    .max(max, {
      error: sayLater({ en: `${What} must be at most ${max}`, hi: `${what.hi} ज़्यादा से ज़्यादा ${max} होनी चाहिए` }),
    })
    .optional();
}

const flagParam = z
  .enum(['1', 'true'], { error: sayLater({ en: 'Use 1 to turn this filter on', hi: 'यह फ़िल्टर चालू करने के लिए 1 लिखें' }) })
  .optional();

/**
 * The search filters, parsed from an address's query string (GET /api/search takes the very same string as
 * /search shows). Every filter is optional; "for" defaults to the gender a member usually looks for.
 */
export const SearchFiltersSchema = z
  .object({
    for: z
      .enum(valuesOf(lookingFor), { error: sayLater({ en: 'Choose bride or groom', hi: 'वधू या वर चुनें' }) })
      .optional(),
    ageFrom: wholeNumberParam({ en: 'the lowest age', hi: 'न्यूनतम उम्र' }, MIN_SEARCH_AGE, MAX_SEARCH_AGE),
    ageTo: wholeNumberParam({ en: 'the highest age', hi: 'अधिकतम उम्र' }, MIN_SEARCH_AGE, MAX_SEARCH_AGE),
    heightFrom: wholeNumberParam({ en: 'the least height', hi: 'न्यूनतम लंबाई' }, MIN_HEIGHT_CM, MAX_HEIGHT_CM),
    heightTo: wholeNumberParam({ en: 'the greatest height', hi: 'अधिकतम लंबाई' }, MIN_HEIGHT_CM, MAX_HEIGHT_CM),
    religion: listParam(religions, { en: 'religion', hi: 'धर्म' }),
    community: listParam(allCommunities, { en: 'community', hi: 'समुदाय' }),
    motherTongue: listParam(motherTongues, { en: 'mother tongue', hi: 'मातृभाषा' }),
    maritalStatus: listParam(maritalStatuses, { en: 'marital status', hi: 'वैवाहिक स्थिति' }),
    education: listParam(educationLevels, { en: 'education', hi: 'शिक्षा' }),
    profession: listParam(professions, { en: 'profession', hi: 'पेशा' }),
    income: listParam(incomeBands, { en: 'income band', hi: 'आय' }),
    state: listParam(indianStates, { en: 'state', hi: 'राज्य' }),
    city: z
      .string()
      .trim()
      .max(60, {
        error: sayLater({ en: 'Use at most 60 characters for the city', hi: 'शहर के लिए ज़्यादा से ज़्यादा 60 अक्षर लिखें' }),
      })
      .optional(),
    diet: listParam(diets, { en: 'diet', hi: 'खान-पान' }),
    gunaMin: wholeNumberParam({ en: 'the Guna Milan score', hi: 'गुण मिलान अंक' }, 0, GUNA_MILAN_MAX),
    manglik: z
      .enum(valuesOf(manglikFilters), {
        error: sayLater({ en: 'Choose manglik yes or no', hi: 'मांगलिक हाँ या नहीं चुनें' }),
      })
      .optional(),
    withPhoto: flagParam,
    /** Mobile verified. */
    verified: flagParam,
    /** Members with a verified ID only. */
    idVerified: flagParam,
    activeWithin: z
      .enum(valuesOf(activeWithinChoices), {
        error: sayLater({ en: 'Choose active within 7, 30 or 90 days', hi: '7, 30 या 90 दिनों में सक्रिय चुनें' }),
      })
      .optional(),
    q: z
      .string()
      .trim()
      .max(60, {
        error: sayLater({
          en: 'Use at most 60 characters to search by name or profile ID',
          hi: 'नाम या प्रोफ़ाइल ID से खोजने के लिए ज़्यादा से ज़्यादा 60 अक्षर लिखें',
        }),
      })
      .optional(),
    sort: z
      .enum(valuesOf(searchSorts), {
        error: sayLater({ en: 'Sort by newest, active or match', hi: 'नए, सक्रिय या मेल के क्रम में से चुनें' }),
      })
      .optional(),
    cursor: z.string().max(200).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.ageFrom !== undefined && value.ageTo !== undefined && value.ageFrom > value.ageTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['ageTo'],
        message: say({
          en: 'The highest age must not be below the lowest',
          hi: 'अधिकतम उम्र न्यूनतम उम्र से कम नहीं हो सकती',
        }),
      });
    }
    if (value.heightFrom !== undefined && value.heightTo !== undefined && value.heightFrom > value.heightTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['heightTo'],
        message: say({
          en: 'The greatest height must not be below the least',
          hi: 'अधिकतम लंबाई न्यूनतम लंबाई से कम नहीं हो सकती',
        }),
      });
    }
  });
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;
export type SearchFiltersInput = z.input<typeof SearchFiltersSchema>;

/** Filters back to their address form: the inverse of SearchFiltersSchema, without the cursor, keys in a stable order. */
export function searchQueryString(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'cursor' || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  params.sort();
  return params.toString();
}

/** The keys of the filters that narrow a search (everything but the order and the page). */
export const searchFilterKeys = Object.keys(SearchFiltersSchema.shape).filter(
  (k) => k !== 'sort' && k !== 'cursor',
) as (keyof SearchFilters)[];

export const MatchesQuerySchema = z
  .object({
    tab: z
      .enum(valuesOf(matchTabs), { error: sayLater({ en: 'Choose all, new or near', hi: 'सभी, नए या आस-पास में से चुनें' }) })
      .optional(),
    /** Members with a verified ID only. */
    idVerified: flagParam,
    cursor: z.string().max(200).optional(),
  })
  .strict();

/** Why a member is a match: which of my preferences they meet and which they miss (only preferences I set count). */
export const MatchReasonsSchema = z.object({
  met: z.array(z.enum(valuesOf(matchCriteria))),
  missed: z.array(z.enum(valuesOf(matchCriteria))),
  /** The member verified their ID: matches rank them higher, and the reasons say so. */
  isIdVerified: z.boolean(),
});
export type MatchReasons = z.infer<typeof MatchReasonsSchema>;

/** A member as a search result or match card shows them: the public summary within the owner's photo privacy. */
export const MemberCardSchema = z.object({
  profileId: z.string(),
  full_name: z.string(),
  age: z.number().int(),
  heightCm: z.number().int().nullable(),
  religion: z.string(),
  community: z.string().nullable(),
  motherTongue: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  profession: z.string().nullable(),
  isVerified: z.boolean(),
  /** What the member verified and when (the badges and their sentences). */
  badges: z.array(VerificationBadgeSchema),
  /** The member's plan highlights their profile in results. */
  isHighlighted: z.boolean(),
  /** url is the blurred rendition when the owner keeps the photo to connected members (or to nobody). */
  photo: z
    .object({ url: z.string(), isBlurred: z.boolean(), visibility: z.enum(valuesOf(photoVisibilities)) })
    .nullable(),
  isShortlisted: z.boolean(),
  /** The interest between us, if any, from my side: what I can still do on the card. */
  interest: z.object({ direction: z.enum(['sent', 'received']), status: z.enum(interestStatuses) }).nullable(),
  match: MatchReasonsSchema.optional(),
  /**
   * Guna Milan with the viewer where both have a birth star and the member shows the viewer their horoscope (search
   * and matches).
   */
  gunaMilan: z.number().nullable().optional(),
  /** Where the member keeps their horoscope from the viewer: who they show it to, said on the card instead of a score. */
  horoscopeShownTo: z.enum(privateHoroscopeAudiences).optional(),
});
export type MemberCardJson = z.infer<typeof MemberCardSchema>;

export const MemberPageSchema = z.object({
  results: z.array(MemberCardSchema),
  /** Pass as cursor for the next page; null when there is no more. */
  nextCursor: z.string().nullable(),
});
export type MemberPageJson = z.infer<typeof MemberPageSchema>;
