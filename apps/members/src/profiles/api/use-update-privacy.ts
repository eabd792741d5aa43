import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys, updatePrivacy } from '@matri/api-client';
import type { PrivacySettings } from '@matri/contracts';
import { http } from '../../config/app-config';

/** Who sees the member's photos and contact details; the answer is the whole profile, kept as the new own profile. */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) => updatePrivacy(http, settings),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.own(), profile),
  });
}
