import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '../rules/limits';

/** POST /api/saved-searches: a name and the search's query string, as /search shows it in its address. */
export const SavedSearchSchema = z
  .object({
    name: z
      .string({ error: 'Name the search' })
      .trim()
      .min(1, { error: 'Name the search' })
      .max(SAVED_SEARCH_NAME_MAX_LENGTH, { error: `Use at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters` }),
    query: z.string({ error: 'The search is missing' }).max(2000, { error: 'The search is too long to save' }),
  })
  .strict();
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchAnswerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.string(),
  createdAt: z.iso.datetime(),
});
export type SavedSearchJson = z.infer<typeof SavedSearchAnswerSchema>;
