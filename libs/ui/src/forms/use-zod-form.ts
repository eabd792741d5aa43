import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useIsHydrated } from './use-is-hydrated';
import type { z } from 'zod';

type Values = Record<string, unknown>;
type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface ZodForm<V extends Values, Out> {
  values: V;
  errors: FieldErrors<V>;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  setErrors: (errors: FieldErrors<V>) => void;
  /**
   * Props for a Mantine input: name, value, onChange, onBlur, the field's message once it has one, and a ref that takes
   * what was typed (or filled in by the browser) into a prerendered field before the page hydrated.
   */
  getInputProps: <K extends keyof V & string>(name: K, options?: { type?: 'checkbox' }) => Record<string, unknown>;
  onSubmit: (handler: (values: Out) => void | Promise<void>) => (event?: FormEvent) => void;
  isSubmitting: boolean;
  /** The values differ from the ones the form started with: closing it would lose what was typed. */
  isDirty: boolean;
}

function eventValue(input: unknown, type?: 'checkbox'): unknown {
  if (input && typeof input === 'object' && 'currentTarget' in input) {
    const target = (input as { currentTarget: HTMLInputElement }).currentTarget;
    return type === 'checkbox' ? target.checked : target.value;
  }
  return input;
}

/**
 * A small form state for Mantine inputs validated by a zod schema from @matri/contracts, so the browser shows the
 * same messages the API would send. A field is checked when it loses focus and on submit.
 */
export function useZodForm<S extends z.ZodType<unknown, V>, V extends Values>(
  schema: S,
  initialValues: V,
): ZodForm<V, z.output<S>> {
  const [values, setValues] = useState<V>(initialValues);
  const [startValues] = useState<V>(initialValues);
  const isDirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(startValues), [values, startValues]);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const validate = useCallback(
    (candidate: V): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<V> } => {
      const result = schema.safeParse(candidate);
      if (result.success) return { ok: true, data: result.data as z.output<S> };
      const found: FieldErrors<V> = {};
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '') as keyof V & string;
        if (key && !found[key]) found[key] = issue.message;
      }
      return { ok: false, errors: found };
    },
    [schema],
  );

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const validateField = (name: keyof V & string, candidate: V) => {
    const outcome = validate(candidate);
    setErrors((current) => ({ ...current, [name]: outcome.ok ? undefined : outcome.errors[name] }));
  };

  // React hydrates a prerendered field without touching what the visitor typed into it (or the browser filled in)
  // while the page's code was still loading, but its state does not have it, and the next render would wipe it: when
  // the hydrating render attaches a field's element, a value in it that the state does not hold is taken in. Only
  // then: a form rendered in the browser shows its state (a select may show its first option, not chosen by anyone).
  const isHydrated = useIsHydrated();
  const takeEarlyInput =
    <K extends keyof V & string>(name: K, type: 'checkbox' | undefined, value: unknown) =>
    (node: Element | null) => {
      if (!node || isHydrated) return;
      const isField =
        node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
      // Only the element that carries the value (a Mantine Select's visible input shows a label, not its value).
      if (!isField || node.name !== name) return;
      if (type === 'checkbox' && node instanceof HTMLInputElement) {
        if (node.checked !== Boolean(value)) setValue(name, node.checked as V[K]);
      } else if (node.value !== String(value ?? '')) setValue(name, node.value as V[K]);
    };

  const getInputProps = <K extends keyof V & string>(name: K, options: { type?: 'checkbox' } = {}) => {
    const value = values[name];
    return {
      name,
      ref: takeEarlyInput(name, options.type, value),
      ...(options.type === 'checkbox' ? { checked: Boolean(value) } : { value: value ?? '' }),
      error: errors[name],
      onChange: (input: unknown) => setValue(name, eventValue(input, options.type) as V[K]),
      onBlur: () => validateField(name, values),
    };
  };

  const onSubmit = (handler: (data: z.output<S>) => void | Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    const outcome = validate(values);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    Promise.resolve(handler(outcome.data)).finally(() => setSubmitting(false));
  };

  return { values, errors, setValue, setErrors, getInputProps, onSubmit, isSubmitting, isDirty };
}
