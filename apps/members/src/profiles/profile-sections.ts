import {
  communitiesOf,
  countries,
  diets,
  educationFields,
  educationLevels,
  employerTypes,
  horoscopeVisibilities,
  familyTypes,
  familyValues,
  habitFrequencies,
  incomeBands,
  indianStates,
  manglikStatuses,
  maritalStatuses,
  MAX_SIBLINGS,
  motherTongues,
  nakshatras,
  PADAS,
  professions,
  profileCreators,
  rashis,
  religions,
  residencyStatuses,
  ABOUT_ME_MAX_LENGTH,
  type OwnProfile,
  type Religion,
  type VocabularyItem,
} from '@matri/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormValues } from './form-values';
import { heightSelectChoices } from '../components/range-choices';

export interface FieldSpec {
  name: keyof OwnProfile & string;
  label: MessageDescriptor;
  /**
   * 'place' is a select to type into (hundreds of birth places, their choices in birth-place-choices.ts, loaded only
   * with the form or a birth place shown); 'time' an hh:mm clock time.
   */
  kind: 'select' | 'place' | 'text' | 'date' | 'time' | 'textarea';
  /** The choices of a select; a function when they depend on another field (communities of the religion). */
  items?: readonly VocabularyItem[] | ((values: FormValues) => readonly VocabularyItem[]);
  isRequired?: boolean;
  /** Hidden when it does not apply (Indian states abroad, residency status in India). */
  isShown?: (values: FormValues) => boolean;
  description?: MessageDescriptor;
  maxLength?: number;
}

/** The profile's sections, each edited by a form of its own (its schema: section-schemas.ts). */
export type SectionKey = 'basic' | 'religion' | 'horoscope' | 'career' | 'location' | 'family' | 'lifestyle' | 'about';

export interface SectionSpec {
  key: SectionKey;
  title: MessageDescriptor;
  numericFields?: readonly string[];
  fields: readonly FieldSpec[];
}

const padaChoices = PADAS.map((pada) => ({ value: String(pada), label: String(pada), hi: String(pada) }));
const siblingCounts = Array.from({ length: MAX_SIBLINGS + 1 }, (_, n) => ({
  value: String(n),
  label: String(n),
  hi: String(n),
}));
const isInIndia = (values: FormValues) => values['country'] === 'in';

