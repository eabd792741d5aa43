import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoCrop } from '@matri/contracts';
import type { Http } from '../http/create-http-client';
import { profileKeys } from '../query/query-keys';

/** A stored photo as the API answers it; url is relative to the API. */
export interface MemberPhoto {
  id: number;
  url: string;
  width: number;
  height: number;
  is_primary: boolean;
}

export function listMemberPhotos(http: Http): Promise<MemberPhoto[]> {
  return http.get<MemberPhoto[]>('/api/users/me/photos');
}

export function memberPhotosQueryOptions(http: Http) {
  return queryOptions({ queryKey: profileKeys.photos(), queryFn: () => listMemberPhotos(http) });
}

export function useMemberPhotos(http: Http) {
  return useQuery(memberPhotosQueryOptions(http));
}

/** Sends one photo as multipart/form-data (the field the API reads is "photo"). */
export function uploadMemberPhoto(http: Http, file: Blob, fileName: string): Promise<MemberPhoto> {
  const body = new FormData();
  body.append('photo', file, fileName);
  return http.post<MemberPhoto>('/api/users/me/photos', body);
}

export function setPrimaryPhoto(http: Http, photoId: number): Promise<MemberPhoto> {
  return http.put<MemberPhoto>(`/api/users/me/photos/${photoId}/primary`);
}

export function deleteMemberPhoto(http: Http, photoId: number): Promise<void> {
  return http.del<void>(`/api/users/me/photos/${photoId}`);
}

export function setPhotoOrder(http: Http, photoIds: number[]): Promise<MemberPhoto[]> {
  return http.put<MemberPhoto[]>('/api/users/me/photos/order', { photoIds });
}

export function cropMemberPhoto(http: Http, photoId: number, crop: PhotoCrop): Promise<MemberPhoto> {
  return http.put<MemberPhoto>(`/api/users/me/photos/${photoId}/crop`, crop);
}
