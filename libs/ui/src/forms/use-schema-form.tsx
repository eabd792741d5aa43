import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { Fragment, type ReactNode } from 'react';
import type { z } from 'zod';
import { useIsHydrated } from './use-is-hydrated';

type Values = Record<string, unknown>;

/** A Mantine form whose submit handler gets the values as the schema parsed them (trimmed, numbers as numbers). */
export type SchemaForm<V extends Values, Out> = UseFormReturnType<V, Out, (values: V) => FormErrors>;

/**
 * Every message of every path, keyed as @mantine/form keys its errors ('languages.0'). Mantine's own schemaResolver
 * keeps only a path's first message: a password both too short and without a digit would say only one of the two.
 */
function allMessages(schema: z.ZodType, values: Values): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const messages = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const found = messages.get(path) ?? [];
    if (!found.includes(issue.message)) messages.set(path, [...found, issue.message]);
  }
  return Object.fromEntries([...messages].map(([path, found]) => [path, lines(found)]));
}

/**
 * One message as it is; several each on a line of their own, so each still reads (and is found) as written, with a
 * space between them for a screen reader, which reads the field's description as one text.
 */
function lines(messages: ReactNode[]): ReactNode {
  if (messages.length < 2) return messages[0];
  return messages.map((message, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span style={{ display: 'block' }}>{message}</span>
    </Fragment>
  ));
}

const isBelow = (path: string, field: string) => path.startsWith(`${field}.`);

/**
 * @mantine/form's useForm set up the one way the apps use it: validated by a zod schema from @matri/contracts (the
 * browser shows the messages the API would send), a field checked when it loses focus and the whole form on submit,
 * controlled (fields shown by other fields' values and the character counts follow every keystroke). A field shows
 * its own messages and those of the values inside it (an item of a list), each named input carries its name, and
 * what was typed into a prerendered field before the page hydrated is kept.
 */
export function useSchemaForm<S extends z.ZodType<unknown, V>, V extends Values>(
  schema: S,
  initialValues: V,
): SchemaForm<V, z.output<S>> {
  // React hydrates a prerendered field without touching what the visitor typed into it (or the browser filled in)
  // while the page's code was still loading, but the form's state does not have it, and the next render would wipe
  // it: when the hydrating render attaches a field's element, a value in it that the state does not hold is taken in.
  // Only then: a form rendered in the browser shows its state (a select may show its first option, not chosen by
  // anyone).
  const isHydrated = useIsHydrated();
  return useForm<V, z.output<S>, FormErrors>({
    mode: 'controlled',
    initialValues,
    validate: (values) => allMessages(schema, values),
    validateInputOnBlur: true,
    transformValues: (values) => schema.parse(values) as z.output<S>,
    enhanceGetInputProps: ({ inputProps, field, options, form }) => {
      const name = String(field);
      const below = Object.keys(form.errors).filter((path) => isBelow(path, name));
      const value = form.getValues()[name];
      // Mantine assigns what this returns onto inputProps itself: its own onChange is kept here before that.
      const { onChange } = inputProps;
      const takeEarlyInput = (node: Element | null) => {
        if (!node || isHydrated) return;
        const isField =
          node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
        // Only the element that carries the value (a Mantine Select's visible input shows a label, not its value).
        if (!isField || node.name !== name) return;
        if (options.type === 'checkbox' && node instanceof HTMLInputElement) {
          if (node.checked !== Boolean(value)) form.setFieldValue(name, node.checked as never);
        } else if (node.value !== String(value ?? '')) form.setFieldValue(name, node.value as never);
      };
      return {
        name,
        ref: takeEarlyInput,
        ...(options.type === 'checkbox' ? {} : { value: value ?? '' }),
        ...(below.length > 0 && {
          error:
            options.withError !== false &&
            lines([...new Set([inputProps.error, ...below.map((path) => form.errors[path])].filter(Boolean))]),
          onChange: (input: unknown) => {
            onChange(input);
            form.setErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([path]) => !isBelow(path, name))),
            );
          },
        }),
      };
    },
  });
}
