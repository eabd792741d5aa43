import { z } from 'zod';
import { idParamsSchema, profileIdField } from './fields';
import { INTEREST_MESSAGE_MAX_LENGTH } from '../rules/limits';
import { sayLater } from '../i18n/local-text';
import { interestAnswers, interestBoxes, interestStatuses } from '../vocabularies/interest-states';
import { privateHoroscopeAudiences } from '../vocabularies/privacy';
import { confirmedContactShareField, ConversationMemberSchema, receivedTextWarningField } from './messages';

/**
 * POST /api/interests: to whom (their profile ID), with an optional short message; contact details in it are asked
 * about first, as in a message (the interest goes to a member I am not connected with, so mine do not reach them).
 */
export const SendInterestSchema = z
  .object({
    profileId: profileIdField,
    message: z
      .string({ error: sayLater({ en: 'Write the message as text', hi: 'संदेश शब्दों में लिखें' }) })
      .trim()
      .max(INTEREST_MESSAGE_MAX_LENGTH, {
        error: sayLater({
          en: `Use at most ${INTEREST_MESSAGE_MAX_LENGTH} characters`,
          hi: `ज़्यादा से ज़्यादा ${INTEREST_MESSAGE_MAX_LENGTH} अक्षर लिखें`,
        }),
      })
      .optional(),
    confirmedContactShare: confirmedContactShareField,
  })
  .strict();
export type SendInterest = z.infer<typeof SendInterestSchema>;

/** An interest as the member's request lists show it, with the other member's public summary, photo and Guna Milan. */
export const InterestSchema = z.object({
  id: z.number().int(),
  direction: z.enum(['sent', 'received']),
  status: z.enum(interestStatuses),
  message: z.string().nullable(),
  /** On a received interest whose message asks for money, as on a message. */
  warning: receivedTextWarningField,
  createdAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  member: z.object({
    profileId: z.string(),
    full_name: z.string(),
    age: z.number().int().nullable(),
    city: z.string().nullable(),
    /** Their primary photo within its owner's privacy, as a conversation shows it: else the blurred rendition. */
    photo: ConversationMemberSchema.shape.photo,
    /** Guna Milan with me where both have a birth star and they show me their horoscope, as on a match card. */
    gunaMilan: z.number().nullable().optional(),
    /** Where they keep their horoscope from me: who they show it to, said instead of a score. */
    horoscopeShownTo: z.enum(privateHoroscopeAudiences).optional(),
  }),
  /** Set on accepted interests when the other member's contact privacy allows. */
  contact: z.object({ email: z.string(), mobile: z.string() }).nullable(),
});
export type InterestJson = z.infer<typeof InterestSchema>;

/** GET /api/interests: which list. */
export const InterestBoxQuerySchema = z
  .object({
    box: z.enum(interestBoxes, {
      error: sayLater({ en: `Choose box ${interestBoxes.join(', ')}`, hi: `बॉक्स चुनें: ${interestBoxes.join(', ')}` }),
    }),
  })
  .strict();

/** POST /api/interests/:id/:answer: accept or decline one received, withdraw one sent. */
export const InterestAnswerParamsSchema = idParamsSchema('id', { en: 'interest', hi: 'पसंद' }).extend({
  answer: z.enum(interestAnswers, {
    error: sayLater({ en: 'Answer accept, decline or withdraw', hi: 'स्वीकार, अस्वीकार या वापस लें में से जवाब दें' }),
  }),
});

/** What sending or answering an interest answers: the interest and where it now stands. */
export const InterestStateSchema = z.object({ id: z.number().int(), status: z.enum(interestStatuses) });
export type InterestStateJson = z.infer<typeof InterestStateSchema>;
