import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints, type ProfileViewersJson } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { profileKeys } from '../query/query-keys';

export function getProfileViewers(http: Http): Promise<ProfileViewersJson> {
  return callEndpoint(http, userEndpoints.viewers);
}

export function profileViewersQueryOptions(http: Http) {
  return queryOptions({ queryKey: profileKeys.viewers(), queryFn: () => getProfileViewers(http) });
}

export function useProfileViewers(http: Http) {
  return useQuery(profileViewersQueryOptions(http));
}
