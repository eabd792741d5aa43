import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportKeys, resolveReport } from '@matri/api-client';
import type { ReportAction, ReportReason } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** Suspends the reported member (with the reason they are told) or dismisses the report; the queue moves on. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: ReportAction; reason?: ReportReason }) =>
      resolveReport(http, id, action, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
