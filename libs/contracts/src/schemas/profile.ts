import { z } from 'zod';
import { ABOUT_ME_MAX_LENGTH, ABOUT_ME_MIN_LENGTH, MAX_SIBLINGS } from '../rules/limits';
import { educationFields, educationLevels, employerTypes, incomeBands, professions } from '../vocabularies/career';
import { isCommunityOf } from '../vocabularies/communities';
import { countries, residencyStatuses } from '../vocabularies/countries';
import { familyTypes, familyValues } from '../vocabularies/family';
import { birthPlaceById } from '../vocabularies/birth-places';
import { PADAS, rashiOf, rashisOf, starKeyFor, type Pada } from '../vocabularies/star-position';
import { manglikStatuses, nakshatras, rashis } from '../vocabularies/horoscope';
import { horoscopeVisibilities } from '../vocabularies/privacy';
import { indianStates } from '../vocabularies/indian-states';
import { diets, habitFrequencies, maritalStatuses } from '../vocabularies/lifestyle';
import { motherTongues } from '../vocabularies/mother-tongues';
import { profileCreators } from '../vocabularies/people';
import { religions, type Religion } from '../vocabularies/religions';
import { labelOf, valuesOf, type VocabularyItem } from '../vocabularies/vocabulary';
import type { ApiFieldError } from '../errors/api-error-body';
import { adultDateOfBirthField, heightCmField, personNameField } from './fields';
import { currentLanguage, type LocalText, say, sayLater } from '../i18n/local-text';

/** A choice from a vocabulary; null clears an optional one. */
function choice<V extends string>(items: readonly VocabularyItem<V>[], what: LocalText) {
  return z.enum(valuesOf(items), {
    error: sayLater({ en: `Choose ${what.en} from the list`, hi: `सूची में से ${what.hi} चुनें` }),
  });
}

