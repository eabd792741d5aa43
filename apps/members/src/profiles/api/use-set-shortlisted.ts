import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discoveryKeys, setShortlisted } from '@matri/api-client';
import { http } from '../../config/app-config';

/** Adds a member to the shortlist or takes them off; every card and list of them follows. */
export function useSetShortlisted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, isShortlisted }: { profileId: string; isShortlisted: boolean }) =>
      setShortlisted(http, profileId, isShortlisted),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
  });
}
