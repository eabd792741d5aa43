import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys, savePartnerPreferences, updateOwnProfile, verifyMobile } from '@matri/api-client';
import type { PartnerPreferences, ProfileUpdate, VerifyMobile } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** A section of the profile saved: the answer is the whole profile with its new completeness. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileUpdate) => updateOwnProfile(http, change),
    onSuccess: (answer) => queryClient.setQueryData(profileKeys.own(), answer),
  });
}

/** Partner preferences saved: kept as answered, and the completeness meter counts them. */
export function useSavePartnerPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: PartnerPreferences) => savePartnerPreferences(http, preferences),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKeys.partnerPreferences(), saved);
      await queryClient.invalidateQueries({ queryKey: profileKeys.own() });
    },
  });
}

/** The mobile number verified with the code sent to it: the badge and the completeness follow. */
export function useVerifyMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: VerifyMobile) => verifyMobile(http, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.own() }),
  });
}
