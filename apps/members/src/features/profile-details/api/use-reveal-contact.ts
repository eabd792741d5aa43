import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discoveryKeys, membershipKeys, revealContact } from '@matri/api-client';
import type { ProfileDetailsJson } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** Spends one of the plan's contact views on a member: their page shows the details, the plan's count goes down. */
export function useRevealContact(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revealContact(http, profileId),
    onSuccess: async (revealed) => {
      queryClient.setQueryData<ProfileDetailsJson>(discoveryKeys.profile(profileId), (old) =>
        old ? { ...old, contactAccess: 'shown', member: { ...old.member, contact: revealed.contact } } : old,
      );
      await queryClient.invalidateQueries({ queryKey: membershipKeys.all });
    },
  });
}
