import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsRead, notificationKeys } from '@matri/api-client';
import { http } from '../../config/app-config';

/** Marks notifications read (all of them without ids); the answer is the bell's new list and count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => markNotificationsRead(http, ids),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.all, list),
  });
}
