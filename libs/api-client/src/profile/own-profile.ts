import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints, type OwnProfileAnswer, type PrivacySettings, type ProfileUpdate } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { profileKeys } from '../query/query-keys';

export function getOwnProfile(http: Http): Promise<OwnProfileAnswer> {
  return callEndpoint(http, profileEndpoints.own);
}

export function ownProfileQueryOptions(http: Http) {
  return queryOptions({ queryKey: profileKeys.own(), queryFn: () => getOwnProfile(http) });
}

export function useOwnProfile(http: Http) {
  return useQuery(ownProfileQueryOptions(http));
}

/** Saves fields of one section; the answer is the whole profile with its new completeness. */
export function updateOwnProfile(http: Http, change: ProfileUpdate): Promise<OwnProfileAnswer> {
  return callEndpoint(http, profileEndpoints.update, { body: change });
}

/** Who sees the photos, and whether the public footer may show the member. */
export function updatePrivacy(http: Http, settings: PrivacySettings): Promise<OwnProfileAnswer> {
  return callEndpoint(http, profileEndpoints.updatePrivacy, { body: settings });
}
