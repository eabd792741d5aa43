import { z } from 'zod';
import { profileIdField } from './fields';
import { INTEREST_MESSAGE_MAX_LENGTH } from '../rules/limits';

/** POST /api/interests: to whom (their profile ID), with an optional short message. */
export const SendInterestSchema = z
  .object({
    profileId: profileIdField,
    message: z
      .string({ error: 'Write the message as text' })
      .trim()
      .max(INTEREST_MESSAGE_MAX_LENGTH, { error: `Use at most ${INTEREST_MESSAGE_MAX_LENGTH} characters` })
      .optional(),
  })
  .strict();
export type SendInterest = z.infer<typeof SendInterestSchema>;

export const interestBoxes = ['received', 'sent', 'accepted', 'declined'] as const;
export type InterestBox = (typeof interestBoxes)[number];

export const interestStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InterestStatus = (typeof interestStatuses)[number];

/** An interest as the member's request lists show it, with the other member's public summary. */
export interface InterestJson {
  id: number;
  direction: 'sent' | 'received';
  status: InterestStatus;
  message: string | null;
  createdAt: string;
  respondedAt: string | null;
  member: { profile_id: string; full_name: string; age: number | null; city: string | null };
  /** Set on accepted interests when the other member's contact privacy allows. */
  contact: { email: string; mobile: string } | null;
}
