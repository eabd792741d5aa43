import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmMobileChange, profileKeys, userKeys } from '@matri/api-client';
import type { ConfirmMobileChange } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** The new number becomes the account's: the account and the own profile (its verified badge) follow. */
export function useConfirmMobileChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmMobileChange) => confirmMobileChange(http, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.me() }),
        queryClient.invalidateQueries({ queryKey: profileKeys.own() }),
      ]),
  });
}
