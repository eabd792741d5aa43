import type { VocabularyItem } from './vocabulary';

/** India first, then the countries most Indian families abroad live in (ISO 3166 alpha-2 codes, lower case). */
export const countries = [
  { value: 'in', label: 'India', hi: 'भारत' },
  { value: 'us', label: 'United States', hi: 'अमेरिका' },
  { value: 'gb', label: 'United Kingdom', hi: 'ब्रिटेन' },
  { value: 'ca', label: 'Canada', hi: 'कनाडा' },
  { value: 'au', label: 'Australia', hi: 'ऑस्ट्रेलिया' },
  { value: 'nz', label: 'New Zealand', hi: 'न्यूज़ीलैंड' },
  { value: 'ae', label: 'United Arab Emirates', hi: 'संयुक्त अरब अमीरात' },
  { value: 'sa', label: 'Saudi Arabia', hi: 'सऊदी अरब' },
  { value: 'qa', label: 'Qatar', hi: 'क़तर' },
  { value: 'kw', label: 'Kuwait', hi: 'कुवैत' },
  { value: 'om', label: 'Oman', hi: 'ओमान' },
  { value: 'bh', label: 'Bahrain', hi: 'बहरीन' },
  { value: 'sg', label: 'Singapore', hi: 'सिंगापुर' },
  { value: 'my', label: 'Malaysia', hi: 'मलेशिया' },
  { value: 'de', label: 'Germany', hi: 'जर्मनी' },
  { value: 'nl', label: 'Netherlands', hi: 'नीदरलैंड' },
  { value: 'ie', label: 'Ireland', hi: 'आयरलैंड' },
  { value: 'fr', label: 'France', hi: 'फ़्रांस' },
  { value: 'ch', label: 'Switzerland', hi: 'स्विट्ज़रलैंड' },
  { value: 'se', label: 'Sweden', hi: 'स्वीडन' },
  { value: 'jp', label: 'Japan', hi: 'जापान' },
  { value: 'np', label: 'Nepal', hi: 'नेपाल' },
  { value: 'lk', label: 'Sri Lanka', hi: 'श्रीलंका' },
  { value: 'mu', label: 'Mauritius', hi: 'मॉरीशस' },
  { value: 'za', label: 'South Africa', hi: 'दक्षिण अफ़्रीका' },
  { value: 'ke', label: 'Kenya', hi: 'केन्या' },
  { value: 'fj', label: 'Fiji', hi: 'फ़िजी' },
  { value: 'other', label: 'Another country', hi: 'कोई और देश' },
] as const satisfies readonly VocabularyItem[];

export type Country = (typeof countries)[number]['value'];

/** For members living outside India: how they live there. */
export const residencyStatuses = [
  { value: 'citizen', label: 'Citizen', hi: 'नागरिक' },
  { value: 'permanent-resident', label: 'Permanent resident', hi: 'स्थायी निवासी' },
  { value: 'work-permit', label: 'Work permit', hi: 'वर्क परमिट' },
  { value: 'student-visa', label: 'Student visa', hi: 'स्टूडेंट वीज़ा' },
  { value: 'temporary-visa', label: 'Temporary visa', hi: 'अस्थायी वीज़ा' },
] as const satisfies readonly VocabularyItem[];

export type ResidencyStatus = (typeof residencyStatuses)[number]['value'];
