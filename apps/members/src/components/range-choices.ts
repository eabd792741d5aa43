import { MAX_HEIGHT_CM, MAX_SEARCH_AGE, MIN_HEIGHT_CM, MIN_SEARCH_AGE } from '@matri/contracts';
import { formatHeight, heightChoices } from '@matri/helpers';

/** The ages a member can choose in a range (partner preferences, search), as select values. */
export const ageChoices = Array.from({ length: MAX_SEARCH_AGE - MIN_SEARCH_AGE + 1 }, (_, i) =>
  String(MIN_SEARCH_AGE + i),
);

/** Heights one inch apart, labelled in feet and inches with centimetres, valued in centimetres. */
export const heightSelectChoices = heightChoices(MIN_HEIGHT_CM, MAX_HEIGHT_CM).map((cm) => ({
  value: String(cm),
  label: formatHeight(cm),
  hi: formatHeight(cm),
}));
