import {
  AboutSectionSchema,
  BasicSectionSchema,
  CareerSectionSchema,
  FamilySectionSchema,
  HoroscopeSectionSchema,
  LifestyleSectionSchema,
  LocationSectionSchema,
  ReligionSectionSchema,
} from '@matri/contracts';
import type { z } from 'zod';
import type { SectionKey } from '../../../profiles/profile-sections';

/**
 * Each profile section's schema from libs/contracts, which the API applies too. Apart from the sections' fields
 * (profile-sections.ts), which the profile view shows: zod comes with the form, not with the page.
 */
export const sectionSchemas: Readonly<Record<SectionKey, z.ZodType>> = {
  basic: BasicSectionSchema,
  religion: ReligionSectionSchema,
  horoscope: HoroscopeSectionSchema,
  career: CareerSectionSchema,
  location: LocationSectionSchema,
  family: FamilySectionSchema,
  lifestyle: LifestyleSectionSchema,
  about: AboutSectionSchema,
};
