import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discoveryKeys, interestKeys, membershipKeys, sendInterest } from '@matri/api-client';
import type { SendInterest } from '@matri/contracts';
import { http } from '../../config/app-config';

/** Sends an interest; cards, the request lists and the day's allowance show it at once. */
export function useSendInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interest: SendInterest) => sendInterest(http, interest),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
        queryClient.invalidateQueries({ queryKey: interestKeys.all }),
        queryClient.invalidateQueries({ queryKey: membershipKeys.mine() }),
      ]),
  });
}
