import {
  communitiesOf,
  labelOf,
  motherTongues,
  professions,
  religions,
  type Language,
  type Religion,
} from '@matri/contracts';

/** "Hindu, Brahmin": religion and community as members read them. */
export function faithLine(religion: string, community: string | null, language: Language): string {
  const faith = labelOf(religions, religion as Religion, language);
  if (!community) return faith;
  const communities = religions.some((r) => r.value === religion) ? communitiesOf(religion as Religion) : [];
  return `${faith}, ${labelOf(communities, community, language)}`;
}

export function motherTongueLabel(value: string, language: Language): string {
  return labelOf(motherTongues, value as (typeof motherTongues)[number]['value'], language);
}

export function professionLabel(value: string | null, language: Language): string | null {
  return value ? labelOf(professions, value as (typeof professions)[number]['value'], language) : null;
}
