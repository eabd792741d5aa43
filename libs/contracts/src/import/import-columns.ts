import { manglikStatuses, nakshatras, rashis } from '../vocabularies/horoscope';
import { educationLevels, incomeBands, professions } from '../vocabularies/career';
import { countries } from '../vocabularies/countries';
import { indianStates } from '../vocabularies/indian-states';
import { diets, maritalStatuses } from '../vocabularies/lifestyle';
import { motherTongues } from '../vocabularies/mother-tongues';
import { genders, profileCreators } from '../vocabularies/people';
import { religions } from '../vocabularies/religions';
import type { VocabularyItem } from '../vocabularies/vocabulary';

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
  description: string;
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
    description: 'As it should appear on the profile',
    example: 'Ananya Sharma',
  },
  {
    header: 'Gender',
    field: 'gender',
    kind: 'choice',
    items: genders,
    isRequired: true,
    aliases: ['sex'],
    description: 'Female or Male',
    example: 'Female',
  },
  {
    header: 'Date of birth',
    field: 'dateOfBirth',
    kind: 'date',
    isRequired: true,
    aliases: ['dob', 'birth date'],
    description: 'YYYY-MM-DD or DD/MM/YYYY; at least 18 years old',
    example: '1996-04-12',
  },
  {
    header: 'E-mail',
    field: 'email',
    kind: 'email',
    isRequired: true,
    aliases: ['email address', 'mail'],
    description: 'The invitation to set a password goes here',
    example: 'ananya@example.in',
  },
  {
    header: 'Mobile',
    field: 'mobile',
    kind: 'mobile',
    isRequired: true,
    aliases: ['mobile number', 'phone', 'phone number'],
    description: 'Indian mobile number, with or without +91',
    example: '9876543210',
  },
  {
    header: 'Religion',
    field: 'religion',
    kind: 'choice',
    items: religions,
    isRequired: true,
    description: 'Hindu, Muslim, Sikh, Christian, …',
    example: 'Hindu',
  },
  {
    header: 'Community',
    field: 'community',
    kind: 'community',
    isRequired: false,
    aliases: ['caste'],
    description: 'A community of the religion',
    example: 'Brahmin',
  },
  {
    header: 'Mother tongue',
    field: 'motherTongue',
    kind: 'choice',
    items: motherTongues,
    isRequired: true,
    aliases: ['language'],
    description: 'Hindi, Tamil, Marathi, …',
    example: 'Hindi',
  },
  {
    header: 'Profile created by',
    field: 'createdBy',
    kind: 'choice',
    items: profileCreators,
    isRequired: false,
    aliases: ['created by', 'managed by'],
    description: 'Self, Parent, Sibling, Relative or Friend (Self when empty)',
    example: 'Parent',
  },
  {
    header: 'Marital status',
    field: 'maritalStatus',
    kind: 'choice',
    items: maritalStatuses,
    isRequired: false,
    description: 'Never married, Divorced, …',
    example: 'Never married',
  },
  {
    header: 'Height (cm)',
    field: 'heightCm',
    kind: 'whole-number',
    isRequired: false,
    aliases: ['height'],
    description: 'In centimetres',
    example: '163',
  },
  {
    header: 'Education',
    field: 'education',
    kind: 'choice',
    items: educationLevels,
    isRequired: false,
    description: 'Highest level completed',
    example: "Master's degree",
  },
  {
    header: 'Profession',
    field: 'profession',
    kind: 'choice',
    items: professions,
    isRequired: false,
    aliases: ['occupation'],
    description: 'Doctor, Teacher, Software professional, …',
    example: 'Doctor',
  },
  {
    header: 'Annual income',
    field: 'incomeBand',
    kind: 'choice',
    items: incomeBands,
    isRequired: false,
    aliases: ['income'],
    description: 'One of the income bands',
    example: '₹5–10 lakh',
  },
  {
    header: 'Country',
    field: 'country',
    kind: 'choice',
    items: countries,
    isRequired: false,
    description: 'India when empty',
    example: 'India',
  },
  {
    header: 'State',
    field: 'state',
    kind: 'choice',
    items: indianStates,
    isRequired: false,
    description: 'For India only',
    example: 'Maharashtra',
  },
  { header: 'City', field: 'city', kind: 'text', isRequired: false, description: 'Town or city', example: 'Pune' },
  {
    header: 'Diet',
    field: 'diet',
    kind: 'choice',
    items: diets,
    isRequired: false,
    description: 'Vegetarian, Non-vegetarian, …',
    example: 'Vegetarian',
  },
  {
    header: 'Birth time',
    field: 'birthTime',
    kind: 'time',
    isRequired: false,
    aliases: ['time of birth', 'tob'],
    description: 'hh:mm, 24-hour or with AM/PM; empty when not known. Shown to nobody until the member says so',
    example: '06:45',
  },
  {
    header: 'Birth place',
    field: 'birthPlace',
    kind: 'birth-place',
    isRequired: false,
    aliases: ['place of birth', 'pob'],
    description: 'A city of the birth place list, with its state or country where two places share the name',
    example: 'Pune, Maharashtra',
  },
  {
    header: 'Nakshatra',
    field: 'nakshatra',
    kind: 'choice',
    items: nakshatras,
    isRequired: false,
    aliases: ['birth star', 'star', 'nakshatram'],
    description: 'The birth star: Ashwini, Bharani, … Revati',
    example: 'Shravana',
  },
  {
    header: 'Nakshatra pada',
    field: 'nakshatraPada',
    kind: 'whole-number',
    isRequired: false,
    aliases: ['pada', 'charan', 'charanam'],
    description: 'The quarter of the nakshatra, 1 to 4',
    example: '1',
  },
  {
    header: 'Rashi',
    field: 'rashi',
    kind: 'choice',
    items: rashis,
    isRequired: false,
    aliases: ['moon sign', 'rasi', 'raasi'],
    description: 'The moon sign: Mesha, Vrishabha, … Meena; it must hold the nakshatra (and pada) given',
    example: 'Makara',
  },
  {
    header: 'Manglik',
    field: 'manglik',
    kind: 'choice',
    items: manglikStatuses,
    isRequired: false,
    aliases: ['mangal dosha', 'manglik status'],
    description: "Yes, No, Anshik (partial) or Don't know",
    example: 'No',
  },
  {
    header: 'About me',
    field: 'aboutMe',
    kind: 'text',
    isRequired: false,
    aliases: ['about'],
    description: 'A few lines about the member',
    example: 'I teach mathematics in Pune and love classical music and long walks with family.',
  },
];
