import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipKeys, updatePlan } from '@matri/api-client';
import type { PlanUpdate } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** An admin's change of a plan: /membership, /upgrade and every member's allowances read the new one. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, change }: { planId: string; change: PlanUpdate }) => updatePlan(http, planId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
