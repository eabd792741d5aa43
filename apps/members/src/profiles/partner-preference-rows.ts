import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  countries,
  diets,
  educationLevels,
  indianStates,
  labelOf,
  maritalStatuses,
  motherTongues,
  partnerCommunityChoices,
  religions,
  type Language,
  type PartnerPreferences,
  type VocabularyItem,
} from '@matri/contracts';
import { GUNA_MILAN_CUSTOMARY_MINIMUM } from '@matri/horoscope';
import { formatHeight } from '@matri/helpers';

/** The lists a member picks partner preferences from (empty: any), as the dashboard's form and card show them. */
export const partnerPreferenceLists: {
  name: keyof PartnerPreferences & string;
  label: MessageDescriptor;
  items: readonly VocabularyItem[];
}[] = [
  { name: 'religions', label: msg`Religions`, items: religions },
  { name: 'communities', label: msg`Communities`, items: partnerCommunityChoices },
  { name: 'motherTongues', label: msg`Mother tongues`, items: motherTongues },
  { name: 'maritalStatuses', label: msg`Marital status`, items: maritalStatuses },
  { name: 'educationLevels', label: msg`Education`, items: educationLevels },
  { name: 'countries', label: msg`Countries`, items: countries },
  { name: 'states', label: msg`States in India`, items: indianStates },
  { name: 'diets', label: msg`Diet`, items: diets },
];

const minimum = GUNA_MILAN_CUSTOMARY_MINIMUM;
export const HOROSCOPE_MATCH_LABEL = msg`Horoscope must match (Guna Milan ${minimum} or more)`;

function range(i18n: I18n, low: number | null, high: number | null, format: (n: number) => string): string | null {
  if (low === null && high === null) return null;
  const from = low === null ? '' : format(low);
  const to = high === null ? '' : format(high);
  if (low !== null && high !== null) return i18n._(msg`${from} to ${to}`);
  return low !== null ? i18n._(msg`from ${from}`) : i18n._(msg`up to ${to}`);
}

/** Partner preferences as label and value, in words (null: any), for the dashboard's card and the data copy. */
export function partnerPreferenceRows(
  preferences: Pick<PartnerPreferences, 'ageMin' | 'ageMax' | 'heightMinCm' | 'heightMaxCm' | 'horoscopeMustMatch'> &
    Partial<Record<(typeof partnerPreferenceLists)[number]['name'], unknown>>,
  i18n: I18n,
  language: Language,
): { label: string; value: string | null }[] {
  const p = preferences;
  return [
    {
      label: i18n._(msg`Age`),
      value: range(i18n, p.ageMin ?? null, p.ageMax ?? null, (years) => i18n._(msg`${years} years`)),
    },
    { label: i18n._(msg`Height`), value: range(i18n, p.heightMinCm ?? null, p.heightMaxCm ?? null, formatHeight) },
    ...partnerPreferenceLists.map((list) => ({
      label: i18n._(list.label),
      value:
        ((p[list.name] as string[] | undefined) ?? []).map((v) => labelOf(list.items, v, language)).join(', ') || null,
    })),
    { label: i18n._(msg`Horoscope`), value: p.horoscopeMustMatch ? i18n._(HOROSCOPE_MATCH_LABEL) : null },
  ];
}
