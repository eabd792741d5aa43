import type { ManglikReading, ManglikStatus, LocalText } from '@matri/contracts';

export const manglikReadingText: Record<ManglikReading, LocalText> = {
  'no-concern': {
    en: 'Both are manglik, or neither is: families usually see no concern here.',
    hi: 'दोनों मांगलिक हैं, या दोनों में से कोई नहीं: परिवार आम तौर पर इसमें कोई चिंता नहीं मानते।',
  },
  consult: {
    en: 'One of you is manglik and the other is not: consult your family astrologer.',
    hi: 'आप में से एक मांगलिक है और दूसरा नहीं: अपने पारिवारिक ज्योतिषी से सलाह लें।',
  },
  unknown: {
    en: 'Manglik status is not known for both of you.',
    hi: 'आप दोनों की मांगलिक स्थिति की जानकारी नहीं है।',
  },
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
