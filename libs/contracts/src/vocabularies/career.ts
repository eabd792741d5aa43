import type { VocabularyItem } from './vocabulary';

/** Highest level of education completed. */
export const educationLevels = [
  { value: 'below-10th', label: 'Below 10th', hi: '10वीं से कम' },
  { value: 'secondary', label: '10th (Secondary)', hi: '10वीं (माध्यमिक)' },
  { value: 'higher-secondary', label: '12th (Higher Secondary)', hi: '12वीं (उच्च माध्यमिक)' },
  { value: 'diploma', label: 'Diploma', hi: 'डिप्लोमा' },
  { value: 'bachelors', label: "Bachelor's degree", hi: 'स्नातक' },
  {
    value: 'professional',
    label: 'Professional degree (CA, CS, LLB, MBBS)',
    hi: 'व्यावसायिक डिग्री (CA, CS, LLB, MBBS)',
  },
  { value: 'masters', label: "Master's degree", hi: 'स्नातकोत्तर' },
  { value: 'doctorate', label: 'Doctorate', hi: 'डॉक्टरेट (पीएचडी)' },
] as const satisfies readonly VocabularyItem[];

export type EducationLevel = (typeof educationLevels)[number]['value'];

export const professions = [
  { value: 'software-professional', label: 'Software professional', hi: 'सॉफ़्टवेयर प्रोफ़ेशनल' },
  { value: 'engineer', label: 'Engineer (non-software)', hi: 'इंजीनियर (सॉफ़्टवेयर के अलावा)' },
  { value: 'doctor', label: 'Doctor', hi: 'डॉक्टर' },
  { value: 'nurse', label: 'Nurse', hi: 'नर्स' },
  { value: 'pharmacist', label: 'Pharmacist', hi: 'फ़ार्मासिस्ट' },
  { value: 'teacher', label: 'Teacher', hi: 'शिक्षक' },
  { value: 'professor', label: 'Professor or lecturer', hi: 'प्रोफ़ेसर या लेक्चरर' },
  { value: 'lawyer', label: 'Lawyer', hi: 'वकील' },
  { value: 'chartered-accountant', label: 'Chartered accountant', hi: 'चार्टर्ड अकाउंटेंट' },
  { value: 'banking', label: 'Banking and finance', hi: 'बैंकिंग और वित्त' },
  { value: 'civil-services', label: 'Civil services (IAS, IPS, IFS)', hi: 'सिविल सेवा (IAS, IPS, IFS)' },
  { value: 'government', label: 'Government employee', hi: 'सरकारी कर्मचारी' },
  { value: 'defence', label: 'Defence', hi: 'रक्षा सेवा' },
  { value: 'police', label: 'Police', hi: 'पुलिस' },
  { value: 'business', label: 'Business owner', hi: 'व्यवसायी' },
  { value: 'architect', label: 'Architect', hi: 'आर्किटेक्ट' },
  { value: 'designer', label: 'Designer', hi: 'डिज़ाइनर' },
  { value: 'scientist', label: 'Scientist or researcher', hi: 'वैज्ञानिक या शोधकर्ता' },
  { value: 'marketing', label: 'Marketing and sales', hi: 'मार्केटिंग और सेल्स' },
  { value: 'human-resources', label: 'Human resources', hi: 'मानव संसाधन (HR)' },
  { value: 'media', label: 'Media and journalism', hi: 'मीडिया और पत्रकारिता' },
  { value: 'pilot', label: 'Pilot or cabin crew', hi: 'पायलट या केबिन क्रू' },
  { value: 'farmer', label: 'Farmer', hi: 'किसान' },
  { value: 'student', label: 'Student', hi: 'विद्यार्थी' },
  { value: 'homemaker', label: 'Homemaker', hi: 'गृहिणी' },
  { value: 'not-working', label: 'Not working', hi: 'काम नहीं करते' },
  { value: 'other', label: 'Other', hi: 'अन्य' },
] as const satisfies readonly VocabularyItem[];

export type Profession = (typeof professions)[number]['value'];

/** Annual income in Indian rupees, in the bands families compare by. */
export const incomeBands = [
  { value: 'up-to-3-lakh', label: 'Up to ₹3 lakh', hi: '₹3 लाख तक' },
  { value: '3-to-5-lakh', label: '₹3–5 lakh', hi: '₹3–5 लाख' },
  { value: '5-to-10-lakh', label: '₹5–10 lakh', hi: '₹5–10 लाख' },
  { value: '10-to-15-lakh', label: '₹10–15 lakh', hi: '₹10–15 लाख' },
  { value: '15-to-20-lakh', label: '₹15–20 lakh', hi: '₹15–20 लाख' },
  { value: '20-to-30-lakh', label: '₹20–30 lakh', hi: '₹20–30 लाख' },
  { value: '30-to-50-lakh', label: '₹30–50 lakh', hi: '₹30–50 लाख' },
  { value: '50-lakh-to-1-crore', label: '₹50 lakh–1 crore', hi: '₹50 लाख–1 करोड़' },
  { value: 'above-1-crore', label: 'Above ₹1 crore', hi: '₹1 करोड़ से अधिक' },
  { value: 'not-disclosed', label: 'Prefer not to say', hi: 'नहीं बताना चाहते' },
] as const satisfies readonly VocabularyItem[];

export type IncomeBand = (typeof incomeBands)[number]['value'];

/** What the highest degree was in. */
export const educationFields = [
  { value: 'engineering', label: 'Engineering or technology', hi: 'इंजीनियरिंग या टेक्नोलॉजी' },
  { value: 'computer-applications', label: 'Computer applications (BCA, MCA)', hi: 'कंप्यूटर एप्लिकेशन (BCA, MCA)' },
  { value: 'medicine', label: 'Medicine or dentistry', hi: 'मेडिकल या डेंटल' },
  { value: 'nursing-health', label: 'Nursing or health sciences', hi: 'नर्सिंग या स्वास्थ्य विज्ञान' },
  { value: 'commerce', label: 'Commerce or accounting', hi: 'कॉमर्स या अकाउंटिंग' },
  { value: 'management', label: 'Management (BBA, MBA)', hi: 'मैनेजमेंट (BBA, MBA)' },
  { value: 'law', label: 'Law', hi: 'क़ानून' },
  { value: 'science', label: 'Science', hi: 'विज्ञान' },
  { value: 'arts', label: 'Arts or humanities', hi: 'कला या मानविकी' },
  { value: 'education', label: 'Education (B.Ed)', hi: 'शिक्षा (B.Ed)' },
  { value: 'architecture-design', label: 'Architecture or design', hi: 'आर्किटेक्चर या डिज़ाइन' },
  { value: 'agriculture', label: 'Agriculture', hi: 'कृषि' },
  { value: 'other', label: 'Other', hi: 'अन्य' },
] as const satisfies readonly VocabularyItem[];

export type EducationField = (typeof educationFields)[number]['value'];

export const employerTypes = [
  { value: 'private', label: 'Private company', hi: 'निजी कंपनी' },
  { value: 'government', label: 'Government or public sector', hi: 'सरकारी या सार्वजनिक क्षेत्र' },
  { value: 'defence', label: 'Defence or civil services', hi: 'रक्षा या सिविल सेवा' },
  { value: 'business', label: 'Own business', hi: 'अपना व्यवसाय' },
  { value: 'self-employed', label: 'Self-employed professional', hi: 'स्वरोज़गार प्रोफ़ेशनल' },
  { value: 'not-working', label: 'Not working', hi: 'काम नहीं करते' },
] as const satisfies readonly VocabularyItem[];

export type EmployerType = (typeof employerTypes)[number]['value'];
