import { motherTongues } from './mother-tongues';
import { indianStates } from './indian-states';
import { manglikStatuses, nakshatras, rashis } from './horoscope';
import { religions } from './religions';
import { genders, lookingFor, profileCreators, profileFor } from './people';
import { communitiesByReligion } from './communities';
import { educationFields, educationLevels, employerTypes, incomeBands, professions } from './career';
import { countries, residencyStatuses } from './countries';
import { familyTypes, familyValues } from './family';
import { diets, habitFrequencies, maritalStatuses } from './lifestyle';
import { contactPrivacies, photoVisibilities } from './privacy';
import type { VocabularyItem } from './vocabulary';

const all: Record<string, readonly VocabularyItem[]> = {
  motherTongues,
  indianStates,
  nakshatras,
  rashis,
  manglikStatuses,
  religions,
  genders,
  lookingFor,
  profileFor,
  educationLevels,
  professions,
  incomeBands,
  maritalStatuses,
  diets,
  educationFields,
  employerTypes,
  countries,
  residencyStatuses,
  familyTypes,
  familyValues,
  habitFrequencies,
  profileCreators,
  photoVisibilities,
  contactPrivacies,
  ...Object.fromEntries(
    Object.entries(communitiesByReligion).map(([religion, items]) => [`communities of ${religion}`, items]),
  ),
};

describe('vocabularies', () => {
  it.each(Object.entries(all))('%s has unique, kebab-case values and non-empty labels', (_name, items) => {
    const values = items.map((i) => i.value);
    expect(new Set(values).size).toBe(values.length);
    for (const item of items) {
      expect(item.value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(item.label.trim()).not.toBe('');
    }
  });

  it('holds the counts the constitution and tradition give', () => {
    expect(motherTongues).toHaveLength(22 + 2);
    expect(indianStates).toHaveLength(28 + 8);
    expect(nakshatras).toHaveLength(27);
    expect(rashis).toHaveLength(12);
  });

  it('gives every religion a list of communities that ends in Other', () => {
    for (const religion of religions) {
      expect(communitiesByReligion[religion.value].at(-1)).toEqual({ value: 'other', label: 'Other', hi: 'अन्य' });
    }
  });
});
