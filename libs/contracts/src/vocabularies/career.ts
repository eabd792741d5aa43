import type { VocabularyItem } from './vocabulary';

/** Highest level of education completed. */
export const educationLevels = [
  { value: 'below-10th', label: 'Below 10th' },
  { value: 'secondary', label: '10th (Secondary)' },
  { value: 'higher-secondary', label: '12th (Higher Secondary)' },
  { value: 'diploma', label: 'Diploma' },
  { value: 'bachelors', label: "Bachelor's degree" },
  { value: 'professional', label: 'Professional degree (CA, CS, LLB, MBBS)' },
  { value: 'masters', label: "Master's degree" },
  { value: 'doctorate', label: 'Doctorate' },
] as const satisfies readonly VocabularyItem[];

export type EducationLevel = (typeof educationLevels)[number]['value'];

export const professions = [
  { value: 'software-professional', label: 'Software professional' },
  { value: 'engineer', label: 'Engineer (non-software)' },
  { value: 'doctor', label: 'Doctor' },
  { value: 'nurse', label: 'Nurse' },
  { value: 'pharmacist', label: 'Pharmacist' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'professor', label: 'Professor or lecturer' },
  { value: 'lawyer', label: 'Lawyer' },
  { value: 'chartered-accountant', label: 'Chartered accountant' },
  { value: 'banking', label: 'Banking and finance' },
  { value: 'civil-services', label: 'Civil services (IAS, IPS, IFS)' },
  { value: 'government', label: 'Government employee' },
  { value: 'defence', label: 'Defence' },
  { value: 'police', label: 'Police' },
  { value: 'business', label: 'Business owner' },
  { value: 'architect', label: 'Architect' },
  { value: 'designer', label: 'Designer' },
  { value: 'scientist', label: 'Scientist or researcher' },
  { value: 'marketing', label: 'Marketing and sales' },
  { value: 'human-resources', label: 'Human resources' },
  { value: 'media', label: 'Media and journalism' },
  { value: 'pilot', label: 'Pilot or cabin crew' },
  { value: 'farmer', label: 'Farmer' },
  { value: 'student', label: 'Student' },
  { value: 'homemaker', label: 'Homemaker' },
  { value: 'not-working', label: 'Not working' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly VocabularyItem[];

export type Profession = (typeof professions)[number]['value'];

/** Annual income in Indian rupees, in the bands families compare by. */
export const incomeBands = [
  { value: 'up-to-3-lakh', label: 'Up to ₹3 lakh' },
  { value: '3-to-5-lakh', label: '₹3–5 lakh' },
  { value: '5-to-10-lakh', label: '₹5–10 lakh' },
  { value: '10-to-15-lakh', label: '₹10–15 lakh' },
  { value: '15-to-20-lakh', label: '₹15–20 lakh' },
  { value: '20-to-30-lakh', label: '₹20–30 lakh' },
  { value: '30-to-50-lakh', label: '₹30–50 lakh' },
  { value: '50-lakh-to-1-crore', label: '₹50 lakh–1 crore' },
  { value: 'above-1-crore', label: 'Above ₹1 crore' },
  { value: 'not-disclosed', label: 'Prefer not to say' },
] as const satisfies readonly VocabularyItem[];

export type IncomeBand = (typeof incomeBands)[number]['value'];

/** What the highest degree was in. */
export const educationFields = [
  { value: 'engineering', label: 'Engineering or technology' },
  { value: 'computer-applications', label: 'Computer applications (BCA, MCA)' },
  { value: 'medicine', label: 'Medicine or dentistry' },
  { value: 'nursing-health', label: 'Nursing or health sciences' },
  { value: 'commerce', label: 'Commerce or accounting' },
  { value: 'management', label: 'Management (BBA, MBA)' },
  { value: 'law', label: 'Law' },
  { value: 'science', label: 'Science' },
  { value: 'arts', label: 'Arts or humanities' },
  { value: 'education', label: 'Education (B.Ed)' },
  { value: 'architecture-design', label: 'Architecture or design' },
  { value: 'agriculture', label: 'Agriculture' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly VocabularyItem[];

export type EducationField = (typeof educationFields)[number]['value'];

export const employerTypes = [
  { value: 'private', label: 'Private company' },
  { value: 'government', label: 'Government or public sector' },
  { value: 'defence', label: 'Defence or civil services' },
  { value: 'business', label: 'Own business' },
  { value: 'self-employed', label: 'Self-employed professional' },
  { value: 'not-working', label: 'Not working' },
] as const satisfies readonly VocabularyItem[];

export type EmployerType = (typeof employerTypes)[number]['value'];
