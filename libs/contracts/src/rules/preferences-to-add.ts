import type { PartnerPreferencesAnswer } from '../schemas/partner-preferences';
import type { MatchCriterion } from '../vocabularies/matching';

/** The preferences that narrow a list most for families, most telling first, with the answer's field each is kept in. */
const sharpening = [
  ['community', 'communities'],
  ['state', 'states'],
  ['education', 'educationLevels'],
  ['motherTongue', 'motherTongues'],
  ['maritalStatus', 'maritalStatuses'],
  ['diet', 'diets'],
] as const satisfies readonly (readonly [MatchCriterion, keyof PartnerPreferencesAnswer])[];

const AT_MOST = 3;

/**
 * What /matches suggests adding (at most three) while a member's matches rest on the age and religion sign-up set for
 * them. Once the member has saved preferences of their own, what they left open is their choice ("caste no bar"), and
 * nothing is suggested.
 */
export function preferencesToAdd(preferences: PartnerPreferencesAnswer): MatchCriterion[] {
  if (preferences.isSetByMember) return [];
  return sharpening
    .filter(([, field]) => preferences[field].length === 0)
    .map(([criterion]) => criterion)
    .slice(0, AT_MOST);
}
