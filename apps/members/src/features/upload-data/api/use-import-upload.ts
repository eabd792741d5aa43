import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importKeys } from '@matri/api-client';
import { http } from '../../../config/app-config';
import { uploadInChunks, type UploadInChunksOptions } from '../upload/upload-in-chunks';

/** Sends a file's rows in chunks under one import; the import history shows it once it is over, whatever came of it. */
export function useImportUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: Omit<UploadInChunksOptions, 'http'>) => uploadInChunks({ http, ...options }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.history() }),
  });
}
