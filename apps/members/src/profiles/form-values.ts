/** What a form field holds: text inputs and native selects work with strings, checkboxes with booleans, multi-selects with lists. */
export type FormValues = Record<string, string | boolean | string[]>;

/** Stored values as form values: nothing becomes an empty choice, numbers become their text. */
export function toFormValues<K extends string>(source: Record<K, unknown>, names: readonly K[]): FormValues {
  return Object.fromEntries(
    names.map((name) => {
      const value = source[name];
      if (value === null || value === undefined) return [name, ''];
      if (typeof value === 'boolean' || Array.isArray(value)) return [name, value];
      return [name, String(value)];
    }),
  );
}
