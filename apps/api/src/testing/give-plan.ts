import type { PlanId } from '@matri/contracts';
import { memberships } from '../db/schema';
import type { TestApp, TestMember } from './test-app';

const DAY_MS = 86_400_000;

/**
 * Puts a member on a paid plan as a verified payment would (the payment flow itself is tested in routes/payments);
 * `daysLeft` below zero gives a plan that has already ended.
 */
export async function givePlan(
  t: TestApp,
  member: TestMember,
  planId: Exclude<PlanId, 'free'>,
  daysLeft = 30,
): Promise<void> {
  const endsAt = new Date(Date.now() + daysLeft * DAY_MS);
  const startsAt = new Date(Math.min(Date.now(), endsAt.getTime()) - 90 * DAY_MS);
  await t.database.db.insert(memberships).values({ userId: member.id, planId, startsAt, endsAt });
}
