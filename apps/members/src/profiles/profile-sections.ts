import {
  AboutSectionSchema,
  BasicSectionSchema,
  birthPlaceLabel,
  birthPlaces,
  CareerSectionSchema,
  communitiesOf,
  countries,
  diets,
  educationFields,
  educationLevels,
  employerTypes,
  FamilySectionSchema,
  HoroscopeSectionSchema,
  horoscopeVisibilities,
  familyTypes,
  familyValues,
  habitFrequencies,
  incomeBands,
  indianStates,
  LifestyleSectionSchema,
  LocationSectionSchema,
  manglikStatuses,
  maritalStatuses,
  MAX_SIBLINGS,
  motherTongues,
  nakshatras,
  PADAS,
  professions,
  profileCreators,
  rashis,
  ReligionSectionSchema,
  religions,
  residencyStatuses,
  ABOUT_ME_MAX_LENGTH,
  type OwnProfile,
  type Religion,
  type VocabularyItem,
} from '@matri/contracts';
import type { z } from 'zod';
import type { FormValues } from './form-values';
import { heightSelectChoices } from '../components/range-choices';

export interface FieldSpec {
  name: keyof OwnProfile & string;
  label: string;
  /** 'place' is a select to type into (hundreds of birth places); 'time' an hh:mm clock time. */
  kind: 'select' | 'place' | 'text' | 'date' | 'time' | 'textarea';
  /** The choices of a select; a function when they depend on another field (communities of the religion). */
  items?: readonly VocabularyItem[] | ((values: FormValues) => readonly VocabularyItem[]);
  isRequired?: boolean;
  /** Hidden when it does not apply (Indian states abroad, residency status in India). */
  isShown?: (values: FormValues) => boolean;
  description?: string;
  maxLength?: number;
}

export interface SectionSpec {
  key: string;
  title: string;
  schema: z.ZodType;
  numericFields?: readonly string[];
  fields: readonly FieldSpec[];
}

const birthPlaceChoices = birthPlaces.map((place) => ({ value: place.id, label: birthPlaceLabel(place) }));
const padaChoices = PADAS.map((pada) => ({ value: String(pada), label: String(pada) }));
const siblingCounts = Array.from({ length: MAX_SIBLINGS + 1 }, (_, n) => ({ value: String(n), label: String(n) }));
const isInIndia = (values: FormValues) => values['country'] === 'in';

