import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoDeskKeys, reportKeys, resolveReport } from '@matri/api-client';
import type { ReportAction, ReportReason } from '@matri/contracts';
import { http } from '../../../config/app-config';

/**
 * Suspends the reported member (with the reason they are told) or dismisses the report; the queue moves on, and the
 * photo desk is fetched again when next shown, since it lists the photos of members reported for a photo.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: ReportAction; reason?: ReportReason }) =>
      resolveReport(http, id, action, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
        queryClient.invalidateQueries({ queryKey: photoDeskKeys.queue() }),
      ]),
  });
}
