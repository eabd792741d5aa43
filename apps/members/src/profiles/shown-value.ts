import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, labelOf, type Language } from '@matri/contracts';
import { formatHeight, getAge } from '@matri/helpers';
import { toFormValues } from './form-values';
import type { FieldSpec } from './profile-sections';

/**
 * A profile field as people read it (labels, not codes; height in feet and inches; a date written out in the reader's
 * language), or null when not added. A birth place is given as its id: FieldValue shows its name, whose table is not
 * loaded with the profile's sections.
 */
export function shownValue(field: FieldSpec, profile: object, language: Language, i18n: I18n): string | null {
  const values = profile as Record<string, unknown>;
  const value = values[field.name];
  if (value === null || value === undefined || value === '') return null;
  if (field.name === 'heightCm') return formatHeight(Number(value));
  if (field.kind === 'date') {
    const age = getAge(String(value));
    return `${formatDate(String(value), language)} (${i18n._(msg`${age} years`)})`;
  }
  if (field.items) {
    const items =
      typeof field.items === 'function' ? field.items(toFormValues(values, [field.name, 'religion'])) : field.items;
    return labelOf(items, String(value), language);
  }
  return String(value);
}
