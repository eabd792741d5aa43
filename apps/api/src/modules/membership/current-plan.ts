import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Plan } from '@matri/contracts';
import type { Database } from '../../db/database';
import { membershipPlans, memberships } from '../../db/schema';
import { findPlan, toPlan } from './plans';

type Executor = Pick<Database, 'select'>;

/**
 * The plan a member holds at `now`: the paid membership running then (the one ending last, if two overlap), or Free
 * once it has ended. Entitlements are read from it on every request, so an expired plan stops at its end.
 */
export async function currentPlanOf(
  db: Executor,
  userId: number,
  now = new Date(),
): Promise<{ plan: Plan; endsAt: Date | null }> {
  const [running] = await db
    .select({ plan: membershipPlans, endsAt: memberships.endsAt })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), lte(memberships.startsAt, now), gt(memberships.endsAt, now)))
    .orderBy(desc(memberships.endsAt))
    .limit(1);
  if (running) return { plan: toPlan(running.plan), endsAt: running.endsAt };
  return { plan: await findPlan(db, 'free'), endsAt: null };
}
