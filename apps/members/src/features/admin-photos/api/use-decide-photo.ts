import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decidePhoto, photoDeskKeys, reportKeys } from '@matri/api-client';
import type { PhotoDecision, PhotoRejectionReason } from '@matri/contracts';
import { http } from '../../../config/app-config';

/**
 * Approves or rejects a photo of the desk; the queue moves on, and the reports queue is fetched again when next shown,
 * since a decision may close the reports that brought the photo here.
 */
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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: photoDeskKeys.queue() }),
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
      ]),
  });
}
