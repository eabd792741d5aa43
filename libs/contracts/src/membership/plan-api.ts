import { z } from 'zod';
import { NEW_CONVERSATIONS_PER_DAY } from '../rules/limits';

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `Give ${what} as a number` })
    .int({ error: `Give ${what} as a whole number` })
    .min(min, { error: `${what[0].toUpperCase()}${what.slice(1)} must be at least ${min}` })
    .max(max, { error: `${what[0].toUpperCase()}${what.slice(1)} must be at most ${max.toLocaleString('en-IN')}` });

/** PUT /api/admin/plans/:id: what an admin may change of a plan (its duration is the plan's identity, not editable). */
export const PlanUpdateSchema = z
  .object({
    name: z
      .string({ error: 'Give the plan a name' })
      .trim()
      .min(2, { error: 'Give the plan a name' })
      .max(40, { error: 'Use at most 40 characters' }),
    priceInr: whole('the price in rupees', 0, 1_000_000),
    interestsPerDay: whole('interests per day', 1, 500),
    contactViewsPerMonth: whole('contact views per month', 0, 1000),
    canSeeWhoViewed: z.boolean({ error: 'Say whether the plan shows who viewed the profile' }),
    isHighlighted: z.boolean({ error: 'Say whether the plan highlights the profile' }),
    canStartConversations: z.boolean({ error: 'Say whether the plan sends a first message with an interest' }),
    newConversationsPerDay: whole('new conversations per day', 1, NEW_CONVERSATIONS_PER_DAY),
    summary: z
      .string({ error: 'Describe the plan' })
      .trim()
      .min(10, { error: 'Describe the plan in a sentence' })
      .max(200, { error: 'Use at most 200 characters' }),
  })
  .strict();
export type PlanUpdate = z.infer<typeof PlanUpdateSchema>;

/** POST /api/payments/orders: the paid plan the member chooses. */
export const PaymentOrderStartSchema = z
  .object({ planId: z.string({ error: 'Choose a plan' }).trim().min(1, { error: 'Choose a plan' }).max(40) })
  .strict();
export type PaymentOrderStart = z.infer<typeof PaymentOrderStartSchema>;

/** POST /api/payments/verify: what Checkout hands the page after a payment (Razorpay's names, as the page gets them). */
export const PaymentVerifySchema = z
  .object({
    orderId: z.string({ error: 'The order id is missing' }).trim().min(1, { error: 'The order id is missing' }).max(64),
    paymentId: z
      .string({ error: 'The payment id is missing' })
      .trim()
      .min(1, { error: 'The payment id is missing' })
      .max(64),
    signature: z
      .string({ error: 'The payment signature is missing' })
      .trim()
      .min(1, { error: 'The payment signature is missing' })
      .max(128),
  })
  .strict();
export type PaymentVerify = z.infer<typeof PaymentVerifySchema>;
