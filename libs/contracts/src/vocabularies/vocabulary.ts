import type { Language } from '../i18n/languages';

export interface VocabularyItem<V extends string = string> {
  value: V;
  /** English, the source language. */
  label: string;
  /** Hindi, as a Hindi-speaking family would say it (every vocabulary has it: the type checker sees to that). */
  hi: string;
}

/** The values of a vocabulary as a non-empty tuple, as z.enum needs it. */
export function valuesOf<V extends string>(items: readonly VocabularyItem<V>[]): [V, ...V[]] {
  const values = items.map((item) => item.value);
  if (values.length === 0) throw new Error('A vocabulary needs at least one value');
  return values as [V, ...V[]];
}

/** The label of a vocabulary value in a language; an unknown value is shown as it is. */
export function labelOf<V extends string>(items: readonly VocabularyItem<V>[], value: V, language: Language): string {
  const item = items.find((candidate) => candidate.value === value);
  return item ? itemLabel(item, language) : value;
}

/** An item's label in a language. */
export function itemLabel(item: Pick<VocabularyItem, 'label' | 'hi'>, language: Language): string {
  return language === 'hi' ? item.hi : item.label;
}
