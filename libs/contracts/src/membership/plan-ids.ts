/** The plans by id: named by the answers, the API's commands and the plans' own texts. */
export const planIds = ['free', 'gold', 'diamond', 'platinum'] as const;
export type PlanId = (typeof planIds)[number];
