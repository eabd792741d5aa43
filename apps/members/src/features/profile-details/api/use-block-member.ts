import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockMember, discoveryKeys, interestKeys } from '@matri/api-client';
import { http } from '../../../config/app-config';

/** Blocks a member: they leave every list and every interest at once. */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => blockMember(http, profileId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
        queryClient.invalidateQueries({ queryKey: interestKeys.all }),
      ]),
  });
}
