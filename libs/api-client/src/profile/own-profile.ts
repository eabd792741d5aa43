import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnProfileAnswer, PrivacySettings, ProfileUpdate } from '@matri/contracts';
import type { Http } from '../http/create-http-client';
import { profileKeys } from '../query/query-keys';

export function getOwnProfile(http: Http): Promise<OwnProfileAnswer> {
  return http.get<OwnProfileAnswer>('/api/users/me/profile');
}

export function ownProfileQueryOptions(http: Http) {
  return queryOptions({ queryKey: profileKeys.own(), queryFn: () => getOwnProfile(http) });
}

export function useOwnProfile(http: Http) {
  return useQuery(ownProfileQueryOptions(http));
}

/** Saves fields of one section; the answer is the whole profile with its new completeness. */
export function updateOwnProfile(http: Http, change: ProfileUpdate): Promise<OwnProfileAnswer> {
  return http.patch<OwnProfileAnswer>('/api/users/me/profile', change);
}

/** Who sees the photos, and whether the public footer may show the member. */
export function updatePrivacy(http: Http, settings: PrivacySettings): Promise<OwnProfileAnswer> {
  return http.patch<OwnProfileAnswer>('/api/users/me/privacy', settings);
}
