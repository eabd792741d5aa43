import type { ManglikStatus } from '../vocabularies/horoscope';

/** The usual reading of two members' manglik status; never a verdict on the match. */
export const manglikReadings = ['no-concern', 'consult', 'unknown'] as const;
export type ManglikReading = (typeof manglikReadings)[number];

export const manglikReadingText: Record<ManglikReading, string> = {
  'no-concern': 'Both are manglik, or neither is: families usually see no concern here.',
  consult: 'One of you is manglik and the other is not: consult your family astrologer.',
  unknown: 'Manglik status is not known for both of you.',
};

/** Anshik (partial) counts as manglik: families still ask their astrologer when only one side is. */
export function manglikReading(a: ManglikStatus | null, b: ManglikStatus | null): ManglikReading {
  const isManglik = (status: ManglikStatus | null) =>
    status === 'yes' || status === 'anshik' ? true : status === 'no' ? false : null;
  const first = isManglik(a);
  const second = isManglik(b);
  if (first === null || second === null) return 'unknown';
  return first === second ? 'no-concern' : 'consult';
}
