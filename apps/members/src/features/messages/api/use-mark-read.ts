import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markConversationRead, messageKeys } from '@matri/api-client';
import { http } from '../../../config/app-config';

/** Marks a conversation read up to a message; the badge and the list's unread counts follow. */
export function useMarkRead(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => markConversationRead(http, profileId, upTo),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.unread() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.list() }),
      ]),
  });
}
