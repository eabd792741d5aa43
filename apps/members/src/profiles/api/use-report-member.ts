import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discoveryKeys, interestKeys, messageKeys, reportMember } from '@matri/api-client';
import type { Report } from '@matri/contracts';
import { http } from '../../config/app-config';

/** Reports a member, which also blocks them: they leave every list, interest and conversation at once. */
export function useReportMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: Report) => reportMember(http, report),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
        queryClient.invalidateQueries({ queryKey: interestKeys.all }),
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
      ]),
  });
}
