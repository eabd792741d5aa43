import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberEndpoints, type RecentMemberJson } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { memberKeys } from '../query/query-keys';

export function getRecentMembers(http: Http): Promise<RecentMemberJson[]> {
  return callEndpoint(http, memberEndpoints.recent);
}

export function recentMembersQueryOptions(http: Http) {
  return queryOptions({
    queryKey: memberKeys.recent(),
    queryFn: () => getRecentMembers(http),
    // The list changes slowly; the server caches it for a minute too.
    staleTime: 60_000,
  });
}

export function useRecentMembers(http: Http) {
  return useQuery(recentMembersQueryOptions(http));
}