/** The edit forms of /dashboard, in the order a profile reads. */
export const profileSections: readonly SectionSpec[] = [
  {
    key: 'basic',
    title: msg`Basic details`,
    numericFields: ['heightCm'],
    fields: [
      { name: 'createdBy', label: msg`Profile managed by`, kind: 'select', items: profileCreators, isRequired: true },
      { name: 'fullName', label: msg`Full name`, kind: 'text', isRequired: true },
      { name: 'dateOfBirth', label: msg`Date of birth`, kind: 'date', isRequired: true },
      { name: 'maritalStatus', label: msg`Marital status`, kind: 'select', items: maritalStatuses },
      { name: 'heightCm', label: msg`Height`, kind: 'select', items: heightSelectChoices },
    ],
  },
  {
    key: 'religion',
    title: msg`Religion and community`,
    fields: [
      { name: 'religion', label: msg`Religion`, kind: 'select', items: religions, isRequired: true },
      {
        name: 'community',
        label: msg`Community`,
        kind: 'select',
        items: (values) => (values['religion'] ? communitiesOf(values['religion'] as Religion) : []),
      },
      { name: 'subCommunity', label: msg`Sub-community`, kind: 'text', maxLength: 60 },
      { name: 'motherTongue', label: msg`Mother tongue`, kind: 'select', items: motherTongues, isRequired: true },
      { name: 'gotra', label: msg`Gotra`, kind: 'text', maxLength: 60 },
    ],
  },
  {
    key: 'horoscope',
    title: msg`Horoscope`,
    numericFields: ['nakshatraPada'],
    fields: [
      {
        name: 'birthTime',
        label: msg`Birth time`,
        kind: 'time',
        description: msg`As on the birth certificate or written horoscope; leave empty if not known.`,
      },
      { name: 'birthPlace', label: msg`Birth place`, kind: 'place' },
      { name: 'nakshatra', label: msg`Birth star (nakshatra)`, kind: 'select', items: nakshatras },
      { name: 'nakshatraPada', label: msg`Pada`, kind: 'select', items: padaChoices },
      { name: 'rashi', label: msg`Moon sign (rashi)`, kind: 'select', items: rashis },
      { name: 'manglik', label: msg`Manglik`, kind: 'select', items: manglikStatuses },
      {
        name: 'horoscopeVisibility',
        label: msg`Horoscope visible to`,
        kind: 'select',
        items: horoscopeVisibilities,
        isRequired: true,
        description: msg`Birth time, place, star, sign and manglik status, and the Guna Milan score worked out from them. Only you see this choice.`,
      },
    ],
  },
  {
    key: 'career',
    title: msg`Education and career`,
    fields: [
      { name: 'education', label: msg`Highest education`, kind: 'select', items: educationLevels },
      { name: 'educationField', label: msg`Field of study`, kind: 'select', items: educationFields },
      { name: 'profession', label: msg`Profession`, kind: 'select', items: professions },
      { name: 'employerType', label: msg`Works in`, kind: 'select', items: employerTypes },
      { name: 'incomeBand', label: msg`Annual income`, kind: 'select', items: incomeBands },
    ],
  },
  {
    key: 'location',
    title: msg`Location`,
    fields: [
      { name: 'country', label: msg`Country`, kind: 'select', items: countries, isRequired: true },
      { name: 'state', label: msg`State`, kind: 'select', items: indianStates, isShown: isInIndia },
      { name: 'city', label: msg`City`, kind: 'text', maxLength: 60 },
      {
        name: 'residencyStatus',
        label: msg`Residency status`,
        kind: 'select',
        items: residencyStatuses,
        isShown: (v) => !isInIndia(v),
      },
    ],
  },
  {
    key: 'family',
    title: msg`Family`,
    numericFields: ['brothers', 'brothersMarried', 'sisters', 'sistersMarried'],
    fields: [
      { name: 'fatherOccupation', label: msg`Father's occupation`, kind: 'text', maxLength: 80 },
      { name: 'motherOccupation', label: msg`Mother's occupation`, kind: 'text', maxLength: 80 },
      { name: 'brothers', label: msg`Brothers`, kind: 'select', items: siblingCounts },
      { name: 'brothersMarried', label: msg`of whom married`, kind: 'select', items: siblingCounts },
      { name: 'sisters', label: msg`Sisters`, kind: 'select', items: siblingCounts },
      { name: 'sistersMarried', label: msg`of whom married`, kind: 'select', items: siblingCounts },
      { name: 'familyType', label: msg`Family type`, kind: 'select', items: familyTypes },
      { name: 'familyValues', label: msg`Family values`, kind: 'select', items: familyValues },
      { name: 'familyDetails', label: msg`About the family`, kind: 'textarea', maxLength: 500 },
    ],
  },
  {
    key: 'lifestyle',
    title: msg`Lifestyle`,
    fields: [
      { name: 'diet', label: msg`Diet`, kind: 'select', items: diets },
      { name: 'smoking', label: msg`Smoking`, kind: 'select', items: habitFrequencies },
      { name: 'drinking', label: msg`Drinking`, kind: 'select', items: habitFrequencies },
    ],
  },
  {
    key: 'about',
    title: msg`About me`,
    fields: [
      {
        name: 'aboutMe',
        label: msg`About me`,
        kind: 'textarea',
        maxLength: ABOUT_ME_MAX_LENGTH,
        description: msg`Your work, interests, values and what you hope for in a partner. Avoid contact details.`,
      },
    ],
  },
];
