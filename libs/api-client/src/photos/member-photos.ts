import { queryOptions, useQuery } from '@tanstack/react-query';
import { photoEndpoints, type PhotoCrop, type PhotoJson } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { profileKeys } from '../query/query-keys';

export function listMemberPhotos(http: Http): Promise<PhotoJson[]> {
  return callEndpoint(http, photoEndpoints.list);
}

export function memberPhotosQueryOptions(http: Http) {
  return queryOptions({ queryKey: profileKeys.photos(), queryFn: () => listMemberPhotos(http) });
}

export function useMemberPhotos(http: Http) {
  return useQuery(memberPhotosQueryOptions(http));
}

/** Sends one photo as multipart/form-data (the field the API reads is "photo"). */
export function uploadMemberPhoto(http: Http, file: Blob, fileName: string): Promise<PhotoJson> {
  const body = new FormData();
  body.append('photo', file, fileName);
  return callEndpoint(http, photoEndpoints.upload, { body });
}

export function setPrimaryPhoto(http: Http, photoId: number): Promise<PhotoJson> {
  return callEndpoint(http, photoEndpoints.setPrimary, { params: { photoId } });
}

export function deleteMemberPhoto(http: Http, photoId: number): Promise<void> {
  return callEndpoint(http, photoEndpoints.remove, { params: { photoId } });
}

export function setPhotoOrder(http: Http, photoIds: number[]): Promise<PhotoJson[]> {
  return callEndpoint(http, photoEndpoints.setOrder, { body: { photoIds } });
}

export function cropMemberPhoto(http: Http, photoId: number, crop: PhotoCrop): Promise<PhotoJson> {
  return callEndpoint(http, photoEndpoints.crop, { params: { photoId }, body: crop });
}
