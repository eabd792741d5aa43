import type { Language } from '../i18n/languages';
import type { IndianState } from '../vocabularies/indian-states';

export const brandIds = ['shubh-vivah', 'humsafar'] as const;
export type BrandId = (typeof brandIds)[number];

export const defaultBrandId: BrandId = 'shubh-vivah';

export interface OfficeAddress {
  label: string;
  lines: readonly string[];
  city: string;
  /** The state of the address (indian-states vocabulary): the main office's is where GST is registered. */
  state: IndianState;
}

/** Ten shades, lightest first, as Mantine expects for a theme colour. */
export type ColourShades = readonly [string, string, string, string, string, string, string, string, string, string];

export interface Brand {
  id: BrandId;
  name: string;
  shortName: string;
  /** Prefix of member-facing profile IDs, e.g. SV123456. */
  profileIdPrefix: string;
  /** In each language the site speaks, as the brand's copywriters wrote it. */
  tagline: Readonly<Record<Language, string>>;
  primaryColour: ColourShades;
  /** The browser chrome colour on mobile (meta theme-color). */
  themeColour: string;
  contactEmail: string;
  supportPhone: string;
  offices: { main: OfficeAddress; corporate: OfficeAddress };
  social: { facebook: string; instagram: string; youtube: string };
  meta: { description: Readonly<Record<Language, string>>; keywords: readonly string[] };
  siteUrl: string;
}

const offices = {
  main: {
    label: 'Main Office',
    lines: ['2nd Floor, Lalpur Chowk', 'Circular Road, Ranchi 834001', 'Jharkhand, India'],
    city: 'Ranchi',
    state: 'jharkhand',
  },
  corporate: {
    label: 'Corporate Office',
    lines: ['5th Floor, Summit Building', 'Vibhuti Khand, Gomti Nagar, Lucknow 226010', 'Uttar Pradesh, India'],
    city: 'Lucknow',
    state: 'uttar-pradesh',
  },
} as const satisfies Brand['offices'];

export const brands: Readonly<Record<BrandId, Brand>> = {
  'shubh-vivah': {
    id: 'shubh-vivah',
    name: 'Shubh Vivah',
    shortName: 'ShubhVivah',
    profileIdPrefix: 'SV',
    tagline: {
      en: 'Trusted, safe and simple matrimony for every Indian family',
      hi: 'हर भारतीय परिवार के लिए भरोसेमंद, सुरक्षित और आसान रिश्ते',
    },
    primaryColour: [
      '#fff0f1',
      '#ffdde0',
      '#fbb9be',
      '#f4939a',
      '#ec6f79',
      '#e14b57',
      '#c8303d',
      '#a61f2c',
      '#861824',
      '#66111b',
    ],
    themeColour: '#a61f2c',
    contactEmail: 'care@shubhvivah.in',
    supportPhone: '+91 651 220 4400',
    offices,
    social: {
      facebook: 'https://www.facebook.com/shubhvivah.in',
      instagram: 'https://www.instagram.com/shubhvivah.in',
      youtube: 'https://www.youtube.com/@shubhvivah',
    },
    meta: {
      description: {
        en: 'Shubh Vivah is a trusted, safe and simple matrimonial service for Hindu, Muslim, Sikh and Christian brides and grooms across India. Verified profiles, privacy you control.',
        hi: 'शुभ विवाह पूरे भारत के हिन्दू, मुस्लिम, सिख और ईसाई वर-वधू के लिए भरोसेमंद, सुरक्षित और आसान वैवाहिक सेवा है। जाँची हुई प्रोफ़ाइल, और आपकी निजता आपके हाथ में।',
      },
      keywords: [
        'matrimony',
        'matrimonial',
        'shaadi',
        'vivah',
        'bride',
        'groom',
        'Hindu matrimony',
        'Muslim matrimony',
        'Sikh matrimony',
        'Christian matrimony',
      ],
    },
    siteUrl: 'https://www.shubhvivah.in',
  },
  humsafar: {
    id: 'humsafar',
    name: 'Humsafar',
    shortName: 'Humsafar',
    profileIdPrefix: 'HS',
    tagline: {
      en: 'Find the companion for life’s journey, safely and simply',
      hi: 'ज़िंदगी के सफ़र का हमसफ़र पाइए, सुरक्षित और आसानी से',
    },
    primaryColour: [
      '#e8f6f6',
      '#cdeaea',
      '#9fd6d6',
      '#6cc0c1',
      '#43adae',
      '#2a9c9e',
      '#1a8083',
      '#0f6a6d',
      '#0a5557',
      '#053f41',
    ],
    themeColour: '#0f6a6d',
    contactEmail: 'support@humsafar.in',
    supportPhone: '+91 522 400 7700',
    offices,
    social: {
      facebook: 'https://www.facebook.com/humsafar.in',
      instagram: 'https://www.instagram.com/humsafar.in',
      youtube: 'https://www.youtube.com/@humsafarmatrimony',
    },
    meta: {
      description: {
        en: 'Humsafar helps Hindu, Muslim, Sikh and Christian families in India find a life partner: verified profiles, privacy controls and a simple, safe way to connect.',
        hi: 'हमसफ़र भारत के हिन्दू, मुस्लिम, सिख और ईसाई परिवारों को जीवनसाथी ढूँढने में मदद करता है: जाँची हुई प्रोफ़ाइल, निजता पर आपका नियंत्रण और जुड़ने का आसान, सुरक्षित तरीका।',
      },
      keywords: [
        'matrimony',
        'matrimonial',
        'rishta',
        'life partner',
        'bride',
        'groom',
        'Hindu matrimony',
        'Muslim matrimony',
        'Sikh matrimony',
        'Christian matrimony',
      ],
    },
    siteUrl: 'https://www.humsafar.in',
  },
};

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (brandIds as readonly string[]).includes(value);
}

/** Resolves a BRAND value (build or start-up time); an unknown value is an error naming the choices. */
export function resolveBrand(value: string | undefined): Brand {
  if (value === undefined || value === '') return brands[defaultBrandId];
  if (!isBrandId(value)) {
    throw new Error(`Unknown BRAND "${value}". Choose one of: ${brandIds.join(', ')}.`);
  }
  return brands[value];
}
