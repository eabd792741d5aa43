import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideSelfieCheck, verificationKeys } from '@matri/api-client';
import type { SelfieCheckDecision } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** Approves or rejects a held selfie check with the admin's reason; its frames go, and the queue moves on. */
export function useDecideSelfieCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: SelfieCheckDecision; reason: string }) =>
      decideSelfieCheck(http, id, decision, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.selfieQueue() }),
  });
}
