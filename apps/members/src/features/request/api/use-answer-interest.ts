import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerInterest, interestKeys } from '@matri/api-client';
import type { InterestAnswer } from '@matri/contracts';
import { http } from '../../../config/app-config';

/**
 * Accepts, declines or withdraws an interest; every box of /request follows, those not shown too: the accepted box is
 * in the cache from the page's opening (request-page.tsx), and a query here is not fetched again as it mounts.
 */
export function useAnswerInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: InterestAnswer }) => answerInterest(http, id, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interestKeys.all, refetchType: 'all' }),
  });
}