/** The edit forms of /dashboard, in the order a profile reads. */
export const profileSections: readonly SectionSpec[] = [
  {
    key: 'basic',
    title: 'Basic details',
    schema: BasicSectionSchema,
    numericFields: ['heightCm'],
    fields: [
      { name: 'createdBy', label: 'Profile managed by', kind: 'select', items: profileCreators, isRequired: true },
      { name: 'fullName', label: 'Full name', kind: 'text', isRequired: true },
      { name: 'dateOfBirth', label: 'Date of birth', kind: 'date', isRequired: true },
      { name: 'maritalStatus', label: 'Marital status', kind: 'select', items: maritalStatuses },
      { name: 'heightCm', label: 'Height', kind: 'select', items: heightSelectChoices },
    ],
  },
  {
    key: 'religion',
    title: 'Religion and community',
    schema: ReligionSectionSchema,
    fields: [
      { name: 'religion', label: 'Religion', kind: 'select', items: religions, isRequired: true },
      {
        name: 'community',
        label: 'Community',
        kind: 'select',
        items: (values) => (values['religion'] ? communitiesOf(values['religion'] as Religion) : []),
      },
      { name: 'subCommunity', label: 'Sub-community', kind: 'text', maxLength: 60 },
      { name: 'motherTongue', label: 'Mother tongue', kind: 'select', items: motherTongues, isRequired: true },
      { name: 'gotra', label: 'Gotra', kind: 'text', maxLength: 60 },
    ],
  },
  {
    key: 'horoscope',
    title: 'Horoscope',
    schema: HoroscopeSectionSchema,
    numericFields: ['nakshatraPada'],
    fields: [
      {
        name: 'birthTime',
        label: 'Birth time',
        kind: 'time',
        description: 'As on the birth certificate or written horoscope; leave empty if not known.',
      },
      { name: 'birthPlace', label: 'Birth place', kind: 'place', items: birthPlaceChoices },
      { name: 'nakshatra', label: 'Birth star (nakshatra)', kind: 'select', items: nakshatras },
      { name: 'nakshatraPada', label: 'Pada', kind: 'select', items: padaChoices },
      { name: 'rashi', label: 'Moon sign (rashi)', kind: 'select', items: rashis },
      { name: 'manglik', label: 'Manglik', kind: 'select', items: manglikStatuses },
      {
        name: 'horoscopeVisibility',
        label: 'Horoscope visible to',
        kind: 'select',
        items: horoscopeVisibilities,
        isRequired: true,
        description: 'Birth time, place, star and sign. Only you see this choice.',
      },
    ],
  },
  {
    key: 'career',
    title: 'Education and career',
    schema: CareerSectionSchema,
    fields: [
      { name: 'education', label: 'Highest education', kind: 'select', items: educationLevels },
      { name: 'educationField', label: 'Field of study', kind: 'select', items: educationFields },
      { name: 'profession', label: 'Profession', kind: 'select', items: professions },
      { name: 'employerType', label: 'Works in', kind: 'select', items: employerTypes },
      { name: 'incomeBand', label: 'Annual income', kind: 'select', items: incomeBands },
    ],
  },
  {
    key: 'location',
    title: 'Location',
    schema: LocationSectionSchema,
    fields: [
      { name: 'country', label: 'Country', kind: 'select', items: countries, isRequired: true },
      { name: 'state', label: 'State', kind: 'select', items: indianStates, isShown: isInIndia },
      { name: 'city', label: 'City', kind: 'text', maxLength: 60 },
      {
        name: 'residencyStatus',
        label: 'Residency status',
        kind: 'select',
        items: residencyStatuses,
        isShown: (v) => !isInIndia(v),
      },
    ],
  },
  {
    key: 'family',
    title: 'Family',
    schema: FamilySectionSchema,
    numericFields: ['brothers', 'brothersMarried', 'sisters', 'sistersMarried'],
    fields: [
      { name: 'fatherOccupation', label: "Father's occupation", kind: 'text', maxLength: 80 },
      { name: 'motherOccupation', label: "Mother's occupation", kind: 'text', maxLength: 80 },
      { name: 'brothers', label: 'Brothers', kind: 'select', items: siblingCounts },
      { name: 'brothersMarried', label: 'of whom married', kind: 'select', items: siblingCounts },
      { name: 'sisters', label: 'Sisters', kind: 'select', items: siblingCounts },
      { name: 'sistersMarried', label: 'of whom married', kind: 'select', items: siblingCounts },
      { name: 'familyType', label: 'Family type', kind: 'select', items: familyTypes },
      { name: 'familyValues', label: 'Family values', kind: 'select', items: familyValues },
      { name: 'familyDetails', label: 'About the family', kind: 'textarea', maxLength: 500 },
    ],
  },
  {
    key: 'lifestyle',
    title: 'Lifestyle',
    schema: LifestyleSectionSchema,
    fields: [
      { name: 'diet', label: 'Diet', kind: 'select', items: diets },
      { name: 'smoking', label: 'Smoking', kind: 'select', items: habitFrequencies },
      { name: 'drinking', label: 'Drinking', kind: 'select', items: habitFrequencies },
    ],
  },
  {
    key: 'about',
    title: 'About me',
    schema: AboutSectionSchema,
    fields: [
      {
        name: 'aboutMe',
        label: 'About me',
        kind: 'textarea',
        maxLength: ABOUT_ME_MAX_LENGTH,
        description: 'Your work, interests, values and what you hope for in a partner. Avoid contact details.',
      },
    ],
  },
];
