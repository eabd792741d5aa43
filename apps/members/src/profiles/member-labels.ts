import { communitiesOf, labelOf, motherTongues, professions, religions, type Religion } from '@matri/contracts';

/** "Hindu, Brahmin": religion and community as members read them. */
export function faithLine(religion: string, community: string | null): string {
  const faith = labelOf(religions, religion as Religion);
  if (!community) return faith;
  const communities = religions.some((r) => r.value === religion) ? communitiesOf(religion as Religion) : [];
  return `${faith}, ${labelOf(communities, community)}`;
}

export function motherTongueLabel(value: string): string {
  return labelOf(motherTongues, value as (typeof motherTongues)[number]['value']);
}

export function professionLabel(value: string | null): string | null {
  return value ? labelOf(professions, value as (typeof professions)[number]['value']) : null;
}
