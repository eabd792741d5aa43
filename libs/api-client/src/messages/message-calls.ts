import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  messageEndpoints,
  type ConversationJson,
  type ConversationPageJson,
  type MessageJson,
  type SendMessage,
} from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { messageKeys } from '../query/query-keys';

export function listConversations(http: Http, cursor?: number): Promise<ConversationPageJson> {
  return callEndpoint(http, messageEndpoints.list, cursor ? { query: { cursor } } : undefined);
}

/** The conversation list, page after page ("Show older conversations"). */
export function conversationsQueryOptions(http: Http) {
  return infiniteQueryOptions({
    queryKey: messageKeys.list(),
    queryFn: ({ pageParam }) => listConversations(http, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function conversationHistory(http: Http, profileId: string, cursor?: number): Promise<ConversationJson> {
  return callEndpoint(http, messageEndpoints.history, {
    params: { profileId },
    ...(cursor ? { query: { cursor } } : {}),
  });
}

/** A conversation, its latest page first and older pages on demand ("Show earlier messages"). */
export function conversationQueryOptions(http: Http, profileId: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.conversation(profileId),
    queryFn: ({ pageParam }) => conversationHistory(http, profileId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.olderCursor ?? undefined,
  });
}

export function unreadConversationsQueryOptions(http: Http) {
  return queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: () => callEndpoint(http, messageEndpoints.unread),
  });
}

export function sendMessage(http: Http, profileId: string, body: SendMessage): Promise<MessageJson> {
  return callEndpoint(http, messageEndpoints.send, { params: { profileId }, body });
}

export function markConversationRead(http: Http, profileId: string, upTo: number): Promise<void> {
  return callEndpoint(http, messageEndpoints.read, { params: { profileId }, body: { upTo } });
}
