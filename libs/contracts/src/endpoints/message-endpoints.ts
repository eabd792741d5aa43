import { z } from 'zod';
import {
  ConversationPageSchema,
  ConversationParamsSchema,
  ConversationSchema,
  MarkConversationReadSchema,
  MessagePageQuerySchema,
  MessageSchema,
  SendMessageSchema,
  UnreadConversationsSchema,
} from '../schemas/messages';
import { defineEndpoint } from './define-endpoint';

/** /messages: conversations between members whose interest was accepted. */
export const messageEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/conversations',
    summary: 'Your conversations, the latest message first',
    tags: ['messages'],
    query: MessagePageQuerySchema,
    response: ConversationPageSchema,
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: '/api/conversations/unread',
    summary: 'How many conversations hold a message you have not read',
    tags: ['messages'],
    response: UnreadConversationsSchema,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/conversations/:profileId',
    summary: 'A conversation: its latest messages, or those older than the cursor',
    tags: ['messages'],
    params: ConversationParamsSchema,
    query: MessagePageQuerySchema,
    response: ConversationSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/conversations/:profileId/messages',
    summary: 'Write to a member you are connected with',
    tags: ['messages'],
    params: ConversationParamsSchema,
    body: SendMessageSchema,
    status: 201,
    response: MessageSchema,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/conversations/:profileId/read',
    summary: 'Mark a conversation read up to a message',
    tags: ['messages'],
    params: ConversationParamsSchema,
    body: MarkConversationReadSchema,
    status: 204,
    response: z.void(),
  }),
};
