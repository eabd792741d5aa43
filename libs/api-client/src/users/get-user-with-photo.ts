import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints, type UserRecordJson } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { userKeys } from '../query/query-keys';

/** The member's record with their profile photo: the top bar reads user_profile.profile_photo.url. */
export function getUserWithPhoto(http: Http, id: string | number): Promise<UserRecordJson> {
  return callEndpoint(http, userEndpoints.record, {
    params: { id },
    query: { 'populate[user_profile][populate]': 'profile_photo' },
  });
}

export function userWithPhotoQueryOptions(http: Http, id: string | number, photoVersion: string | null) {
  return queryOptions({
    // The photo version is part of the key so a new profile picture refetches the record.
    queryKey: [...userKeys.withPhoto(id), photoVersion ?? ''] as const,
    queryFn: () => getUserWithPhoto(http, id),
  });
}

export function useUserWithPhoto(http: Http, id: string | number | null, photoVersion: string | null) {
  return useQuery({
    ...userWithPhotoQueryOptions(http, id ?? '', photoVersion),
    enabled: id !== null && id !== '',
  });
}
