import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerInterest, interestKeys } from '@matri/api-client';
import type { InterestAnswer } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** Accepts, declines or withdraws an interest; every box of /request follows. */
export function useAnswerInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: InterestAnswer }) => answerInterest(http, id, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interestKeys.all }),
  });
}
