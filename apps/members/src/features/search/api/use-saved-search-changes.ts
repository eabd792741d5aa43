import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSavedSearch, discoveryKeys, saveSearch } from '@matri/api-client';
import type { SavedSearch } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** Saves the current search or deletes one; the list of saved searches follows either. */
export function useSavedSearchChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: discoveryKeys.savedSearches() });
  const save = useMutation({ mutationFn: (search: SavedSearch) => saveSearch(http, search), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => deleteSavedSearch(http, id), onSuccess: refresh });
  return { save, remove };
}
