import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints, type Session } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { sessionKeys } from '../query/query-keys';

export const loggedOutSession: Session = { isLoggedIn: false, userinfo: null };

export function getSession(http: Http): Promise<Session> {
  return callEndpoint(http, sessionEndpoints.current);
}

export function sessionQueryOptions(http: Http, token: string | null) {
  return queryOptions({
    queryKey: sessionKeys.current(token),
    queryFn: () => (token ? getSession(http) : Promise.resolve(loggedOutSession)),
  });
}

export function useSession(http: Http, token: string | null) {
  return useQuery(sessionQueryOptions(http, token));
}
