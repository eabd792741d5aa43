import type { Language } from '../i18n/languages';

export interface VocabularyItem<V extends string = string> {
  value: V;
  /** English, the source language. */
  label: string;
  /** Hindi, as a Hindi-speaking family would say it. */
  hi?: string;
}

/** The values of a vocabulary as a non-empty tuple, as z.enum needs it. */
export function valuesOf<V extends string>(items: readonly VocabularyItem<V>[]): [V, ...V[]] {
  const values = items.map((item) => item.value);
  if (values.length === 0) throw new Error('A vocabulary needs at least one value');
  return values as [V, ...V[]];
}

export function labelOf<V extends string>(items: readonly VocabularyItem<V>[], value: V): string {
  return items.find((item) => item.value === value)?.label ?? value;
}

/** An item's label in a language: its Hindi where written, else the English. */
export function itemLabel(item: VocabularyItem, language: Language): string {
  return language === 'hi' ? (item.hi ?? item.label) : item.label;
}
