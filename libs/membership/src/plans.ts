import type { Language, LocalText, Plan, PlanId } from '@matri/contracts';

/** GST on online matchmaking services in India (their SAC: MATCHMAKING_SAC in membership/invoice.ts). */
export const GST_RATE = 0.18;

/** The plans' names in both languages: "आप मुफ़्त प्लान पर हैं", never "आप Free प्लान पर हैं". */
const planNames: Readonly<Record<PlanId, LocalText>> = {
  free: { en: 'Free', hi: 'मुफ़्त' },
  gold: { en: 'Gold', hi: 'गोल्ड' },
  diamond: { en: 'Diamond', hi: 'डायमंड' },
  platinum: { en: 'Platinum', hi: 'प्लैटिनम' },
};

/**
 * A plan's name as the reader reads it, wherever a plan is named (the plans table, /upgrade, /membership, the admin's
 * plans, the API's texts). A name an admin gave a plan is theirs to write, so it is shown as written in both
 * languages; the plan's own name is shown in the reader's language.
 */
export function planLabel(plan: { id: PlanId; name: string }, language: Language): string {
  const names = planNames[plan.id];
  return plan.name === names.en ? names[language] : plan.name;
}

/** The plans a new database starts with (admins edit them after); /membership shows these until the API answers. */
export const defaultPlans: readonly Plan[] = [
  {
    id: 'free',
    name: planNames.free.en,
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
    name: planNames.gold.en,
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
    name: planNames.diamond.en,
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
    name: planNames.platinum.en,
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
