import { z } from 'zod';
import type { FormValues } from './form-values';

/**
 * A section schema of libs/contracts that reads form values: an empty choice is "not given" (null) and the named
 * numeric fields are numbers. The rules and messages stay those of the schema, which the API applies too.
 */
export function formSchema<S extends z.ZodType>(
  schema: S,
  numericFields: readonly string[] = [],
): z.ZodType<z.output<S>, FormValues> {
  const reading = z.preprocess((raw) => {
    const values = { ...(raw as FormValues) } as Record<string, unknown>;
    for (const [name, value] of Object.entries(values)) {
      if (value === '') values[name] = null;
      else if (numericFields.includes(name) && typeof value === 'string') values[name] = Number(value);
    }
    return values;
  }, schema);
  // The preprocess step takes form values; zod types its input as unknown.
  return reading as unknown as z.ZodType<z.output<S>, FormValues>;
}
