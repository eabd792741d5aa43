import { z } from 'zod';
import { profileIdField } from './fields';
import { REPORT_DETAILS_MAX_LENGTH } from '../rules/limits';
import { valuesOf, type VocabularyItem } from '../vocabularies/vocabulary';

/** Why a member reports a profile: the reasons admins of matrimonial sites act on most. */
export const reportReasons = [
  { value: 'fake-profile', label: 'Fake profile or false details' },
  { value: 'already-married', label: 'Already married' },
  { value: 'inappropriate-photo', label: 'Inappropriate photo' },
  { value: 'harassment', label: 'Harassment or abusive messages' },
  { value: 'asking-for-money', label: 'Asking for money' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly VocabularyItem[];
export type ReportReason = (typeof reportReasons)[number]['value'];

/** POST /api/reports. */
export const ReportSchema = z
  .object({
    profileId: profileIdField,
    reason: z.enum(valuesOf(reportReasons), { error: 'Choose a reason from the list' }),
    details: z
      .string({ error: 'Write the details as text' })
      .trim()
      .max(REPORT_DETAILS_MAX_LENGTH, { error: `Use at most ${REPORT_DETAILS_MAX_LENGTH} characters` })
      .optional(),
  })
  .strict();
export type Report = z.infer<typeof ReportSchema>;

export const reportStatuses = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** A report in the admins' queue. */
export interface ReportJson {
  id: number;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  created_at: string;
  resolved_at: string | null;
  reporter: { profile_id: string | null; full_name: string };
  reported: { id: number; profile_id: string | null; full_name: string; status: string; open_reports: number };
}
