import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideIdCheck, verificationKeys } from '@matri/api-client';
import type { IdVerificationDecision } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** Approves or rejects an ID check with the admin's reason; the queue moves on. */
export function useDecideIdCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: IdVerificationDecision; reason: string }) =>
      decideIdCheck(http, id, decision, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.queue() }),
  });
}
