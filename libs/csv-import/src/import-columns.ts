import {
  manglikStatuses,
  nakshatras,
  rashis,
  educationLevels,
  incomeBands,
  professions,
  countries,
  indianStates,
  diets,
  maritalStatuses,
  motherTongues,
  genders,
  profileCreators,
  religions,
  type VocabularyItem,
  type LocalText,
} from '@matri/contracts';

/** How a cell is read before its field's rule checks it. */
export type ImportCellKind =
  'text' | 'choice' | 'community' | 'date' | 'time' | 'birth-place' | 'whole-number' | 'email' | 'mobile';

export interface ImportColumn {
  /** The template's header; headers match regardless of case, spacing and punctuation, and so do the aliases. */
  header: string;
  field: string;
  kind: ImportCellKind;
  isRequired: boolean;
  items?: readonly VocabularyItem[];
  aliases?: readonly string[];
  /** What the cell holds, for the template's table on /uploaddata. */
  description: LocalText;
  example: string;
}

/**
 * The CSV template of a member import: each header names a field of the account or the profile (the same fields and
 * rules as sign-up and the profile forms). Order is the template's column order.
 */
export const importColumns: readonly ImportColumn[] = [
  {
    header: 'Full name',
    field: 'fullName',
    kind: 'text',
    isRequired: true,
    aliases: ['name'],
    description: { en: 'As it should appear on the profile', hi: 'जैसा प्रोफ़ाइल पर दिखना चाहिए' },
    example: 'Ananya Sharma',
  },
  {
    header: 'Gender',
    field: 'gender',
    kind: 'choice',
    items: genders,
    isRequired: true,
    aliases: ['sex'],
    description: { en: 'Female or Male', hi: 'Female (स्त्री) या Male (पुरुष)' },
    example: 'Female',
  },
  {
    header: 'Date of birth',
    field: 'dateOfBirth',
    kind: 'date',
    isRequired: true,
    aliases: ['dob', 'birth date'],
    description: {
      en: 'YYYY-MM-DD or DD/MM/YYYY; at least 18 years old',
      hi: 'YYYY-MM-DD या DD/MM/YYYY; उम्र कम से कम 18 वर्ष',
    },
    example: '1996-04-12',
  },
  {
    header: 'E-mail',
    field: 'email',
    kind: 'email',
    isRequired: true,
    aliases: ['email address', 'mail'],
    description: { en: 'The invitation to set a password goes here', hi: 'पासवर्ड बनाने का निमंत्रण इसी पते पर जाता है' },
    example: 'ananya@example.in',
  },
  {
    header: 'Mobile',
    field: 'mobile',
    kind: 'mobile',
    isRequired: true,
    aliases: ['mobile number', 'phone', 'phone number'],
    description: { en: 'Indian mobile number, with or without +91', hi: 'भारतीय मोबाइल नंबर, +91 के साथ या उसके बिना' },
    example: '9876543210',
  },
  {
    header: 'Religion',
    field: 'religion',
    kind: 'choice',
    items: religions,
    isRequired: true,
    description: {
      en: 'Hindu, Muslim, Sikh, Christian, …',
      hi: 'Hindu, Muslim, Sikh, Christian, … (हिन्दू, मुस्लिम, सिख, ईसाई)',
    },
    example: 'Hindu',
  },
  {
    header: 'Community',
    field: 'community',
    kind: 'community',
    isRequired: false,
    aliases: ['caste'],
    description: { en: 'A community of the religion', hi: 'उस धर्म का कोई समुदाय' },
    example: 'Brahmin',
  },
  {
    header: 'Mother tongue',
    field: 'motherTongue',
    kind: 'choice',
    items: motherTongues,
    isRequired: true,
    aliases: ['language'],
    description: { en: 'Hindi, Tamil, Marathi, …', hi: 'Hindi, Tamil, Marathi, … (हिन्दी, तमिल, मराठी)' },
    example: 'Hindi',
  },
  {
    header: 'Profile created by',
    field: 'createdBy',
    kind: 'choice',
    items: profileCreators,
    isRequired: false,
    aliases: ['created by', 'managed by'],
    description: {
      en: 'Self, Parent, Sibling, Relative or Friend (Self when empty)',
      hi: 'Self, Parent, Sibling, Relative या Friend (खाली हो तो Self, यानी स्वयं)',
    },
    example: 'Parent',
  },
  {
    header: 'Marital status',
    field: 'maritalStatus',
    kind: 'choice',
    items: maritalStatuses,
    isRequired: false,
    description: { en: 'Never married, Divorced, …', hi: 'Never married, Divorced, … (अविवाहित, तलाकशुदा)' },
    example: 'Never married',
  },
  {
    header: 'Height (cm)',
    field: 'heightCm',
    kind: 'whole-number',
    isRequired: false,
    aliases: ['height'],
    description: { en: 'In centimetres', hi: 'सेंटीमीटर में' },
    example: '163',
  },
  {
    header: 'Education',
    field: 'education',
    kind: 'choice',
    items: educationLevels,
    isRequired: false,
    description: { en: 'Highest level completed', hi: 'पूरी की गई सबसे ऊँची पढ़ाई' },
    example: "Master's degree",
  },
  {
    header: 'Profession',
    field: 'profession',
    kind: 'choice',
    items: professions,
    isRequired: false,
    aliases: ['occupation'],
    description: {
      en: 'Doctor, Teacher, Software professional, …',
      hi: 'Doctor, Teacher, Software professional, … (डॉक्टर, शिक्षक, सॉफ़्टवेयर पेशेवर)',
    },
    example: 'Doctor',
  },
  {
    header: 'Annual income',
    field: 'incomeBand',
    kind: 'choice',
    items: incomeBands,
    isRequired: false,
    aliases: ['income'],
    description: { en: 'One of the income bands', hi: 'आय की श्रेणियों में से एक' },
    example: '₹5–10 lakh',
  },
  {
    header: 'Country',
    field: 'country',
    kind: 'choice',
    items: countries,
    isRequired: false,
    description: { en: 'India when empty', hi: 'खाली हो तो India (भारत)' },
    example: 'India',
  },
  {
    header: 'State',
    field: 'state',
    kind: 'choice',
    items: indianStates,
    isRequired: false,
    description: { en: 'For India only', hi: 'केवल भारत के लिए' },
    example: 'Maharashtra',
  },
  {
    header: 'City',
    field: 'city',
    kind: 'text',
    isRequired: false,
    description: { en: 'Town or city', hi: 'कस्बा या शहर' },
    example: 'Pune',
  },
  {
    header: 'Diet',
    field: 'diet',
    kind: 'choice',
    items: diets,
    isRequired: false,
    description: { en: 'Vegetarian, Non-vegetarian, …', hi: 'Vegetarian, Non-vegetarian, … (शाकाहारी, मांसाहारी)' },
    example: 'Vegetarian',
  },
  {
    header: 'Birth time',
    field: 'birthTime',
    kind: 'time',
    isRequired: false,
    aliases: ['time of birth', 'tob'],
    description: {
      en: 'hh:mm, 24-hour or with AM/PM; empty when not known. Shown to nobody until the member says so',
      hi: 'hh:mm, 24 घंटे वाला या AM/PM के साथ; पता न हो तो खाली। सदस्य की अनुमति तक किसी को नहीं दिखता',
    },
    example: '06:45',
  },
  {
    header: 'Birth place',
    field: 'birthPlace',
    kind: 'birth-place',
    isRequired: false,
    aliases: ['place of birth', 'pob'],
    description: {
      en: 'A city of the birth place list, with its state or country where two places share the name',
      hi: 'जन्म स्थानों की सूची का कोई शहर; दो जगहों का नाम एक हो तो साथ में राज्य या देश',
    },
    example: 'Pune, Maharashtra',
  },
  {
    header: 'Nakshatra',
    field: 'nakshatra',
    kind: 'choice',
    items: nakshatras,
    isRequired: false,
    aliases: ['birth star', 'star', 'nakshatram'],
    description: {
      en: 'The birth star: Ashwini, Bharani, … Revati',
      hi: 'जन्म नक्षत्र: Ashwini, Bharani, … Revati (अश्विनी, भरणी, … रेवती)',
    },
    example: 'Shravana',
  },
  {
    header: 'Nakshatra pada',
    field: 'nakshatraPada',
    kind: 'whole-number',
    isRequired: false,
    aliases: ['pada', 'charan', 'charanam'],
    description: { en: 'The quarter of the nakshatra, 1 to 4', hi: 'नक्षत्र का चरण, 1 से 4' },
    example: '1',
  },
  {
    header: 'Rashi',
    field: 'rashi',
    kind: 'choice',
    items: rashis,
    isRequired: false,
    aliases: ['moon sign', 'rasi', 'raasi'],
    description: {
      en: 'The moon sign: Mesha, Vrishabha, … Meena; it must hold the nakshatra (and pada) given',
      hi: 'चंद्र राशि: Mesha, Vrishabha, … Meena (मेष, वृषभ, … मीन); दिया गया नक्षत्र (और चरण) इसी राशि में होना चाहिए',
    },
    example: 'Makara',
  },
  {
    header: 'Manglik',
    field: 'manglik',
    kind: 'choice',
    items: manglikStatuses,
    isRequired: false,
    aliases: ['mangal dosha', 'manglik status'],
    description: {
      en: "Yes, No, Anshik (partial) or Don't know",
      hi: "Yes, No, Anshik (आंशिक) या Don't know (पता नहीं)",
    },
    example: 'No',
  },
  {
    header: 'About me',
    field: 'aboutMe',
    kind: 'text',
    isRequired: false,
    aliases: ['about'],
    description: { en: 'A few lines about the member', hi: 'सदस्य के बारे में कुछ पंक्तियाँ' },
    example: 'I teach mathematics in Pune and love classical music and long walks with family.',
  },
];
