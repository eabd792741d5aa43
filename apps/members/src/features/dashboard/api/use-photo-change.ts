import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cropMemberPhoto,
  deleteMemberPhoto,
  profileKeys,
  setPhotoOrder,
  setPrimaryPhoto,
  uploadMemberPhoto,
} from '@matri/api-client';
import type { PhotoCrop } from '@matri/contracts';
import { http } from '../../../config/app-config';
import { useMember } from '../../../session/member-context';

export type PhotoChange =
  | { kind: 'upload'; file: File }
  | { kind: 'primary'; photoId: number }
  | { kind: 'delete'; photoId: number }
  | { kind: 'order'; photoIds: number[] }
  | { kind: 'crop'; photoId: number; crop: PhotoCrop };

function send(change: PhotoChange): Promise<unknown> {
  switch (change.kind) {
    case 'upload':
      return uploadMemberPhoto(http, change.file, change.file.name);
    case 'primary':
      return setPrimaryPhoto(http, change.photoId);
    case 'delete':
      return deleteMemberPhoto(http, change.photoId);
    case 'order':
      return setPhotoOrder(http, change.photoIds);
    case 'crop':
      return cropMemberPhoto(http, change.photoId, change.crop);
  }
}

/** A change to the member's photos: the photos, the completeness meter and the top bar's avatar all follow it. */
export function usePhotoChange() {
  const queryClient = useQueryClient();
  const { setProfilepic } = useMember();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      // The top bar fetches the avatar again (docs/spec.md's profilepic setter).
      setProfilepic(String(Date.now()));
    },
  });
}
