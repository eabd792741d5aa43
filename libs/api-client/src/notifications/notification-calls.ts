import { queryOptions } from '@tanstack/react-query';
import { notificationEndpoints, type NotificationListJson } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { notificationKeys } from '../query/query-keys';

/** Refetched when the notifications stream says something changed (followNotifications), and every five minutes in case it is down. */
export function notificationsQueryOptions(http: Http) {
  return queryOptions({
    queryKey: notificationKeys.all,
    queryFn: () => callEndpoint(http, notificationEndpoints.list),
    refetchInterval: 5 * 60_000,
  });
}

/** Marks the given notifications read (all without ids) and answers the list as it now is. */
export function markNotificationsRead(http: Http, ids?: number[]): Promise<NotificationListJson> {
  return callEndpoint(http, notificationEndpoints.markRead, { body: ids ? { ids } : {} });
}
