import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageKeys, sendMessage } from '@matri/api-client';
import type { SendMessage } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** Sends a message; the conversation and the list follow. Sends to one member go one after another, in order. */
export function useSendMessage(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `send-message-${profileId.toUpperCase()}` },
    mutationFn: (body: SendMessage) => sendMessage(http, profileId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
