import { useEffect } from 'react';
import { resolveApiUrl, useUserWithPhoto } from '@matri/api-client';
import { http, runtimeConfig } from '../../config/app-config';
import { useMember } from '../../session/member-context';

/** Shown when a member has no photo yet, or it cannot be fetched. */
export const STOCK_AVATAR_URL = '/images/avatar-placeholder.svg';

/**
 * The top bar's photo: user_profile.profile_photo.url, absolute or relative to the API base. A failed fetch is only
 * logged; the stock image stands in.
 */
export function useProfilePhoto(): string {
  const { user, profilepic } = useMember();
  const query = useUserWithPhoto(http, user?.id ?? null, profilepic);

  useEffect(() => {
    if (query.error) console.error('Profile photo could not be loaded', query.error);
  }, [query.error]);

  const url = query.data?.user_profile?.profile_photo?.url;
  return url ? resolveApiUrl(runtimeConfig, url) : STOCK_AVATAR_URL;
}
