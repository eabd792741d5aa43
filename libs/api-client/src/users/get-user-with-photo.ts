import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Http } from '../http/create-http-client';
import { userKeys } from '../query/query-keys';

/** The part of the user record the top bar reads: user_profile.profile_photo.url. */
export interface UserWithPhoto {
  id: number | string;
  user_profile?: { profile_photo?: { url?: string | null } | null } | null;
}

export function getUserWithPhoto(http: Http, id: string | number): Promise<UserWithPhoto> {
  return http.get<UserWithPhoto>(`/api/users/${encodeURIComponent(String(id))}`, {
    params: { 'populate[user_profile][populate]': 'profile_photo' },
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
