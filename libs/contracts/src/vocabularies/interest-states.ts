/** The lists a member's interests are shown in on /request. */
export const interestBoxes = ['received', 'sent', 'accepted', 'declined'] as const;
export type InterestBox = (typeof interestBoxes)[number];

export const interestStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InterestStatus = (typeof interestStatuses)[number];

/** Accept or decline an interest received, withdraw one sent. */
export const interestAnswers = ['accept', 'decline', 'withdraw'] as const;
export type InterestAnswer = (typeof interestAnswers)[number];
