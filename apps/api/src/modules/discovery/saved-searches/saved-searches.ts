import { and, asc, count, eq } from 'drizzle-orm';
import {
  MAX_SAVED_SEARCHES,
  SearchFiltersSchema,
  searchQueryString,
  type SavedSearch,
  type SavedSearchJson,
} from '@matri/contracts';
import type { Database } from '../../../db/database';
import { savedSearches } from '../../../db/schema';
import { lockMember, InvalidInput, NotFound } from '../../platform';

function toJson(row: typeof savedSearches.$inferSelect): SavedSearchJson {
  return { id: row.id, name: row.name, query: row.query, createdAt: row.createdAt.toISOString() };
}

export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearchJson[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toJson);
}

/** Saves a search (its filters checked and written in their one normal form), at most MAX_SAVED_SEARCHES a member. */
export async function saveSearch(db: Database, userId: number, input: SavedSearch): Promise<SavedSearchJson> {
  const parsed = SearchFiltersSchema.safeParse(Object.fromEntries(new URLSearchParams(input.query)));
  if (!parsed.success) {
    const message = `This search cannot be saved: ${parsed.error.issues[0]?.message ?? 'its filters are not valid'}.`;
    throw new InvalidInput(message, [{ path: ['query'], message }]);
  }
  return db.transaction(async (tx) => {
    await lockMember(tx, 'saved-searches', userId);
    const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (n >= MAX_SAVED_SEARCHES) {
      const message = `You can keep ${MAX_SAVED_SEARCHES} saved searches. Delete one to save this.`;
      throw new InvalidInput(message, [{ path: ['name'], message }]);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, query: searchQueryString(parsed.data) })
      .returning();
    return toJson(row);
  });
}

export async function deleteSavedSearch(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0)
    throw new NotFound({ en: 'You have no saved search with this id.', hi: 'इस ID की कोई सहेजी गई खोज आपके पास नहीं है।' });
}
