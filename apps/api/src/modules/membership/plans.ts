import { asc, eq, sql } from 'drizzle-orm';
import { defaultPlans } from '@matri/membership';
import { type PlanId, type PlanUpdate, say, type Plan } from '@matri/contracts';
import type { Database } from '../../db/database';
import { membershipPlans } from '../../db/schema';
import { InvalidInput, NotFound } from '../platform';

type Executor = Pick<Database, 'select'>;
type PlanRow = typeof membershipPlans.$inferSelect;

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id as PlanId,
    name: row.name,
    durationMonths: row.durationMonths,
    priceInr: row.priceInr,
    interestsPerDay: row.interestsPerDay,
    contactViewsPerMonth: row.contactViewsPerMonth,
    canSeeWhoViewed: row.canSeeWhoViewed,
    isHighlighted: row.isHighlighted,
    canStartConversations: row.canStartConversations,
    newConversationsPerDay: row.newConversationsPerDay,
    summary: row.summary,
  };
}

/** Writes in the default plans a database lacks; a plan an admin edited keeps the edit. */
export async function ensureDefaultPlans(db: Database): Promise<void> {
  await db
    .insert(membershipPlans)
    .values(defaultPlans.map((plan, position) => ({ ...plan, position })))
    .onConflictDoNothing({ target: membershipPlans.id });
}

export async function listPlans(db: Executor): Promise<Plan[]> {
  return (await db.select().from(membershipPlans).orderBy(asc(membershipPlans.position))).map(toPlan);
}

export async function findPlan(db: Executor, id: PlanId): Promise<Plan> {
  const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, id));
  if (!row) throw new NotFound({ en: `There is no plan “${id}”.`, hi: `“${id}” नाम का कोई प्लान नहीं है।` });
  return toPlan(row);
}

/** An admin's edit of a plan; Free stays free (a member who never paid cannot owe anything). */
export async function updatePlan(db: Database, id: string, input: PlanUpdate): Promise<Plan> {
  if (id === 'free' && input.priceInr !== 0) {
    throw new InvalidInput({ en: 'The Free plan costs nothing.', hi: 'मुफ़्त प्लान का कोई शुल्क नहीं है।' }, [
      { path: ['priceInr'], message: say({ en: 'The Free plan costs nothing.', hi: 'मुफ़्त प्लान का कोई शुल्क नहीं है।' }) },
    ]);
  }
  const [row] = await db
    .update(membershipPlans)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(membershipPlans.id, id))
    .returning();
  if (!row) throw new NotFound({ en: `There is no plan “${id}”.`, hi: `“${id}” नाम का कोई प्लान नहीं है।` });
  return toPlan(row);
}
