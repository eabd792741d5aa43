import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportKeys, resolveReport } from '@matri/api-client';
import type { ReportAction } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** Suspends the reported member or dismisses the report; the queue moves on. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ReportAction }) => resolveReport(http, id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
