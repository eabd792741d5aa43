import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints, type MemberJson } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { userKeys } from '../query/query-keys';

/** GET /api/users/me: the logged-in member's account (Strapi's user fields). */
export function getMe(http: Http): Promise<MemberJson> {
  return callEndpoint(http, userEndpoints.me);
}

export function meQueryOptions(http: Http) {
  return queryOptions({ queryKey: userKeys.me(), queryFn: () => getMe(http) });
}

export function useMe(http: Http) {
  return useQuery(meQueryOptions(http));
}
