import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../rules/limits';
import { photoVisibilities } from '../vocabularies/privacy';
import { valuesOf } from '../vocabularies/vocabulary';
import { ProfileIdParamsSchema } from './fields';

/** A conversation is addressed by the other member's profile ID: there is one per pair of members. */
export const ConversationParamsSchema = ProfileIdParamsSchema;

const cursorField = z.coerce
  .number({ error: 'The page position must be a number' })
  .int({ error: 'The page position must be a whole number' })
  .positive({ error: 'The page position must be a whole number' })
  .max(2_147_483_647, { error: 'The page position is not valid' });

/** GET /api/conversations and a conversation's history: the page after (older than) the cursor. */
export const MessagePageQuerySchema = z.object({ cursor: cursorField.optional() }).strict();

/** POST /api/conversations/:profileId/messages. */
export const SendMessageSchema = z
  .object({
    text: z
      .string({ error: 'Write a message' })
      .refine((text) => text.trim().length > 0, { error: 'Write a message' })
      .refine((text) => text.length <= MESSAGE_MAX_LENGTH, {
        error: `Use at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters`,
      }),
    /**
     * The sender was asked about the contact details in the text (a number, an e-mail, a UPI id …) before their own
     * contact details are shared with this member, and chose to send anyway.
     */
    confirmedContactShare: z.boolean({ error: 'Answer yes or no' }).optional(),
  })
  .strict();
export type SendMessage = z.infer<typeof SendMessageSchema>;

/** POST /api/conversations/:profileId/read: everything up to this message has been read. */
export const MarkConversationReadSchema = z.object({ upTo: cursorField }).strict();

/** Where a message I sent stands: stored, fetched by the other member's page, or read there. */
export const messageStatuses = ['sent', 'delivered', 'read'] as const;

export const MessageSchema = z.object({
  id: z.number().int(),
  fromMe: z.boolean(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  /** For my messages; null for theirs. */
  status: z.enum(messageStatuses).nullable(),
  /** On a message I received that asks for money, a gift, a transfer or an OTP: the page shows a warning above it. */
  warning: z.enum(['money-request']).nullable(),
});
export type MessageJson = z.infer<typeof MessageSchema>;

/**
 * The other member of a conversation, within their photo privacy. Once they are no longer on the site (deleted or
 * suspended) or have hidden their profile, the name says so and no photo shows; profileId is null once their account
 * is erased.
 */
export const ConversationMemberSchema = z.object({
  profileId: z.string().nullable(),
  full_name: z.string(),
  photo: z
    .object({ url: z.string(), isBlurred: z.boolean(), visibility: z.enum(valuesOf(photoVisibilities)) })
    .nullable(),
});
export type ConversationMemberJson = z.infer<typeof ConversationMemberSchema>;

/** One line of the conversation list. */
export const ConversationSummarySchema = z.object({
  member: ConversationMemberSchema,
  lastMessage: MessageSchema,
  /** Messages from them I have not read. */
  unread: z.number().int().nonnegative(),
  /** Open for reading only: the other member is no longer on the site or hid their profile. */
  isReadOnly: z.boolean(),
});
export type ConversationSummaryJson = z.infer<typeof ConversationSummarySchema>;

export const ConversationPageSchema = z.object({
  results: z.array(ConversationSummarySchema),
  /** Pass as cursor for the next (older) page; null when there is no more. */
  nextCursor: z.number().int().nullable(),
});
export type ConversationPageJson = z.infer<typeof ConversationPageSchema>;

/** A conversation's page of history, oldest first, and whether I may write. */
export const ConversationSchema = z.object({
  member: ConversationMemberSchema,
  messages: z.array(MessageSchema),
  /** Pass as cursor for the page of older messages; null at the first message. */
  olderCursor: z.number().int().nullable(),
  isReadOnly: z.boolean(),
  /** Whether my contact details already reach this member (then no question is asked before a number goes). */
  isMyContactShared: z.boolean(),
});
export type ConversationJson = z.infer<typeof ConversationSchema>;

/** The Messages badge: conversations with a message I have not read. */
export const UnreadConversationsSchema = z.object({ conversations: z.number().int().nonnegative() });
