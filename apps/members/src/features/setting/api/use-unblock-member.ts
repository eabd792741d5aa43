import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discoveryKeys, unblockMember } from '@matri/api-client';
import { http } from '../../../config/app-config';

/** Unblocks a member: the blocked list, search and matches show them again. */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => unblockMember(http, profileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
  });
}
