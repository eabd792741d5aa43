import { z } from 'zod';
import { planIds } from './plan-ids';

const paise = z.number().int();

/** A membership plan as the API answers it, and as plans.ts writes the built-in defaults the site shows first. */
export const PlanSchema = z.object({
  id: z.enum(planIds),
  name: z.string(),
  durationMonths: z.number().int().nullable(),
  /** Price before GST, in whole rupees. */
  priceInr: z.number().int(),
  interestsPerDay: z.number().int(),
  contactViewsPerMonth: z.number().int(),
  canSeeWhoViewed: z.boolean(),
  isHighlighted: z.boolean(),
  /** The member may send a first message with an interest: it opens the conversation when they accept. */
  canStartConversations: z.boolean(),
  /** Conversations the member may start (write first in) a day; never above NEW_CONVERSATIONS_PER_DAY. */
  newConversationsPerDay: z.number().int(),
  summary: z.string(),
});

/** A membership plan (the type the site, the member app and the API share). */
export type Plan = z.infer<typeof PlanSchema>;

/** The plan a payment activated and when it ends (null on Free, which never ends). */
export const ActivePlanSchema = z.object({ plan: PlanSchema, endsAt: z.iso.datetime().nullable() });

/** GET /api/users/me/membership: the member's plan now, when it ends, and how much of today's allowance is used. */
export const MembershipSchema = ActivePlanSchema.extend({
  interestsSentToday: z.number().int(),
  conversationsStartedToday: z.number().int(),
  /** Contact details seen with the plan since the 1st of this month (India time). */
  contactViewsThisMonth: z.number().int(),
});
export type MembershipJson = z.infer<typeof MembershipSchema>;

/** The answer to POST /api/payments/orders: what the page needs to open Checkout for the order. */
export const PaymentOrderSchema = z.object({
  orderId: z.string(),
  provider: z.enum(['razorpay', 'test']),
  /** Razorpay's public key id for Checkout; null for the test processor (demo mode), whose checkout is a dialog of /upgrade. */
  keyId: z.string().nullable(),
  amountPaise: paise,
  gstPaise: paise,
  currency: z.literal('INR'),
  plan: PlanSchema,
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PaymentOrderJson = z.infer<typeof PaymentOrderSchema>;

/** A paid order as the member's payment history lists it (GET /api/users/me/payments). */
export const PaymentSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  /** What the invoice says was bought, in its own words (English, as the invoice is). */
  planName: z.string(),
  /** The plan paid for, by which the page names it in the reader's language. */
  planId: z.string(),
  paidAt: z.iso.datetime(),
  amountPaise: paise,
});
export type PaymentJson = z.infer<typeof PaymentSchema>;

/** GET /api/users/me/payments/:id/invoice: a tax invoice, as printed or downloaded. */
export const InvoiceSchema = z.object({
  invoiceNumber: z.string(),
  issuedAt: z.iso.datetime(),
  seller: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    state: z.string(),
    gstin: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
  }),
  /** E-mail and mobile are null once the member's account is erased (the invoice itself is kept). */
  buyer: z.object({
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string(),
  }),
  /** The place of supply: the buyer's state, or "Outside India". */
  placeOfSupply: z.string(),
  item: z.object({
    description: z.string(),
    sac: z.string(),
    period: z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }).nullable(),
    taxablePaise: paise,
  }),
  gstRatePercent: z.number(),
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
  totalPaise: paise,
  payment: z.object({ provider: z.string(), orderId: z.string(), paymentId: z.string() }),
});
export type InvoiceJson = z.infer<typeof InvoiceSchema>;
