export interface VocabularyItem<V extends string = string> {
  value: V;
  label: string;
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
