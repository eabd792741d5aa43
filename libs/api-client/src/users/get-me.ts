import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Http } from '../http/create-http-client';
import { userKeys } from '../query/query-keys';

/** GET /api/users/me: the logged-in member's account (Strapi's user fields). */
export interface Me {
  id: number;
  email: string;
  mobile: string;
  confirmed: boolean;
  full_name: string;
  profile_id: string | null;
  role: 'member' | 'admin';
  gender: 'female' | 'male' | null;
}

export function getMe(http: Http): Promise<Me> {
  return http.get<Me>('/api/users/me');
}

export function meQueryOptions(http: Http) {
  return queryOptions({ queryKey: userKeys.me(), queryFn: () => getMe(http) });
}

export function useMe(http: Http) {
  return useQuery(meQueryOptions(http));
}
