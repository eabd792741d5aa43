import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decidePhoto, photoDeskKeys } from '@matri/api-client';
import type { PhotoDecision, PhotoRejectionReason } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** Approves or rejects a photo of the desk; the queue moves on. */
export function useDecidePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      photoId,
      decision,
      reason,
    }: {
      photoId: number;
      decision: PhotoDecision;
      reason?: PhotoRejectionReason;
    }) => decidePhoto(http, photoId, decision, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoDeskKeys.queue() }),
  });
}
