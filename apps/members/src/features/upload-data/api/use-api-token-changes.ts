import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiToken, importKeys, revokeApiToken } from '@matri/api-client';
import { http } from '../../../config/app-config';

/** Creates an API token or revokes one; the list of tokens follows either. */
export function useApiTokenChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: importKeys.apiTokens() });
  const create = useMutation({ mutationFn: (name: string) => createApiToken(http, name), onSuccess: refresh });
  const revoke = useMutation({ mutationFn: (id: number) => revokeApiToken(http, id), onSuccess: refresh });
  return { create, revoke };
}
