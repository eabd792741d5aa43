import { z } from 'zod';
import type { Plan } from './plans';

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `Give ${what} as a number` })
    .int({ error: `Give ${what} as a whole number` })
    .min(min, { error: `${what[0].toUpperCase()}${what.slice(1)} must be at least ${min}` })
    .max(max, { error: `${what[0].toUpperCase()}${what.slice(1)} must be at most ${max.toLocaleString('en-IN')}` });

/** PUT /api/admin/plans/:id: what an admin may change of a plan (its duration is the plan's identity, not editable). */
export const PlanUpdateSchema = z
  .object({
    name: z.string({ error: 'Give the plan a name' }).trim().min(2, { error: 'Give the plan a name' }).max(40, { error: 'Use at most 40 characters' }),
    priceInr: whole('the price in rupees', 0, 1_000_000),
    interestsPerDay: whole('interests per day', 1, 500),
    contactViewsPerMonth: whole('contact views per month', 0, 1000),
    canSeeWhoViewed: z.boolean({ error: 'Say whether the plan shows who viewed the profile' }),
    isHighlighted: z.boolean({ error: 'Say whether the plan highlights the profile' }),
    summary: z.string({ error: 'Describe the plan' }).trim().min(10, { error: 'Describe the plan in a sentence' }).max(200, { error: 'Use at most 200 characters' }),
  })
  .strict();
export type PlanUpdate = z.infer<typeof PlanUpdateSchema>;

/** GET /api/users/me/membership: the member's plan now, when it ends, and how much of today's allowance is used. */
export interface MembershipJson {
  plan: Plan;
  /** Null on Free, which never ends. */
  ends_at: string | null;
  interests_sent_today: number;
}
