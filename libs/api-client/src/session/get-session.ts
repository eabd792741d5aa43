import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Http } from '../http/create-http-client';
import { sessionKeys } from '../query/query-keys';

/** The session object of GET /api/user on the site's own origin. */
export interface Session {
  isLoggedIn: boolean;
  userinfo: { full_name: string } | null;
}

export const loggedOutSession: Session = { isLoggedIn: false, userinfo: null };

export function getSession(http: Http): Promise<Session> {
  return http.get<Session>('/api/user');
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
