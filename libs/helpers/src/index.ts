export { ageInYears, getAge } from './lib/age';
export { getDobBound } from './lib/dob-bound';
export { formatHeight, heightChoices } from './lib/height';
export { financialYearStartInIndia, monthStartInIndia } from './lib/india-time';
export { nameKey, nameKeySteps } from './lib/name-key';
export type { NameKeyStep } from './lib/name-key';
