import type { z } from 'zod';
import type { PlanSchema } from './membership-answers';

/** GST on online matchmaking services in India (their SAC: MATCHMAKING_SAC in membership/invoice.ts). */
export const GST_RATE = 0.18;

export const planIds = ['free', 'gold', 'diamond', 'platinum'] as const;
export type PlanId = (typeof planIds)[number];

/** A membership plan (its schema, PlanSchema, is in membership-answers.ts: this file stays free of zod for the site). */
export type Plan = z.infer<typeof PlanSchema>;

/** The plans a new database starts with (admins edit them after); /membership shows these until the API answers. */
export const defaultPlans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    durationMonths: null,
    priceInr: 0,
    interestsPerDay: 5,
    contactViewsPerMonth: 0,
    canSeeWhoViewed: false,
    isHighlighted: false,
    canStartConversations: false,
    newConversationsPerDay: 3,
    summary: 'Create your profile, search and send a few interests every day.',
  },
  {
    id: 'gold',
    name: 'Gold',
    durationMonths: 3,
    priceInr: 2499,
    interestsPerDay: 20,
    contactViewsPerMonth: 30,
    canSeeWhoViewed: true,
    isHighlighted: false,
    canStartConversations: true,
    newConversationsPerDay: 5,
    summary: 'For families who want to start conversations this season.',
  },
  {
    id: 'diamond',
    name: 'Diamond',
    durationMonths: 6,
    priceInr: 4299,
    interestsPerDay: 40,
    contactViewsPerMonth: 60,
    canSeeWhoViewed: true,
    isHighlighted: true,
    canStartConversations: true,
    newConversationsPerDay: 10,
    summary: 'Our most chosen plan: more contacts and a highlighted profile.',
  },
  {
    id: 'platinum',
    name: 'Platinum',
    durationMonths: 12,
    priceInr: 6999,
    interestsPerDay: 75,
    contactViewsPerMonth: 150,
    canSeeWhoViewed: true,
    isHighlighted: true,
    canStartConversations: true,
    newConversationsPerDay: 10,
    summary: 'A full year of unhurried search, with the most contact views.',
  },
];

export function priceWithGst(priceInr: number): { gst: number; total: number } {
  const gst = Math.round(priceInr * GST_RATE);
  return { gst, total: priceInr + gst };
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function formatInr(amount: number): string {
  return rupees.format(amount);
}
