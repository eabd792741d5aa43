import { labelOf } from '@matri/contracts';
import { useLanguage } from '@matri/ui';
import { birthPlaceChoices } from './birth-place-choices';

/** A birth place's name in the reader's language, from its id. */
export function BirthPlaceName({ id }: { id: string }) {
  return labelOf(birthPlaceChoices, id, useLanguage());
}