/** Optional free text: trimmed, empty means "not given". */
function optionalText(max: number, what: LocalText) {
  return z
    .string({ error: sayLater({ en: `Write ${what.en} as text`, hi: `${what.hi} शब्दों में लिखें` }) })
    .trim()
    .max(max, { error: sayLater({ en: `Use at most ${max} characters`, hi: `ज़्यादा से ज़्यादा ${max} अक्षर लिखें` }) })
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

/** Names of communities, gotras and cities: letters, spaces and a few marks, in any script. */
function optionalName(max: number, what: LocalText) {
  return optionalText(max, what).refine((value) => value === null || /^[\p{L}\p{M}][\p{L}\p{M} .'()-]*$/u.test(value), {
    error: sayLater({
      en: `Use letters, spaces, dots and hyphens in ${what.en}`,
      hi: `${what.hi} में सिर्फ़ अक्षर, खाली जगह, बिंदु और हाइफ़न लिखें`,
    }),
  });
}

const siblingsCount = z
  .number({ error: sayLater({ en: 'Enter a number', hi: 'संख्या लिखें' }) })
  .int({ error: sayLater({ en: 'Enter a whole number', hi: 'पूर्ण संख्या लिखें' }) })
  .min(0, { error: sayLater({ en: 'Cannot be negative', hi: 'ऋण (माइनस) नहीं हो सकता' }) })
  .max(MAX_SIBLINGS, { error: sayLater({ en: `At most ${MAX_SIBLINGS}`, hi: `ज़्यादा से ज़्यादा ${MAX_SIBLINGS}` }) });

/** Every field a member may set on their own profile, each with its own rule. Gender, profile ID and account fields are not among them. */
export const profileFields = {
  createdBy: choice(profileCreators, { en: 'who manages this profile', hi: 'प्रोफ़ाइल कौन संभालता है' }),
  fullName: personNameField,
  dateOfBirth: adultDateOfBirthField,
  maritalStatus: choice(maritalStatuses, { en: 'a marital status', hi: 'वैवाहिक स्थिति' }).nullable(),
  heightCm: heightCmField.nullable(),
  religion: choice(religions, { en: 'a religion', hi: 'धर्म' }),
  community: z
    .string({ error: sayLater({ en: 'Choose a community from the list', hi: 'सूची में से समुदाय चुनें' }) })
    .nullable(),
  subCommunity: optionalName(60, { en: 'the sub-community', hi: 'उप-समुदाय' }),
  motherTongue: choice(motherTongues, { en: 'a mother tongue', hi: 'मातृभाषा' }),
  gotra: optionalName(60, { en: 'the gotra', hi: 'गोत्र' }),
  nakshatra: choice(nakshatras, { en: 'a nakshatra', hi: 'नक्षत्र' }).nullable(),
  nakshatraPada: z
    .number({ error: sayLater({ en: 'Choose a pada from 1 to 4', hi: '1 से 4 में से चरण चुनें' }) })
    .int({ error: sayLater({ en: 'Choose a pada from 1 to 4', hi: '1 से 4 में से चरण चुनें' }) })
    .min(1, { error: sayLater({ en: 'Choose a pada from 1 to 4', hi: '1 से 4 में से चरण चुनें' }) })
    .max(PADAS.length, { error: sayLater({ en: 'Choose a pada from 1 to 4', hi: '1 से 4 में से चरण चुनें' }) })
    .nullable(),
  rashi: choice(rashis, { en: 'a rashi', hi: 'राशि' }).nullable(),
  manglik: choice(manglikStatuses, { en: 'a manglik status', hi: 'मांगलिक स्थिति' }).nullable(),
  birthTime: z
    .string({ error: sayLater({ en: 'Enter the birth time as hh:mm', hi: 'जन्म समय hh:mm के रूप में लिखें' }) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
      error: sayLater({
        en: 'Enter the birth time as hh:mm on a 24-hour clock, such as 06:45 or 18:30',
        hi: 'जन्म समय 24 घंटे की घड़ी में hh:mm के रूप में लिखें, जैसे 06:45 या 18:30',
      }),
    })
    .nullable(),
  birthPlace: z
    .string({ error: sayLater({ en: 'Choose the birth place from the list', hi: 'सूची में से जन्म स्थान चुनें' }) })
    .refine((id) => birthPlaceById(id) !== undefined, {
      error: sayLater({ en: 'Choose the birth place from the list', hi: 'सूची में से जन्म स्थान चुनें' }),
    })
    .nullable(),
  horoscopeVisibility: choice(horoscopeVisibilities, { en: 'who sees your horoscope', hi: 'आपकी कुंडली कौन देखे' }),
  education: choice(educationLevels, { en: 'an education level', hi: 'शिक्षा' }).nullable(),
  educationField: choice(educationFields, { en: 'a field of study', hi: 'पढ़ाई का विषय' }).nullable(),
  profession: choice(professions, { en: 'a profession', hi: 'पेशा' }).nullable(),
  employerType: choice(employerTypes, { en: 'an employer type', hi: 'काम की जगह' }).nullable(),
  incomeBand: choice(incomeBands, { en: 'an income band', hi: 'आय' }).nullable(),
  country: choice(countries, { en: 'a country', hi: 'देश' }),
  state: z.string({ error: sayLater({ en: 'Choose a state from the list', hi: 'सूची में से राज्य चुनें' }) }).nullable(),
  city: optionalName(60, { en: 'the city', hi: 'शहर' }),
  residencyStatus: choice(residencyStatuses, { en: 'a residency status', hi: 'निवास की स्थिति' }).nullable(),
  fatherOccupation: optionalText(80, { en: "the father's occupation", hi: 'पिता का व्यवसाय' }),
  motherOccupation: optionalText(80, { en: "the mother's occupation", hi: 'माँ का व्यवसाय' }),
  brothers: siblingsCount.nullable(),
  brothersMarried: siblingsCount.nullable(),
  sisters: siblingsCount.nullable(),
  sistersMarried: siblingsCount.nullable(),
  familyDetails: optionalText(500, { en: 'about the family', hi: 'परिवार के बारे में' }),
  familyType: choice(familyTypes, { en: 'a family type', hi: 'परिवार का प्रकार' }).nullable(),
  familyValues: choice(familyValues, { en: 'family values', hi: 'पारिवारिक मूल्य' }).nullable(),
  diet: choice(diets, { en: 'a diet', hi: 'खान-पान' }).nullable(),
  smoking: choice(habitFrequencies, { en: 'an answer', hi: 'जवाब' }).nullable(),
  drinking: choice(habitFrequencies, { en: 'an answer', hi: 'जवाब' }).nullable(),
  aboutMe: optionalText(ABOUT_ME_MAX_LENGTH, { en: 'about yourself', hi: 'अपने बारे में' }).refine(
    (value) => value === null || value.length >= ABOUT_ME_MIN_LENGTH,
    {
      error: sayLater({
        en: `Write at least ${ABOUT_ME_MIN_LENGTH} characters, so families get a feel for the person`,
        hi: `कम से कम ${ABOUT_ME_MIN_LENGTH} अक्षर लिखें, ताकि परिवार व्यक्ति को थोड़ा जान सकें`,
      }),
    },
  ),
} as const;

type FieldName = keyof typeof profileFields;
export type ProfileValues = { [K in FieldName]: z.infer<(typeof profileFields)[K]> };

/** The rules between fields, checked on the whole profile (the API checks the saved profile with a change applied). */
export function findProfileInconsistencies(profile: Partial<ProfileValues>): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  if (profile.community && profile.religion && !isCommunityOf(profile.religion as Religion, profile.community)) {
    errors.push({
      path: ['community'],
      message: say({ en: 'Choose a community of the chosen religion', hi: 'चुने गए धर्म का समुदाय चुनें' }),
    });
  }
  if (profile.country === 'in') {
    if (profile.state && !indianStates.some((s) => s.value === profile.state)) {
      errors.push({
        path: ['state'],
        message: say({
          en: 'Choose an Indian state or union territory from the list',
          hi: 'सूची में से भारत का राज्य या केंद्रशासित प्रदेश चुनें',
        }),
      });
    }
    if (profile.residencyStatus)
      errors.push({
        path: ['residencyStatus'],
        message: say({
          en: 'Residency status is only for members living outside India',
          hi: 'निवास की स्थिति सिर्फ़ भारत से बाहर रहने वाले सदस्यों के लिए है',
        }),
      });
  } else if (profile.country && profile.state) {
    errors.push({
      path: ['state'],
      message: say({
        en: 'States are listed for India only; leave it empty and name the city',
        hi: 'राज्य सिर्फ़ भारत के दिए गए हैं; इसे ख़ाली छोड़ें और शहर लिखें',
      }),
    });
  }
  if (profile.nakshatraPada != null && !profile.nakshatra) {
    errors.push({
      path: ['nakshatraPada'],
      message: say({ en: 'Choose the nakshatra the pada belongs to', hi: 'वह नक्षत्र चुनें जिसका यह चरण है' }),
    });
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
      message:
        pada === null
          ? say({
              en: `${star} lies in ${signs.map((sign) => labelOf(rashis, sign, language)).join(' or ')}`,
              hi: `${star} ${signs.map((sign) => labelOf(rashis, sign, language)).join(' या ')} में आता है`,
            })
          : say({
              en: `${star} pada ${pada} lies in ${labelOf(rashis, signs[0], language)}`,
              hi: `${star} चरण ${pada} ${labelOf(rashis, signs[0], language)} में आता है`,
            }),
    });
  }
  for (const [total, married, label] of [
    [profile.brothers, profile.brothersMarried, 'brothersMarried'],
    [profile.sisters, profile.sistersMarried, 'sistersMarried'],
  ] as const) {
    if (married != null && married > (total ?? 0))
      errors.push({
        path: [label],
        message: say({ en: 'Cannot be more than the number in total', hi: 'कुल संख्या से ज़्यादा नहीं हो सकता' }),
      });
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
