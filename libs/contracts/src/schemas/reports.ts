import { z } from 'zod';
import { idParamsSchema, profileIdField } from './fields';
import { REPORT_DETAILS_MAX_LENGTH } from '../rules/limits';
import { valuesOf } from '../vocabularies/vocabulary';
import { sayLater } from '../i18n/local-text';
import { reportReasons } from '../vocabularies/report-reasons';

/** The id of a member's message or interest named in a report. */
function recordIdField(what: { en: string; hi: string; noSuchHi: string }) {
  const wrong = sayLater({
    en: `The ${what.en} id must be a whole number`,
    hi: `${what.hi} की ID पूर्ण संख्या होनी चाहिए`,
  });
  return z
    .number({ error: sayLater({ en: `The ${what.en} id must be a number`, hi: `${what.hi} की ID संख्या होनी चाहिए` }) })
    .int({ error: wrong })
    .positive({ error: wrong })
    .max(2_147_483_647, { error: sayLater({ en: `There is no such ${what.en}`, hi: what.noSuchHi }) })
    .optional();
}

/** POST /api/reports. */
export const ReportSchema = z
  .object({
    profileId: profileIdField,
    reason: z.enum(valuesOf(reportReasons), {
      error: sayLater({ en: 'Choose a reason from the list', hi: 'सूची में से कारण चुनें' }),
    }),
    details: z
      .string({ error: sayLater({ en: 'Write the details as text', hi: 'विवरण शब्दों में लिखें' }) })
      .trim()
      .max(REPORT_DETAILS_MAX_LENGTH, {
        error: sayLater({
          en: `Use at most ${REPORT_DETAILS_MAX_LENGTH} characters`,
          hi: `ज़्यादा से ज़्यादा ${REPORT_DETAILS_MAX_LENGTH} अक्षर लिखें`,
        }),
      })
      .optional(),
    /** A message of theirs in our conversation that the report is about. */
    messageId: recordIdField({ en: 'message', hi: 'संदेश', noSuchHi: 'ऐसा कोई संदेश नहीं है' }),
    /** An interest they sent me whose message the report is about (there is no conversation before one is accepted). */
    interestId: recordIdField({ en: 'interest', hi: 'पसंद', noSuchHi: 'ऐसी कोई पसंद नहीं है' }),
  })
  .strict()
  .refine((report) => report.messageId === undefined || report.interestId === undefined, {
    path: ['interestId'],
    error: sayLater({
      en: 'Report either a message or an interest, not both',
      hi: 'या तो किसी संदेश की शिकायत करें या किसी पसंद की, दोनों की नहीं',
    }),
  });
export type Report = z.infer<typeof ReportSchema>;

/** A reported message with the few around it, as the admins' queue shows it (and no other message ever). */
export const ReportedMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['reported', 'reporter']),
  text: z.string(),
  createdAt: z.iso.datetime(),
  isReported: z.boolean(),
});

export const reportStatuses = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** A report in the admins' queue. */
export const ReportAnswerSchema = z.object({
  id: z.number().int(),
  reason: z.enum(valuesOf(reportReasons)),
  details: z.string().nullable(),
  status: z.enum(reportStatuses),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  reporter: z.object({ profileId: z.string().nullable(), full_name: z.string() }),
  reported: z.object({
    id: z.number().int(),
    profileId: z.string().nullable(),
    full_name: z.string(),
    status: z.string(),
    openReports: z.number().int(),
    /** The weight of the open reports about the member, which orders the open queue (the API's weigh-reports.ts). */
    priority: z.number(),
  }),
  /** For a report about a message: it and the messages around it, oldest first; null otherwise. */
  messages: z.array(ReportedMessageSchema).nullable(),
  /** For a report about an interest: the message the reported member sent with it; null otherwise. */
  interestMessage: z.object({ text: z.string(), createdAt: z.iso.datetime() }).nullable(),
});
export type ReportJson = z.infer<typeof ReportAnswerSchema>;

/** GET /api/admin/reports: which part of the queue (open when not said). */
export const ReportQueueQuerySchema = z
  .object({
    status: z
      .enum(reportStatuses, {
        error: sayLater({
          en: `Choose status ${reportStatuses.join(', ')}`,
          hi: `स्थिति चुनें: ${reportStatuses.join(', ')}`,
        }),
      })
      .optional(),
  })
  .strict();

export const reportActions = ['suspend', 'dismiss'] as const;
export type ReportAction = (typeof reportActions)[number];

/** POST /api/admin/reports/:id/:action. */
export const ReportActionParamsSchema = idParamsSchema('id', { en: 'report', hi: 'शिकायत' }).extend({
  action: z.enum(reportActions, {
    error: sayLater({ en: 'Choose suspend or dismiss', hi: 'निलंबित करें या ख़ारिज करें में से चुनें' }),
  }),
});

/**
 * POST /api/admin/reports/:id/suspend's optional body: the reason the suspended member is told, from the report
 * reasons (the report's own when not given; the admin may know better what it was).
 */
export const ReportResolutionSchema = z
  .object({
    reason: z
      .enum(valuesOf(reportReasons), {
        error: sayLater({ en: 'Choose a reason from the list', hi: 'सूची में से कारण चुनें' }),
      })
      .optional(),
  })
  .strict()
  // A POST without a body (the dismissal, a suspension with the report's own reason) reaches validation as null.
  .nullish();
export type ReportResolution = z.infer<typeof ReportResolutionSchema>;
