import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileViewersJson } from '@matri/contracts';
import type { Http } from '../http/create-http-client';
import { profileKeys } from '../query/query-keys';

export function getProfileViewers(http: Http): Promise<ProfileViewersJson> {
  return http.get<ProfileViewersJson>('/api/users/me/viewers');
}

export function profileViewersQueryOptions(http: Http) {
  return queryOptions({ queryKey: profileKeys.viewers(), queryFn: () => getProfileViewers(http) });
}

export function useProfileViewers(http: Http) {
  return useQuery(profileViewersQueryOptions(http));
}
