import { z } from 'zod';

/**
 * The front ends' runtime configuration. `apiBaseUrl` is the API's base address; empty means the page's own origin,
 * which is how the product is served (one origin for site, members and API).
 */
export const RuntimeConfigSchema = z.object({
  apiBaseUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value), {
      error: 'apiBaseUrl must be empty (same origin) or an http(s) address',
    })
    .transform((value) => value.replace(/\/+$/, '')),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** Validates the config, with an error that lists every wrong field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = RuntimeConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`);
    throw new Error(`Invalid runtime configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
