import type { PartnerPreferencesAnswer } from '../schemas/partner-preferences';
import type { MatchCriterion } from '../schemas/search';

/** The preferences that narrow a list most for families, most telling first, with the answer's field each is kept in. */
const sharpening = [
  ['community', 'communities'],
  ['state', 'states'],
  ['education', 'educationLevels'],
  ['motherTongue', 'motherTongues'],
  ['maritalStatus', 'maritalStatuses'],
  ['diet', 'diets'],
] as const satisfies readonly (readonly [MatchCriterion, keyof PartnerPreferencesAnswer])[];

/** A member with fewer than this many of them set is matched on little more than age and religion. */
const FEW = 3;

/**
 * What /matches suggests adding (at most three) while a member's matches rest on few preferences, as a new member's
 * do: age and religion from sign-up alone say nothing of community, place or education. Empty once enough are set.
 */
export function preferencesToAdd(preferences: PartnerPreferencesAnswer): MatchCriterion[] {
  const unset = sharpening.filter(([, field]) => preferences[field].length === 0).map(([criterion]) => criterion);
  return sharpening.length - unset.length < FEW ? unset.slice(0, FEW) : [];
}
