import { hashKey, useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followNotifications, messageKeys, notificationKeys } from '@matri/api-client';
import type { NotificationListJson, UnreadConversationsJson, UnreadEvent } from '@matri/contracts';
import { getJwt } from '@matri/auth-gate';
import { runtimeConfig } from '../../config/app-config';

/**
 * Whether a cached query may show something older than the counts a stream opened with: the bell's list and the
 * Messages badge are told by their counts; a conversation list or history always may.
 */
function mayBeOlderThan({ queryKey, state }: Query, counts: UnreadEvent): boolean {
  const key = hashKey(queryKey);
  if (key === hashKey(notificationKeys.all))
    return (state.data as NotificationListJson | undefined)?.unread !== counts.unread;
  if (key === hashKey(messageKeys.unread()))
    return (state.data as UnreadConversationsJson | undefined)?.conversations !== counts.conversations;
  return true;
}

/**
 * One event stream per tab, for the whole member area: whenever something changes for the member, on whichever API
 * process, the bell, the Messages badge, the conversation list and an open conversation fetch again. A reconnect
 * fetches too, so nothing missed meanwhile stays missing, and a message is shown once (it comes from the server by id).
 * The first stream's opening event refetches only what disagrees with its counts: the page has just fetched the
 * bell and the badge, and on a cheap phone fetching them again took the main thread while the page was rendering.
 */
export function useMemberEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = new AbortController();
    const refetch = (queryKey: readonly string[]) => void queryClient.invalidateQueries({ queryKey });
    const onChange = () => {
      refetch(notificationKeys.all);
      refetch(messageKeys.all);
    };
    const onOpened = (counts: UnreadEvent) => {
      for (const queryKey of [notificationKeys.all, messageKeys.all]) {
        const queries = queryClient.getQueryCache().findAll({ queryKey });
        if (queries.some((query) => mayBeOlderThan(query, counts))) refetch(queryKey);
      }
    };
    void followNotifications({
      baseURL: runtimeConfig.apiBaseUrl,
      getToken: getJwt,
      onChange,
      onOpened,
      signal: stop.signal,
    });
    return () => stop.abort();
  }, [queryClient]);
}
