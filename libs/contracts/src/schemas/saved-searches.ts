import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '../rules/limits';
import { sayLater } from '../i18n/local-text';

/** POST /api/saved-searches: a name and the search's query string, as /search shows it in its address. */
export const SavedSearchSchema = z
  .object({
    name: z
      .string({ error: sayLater({ en: 'Name the search', hi: 'खोज को नाम दें' }) })
      .trim()
      .min(1, { error: sayLater({ en: 'Name the search', hi: 'खोज को नाम दें' }) })
      .max(SAVED_SEARCH_NAME_MAX_LENGTH, {
        error: sayLater({
          en: `Use at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
          hi: `ज़्यादा से ज़्यादा ${SAVED_SEARCH_NAME_MAX_LENGTH} अक्षर लिखें`,
        }),
      }),
    query: z
      .string({ error: sayLater({ en: 'The search is missing', hi: 'खोज नहीं दी गई' }) })
      .max(2000, { error: sayLater({ en: 'The search is too long to save', hi: 'यह खोज सहेजने के लिए बहुत लंबी है' }) }),
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
