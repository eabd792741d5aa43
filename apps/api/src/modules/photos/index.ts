/**
 * The photos module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * Members' photos: saving, cropping, ordering, variants, the stores (disk, S3) and who may see each one.
 */
export { addMemberPhoto } from './add-member-photo';
export { cropMemberPhoto } from './crop-member-photo';
export { deleteMemberPhoto } from './delete-member-photo';
export { listMemberPhotos } from './list-member-photos';
export { createLocalPhotoStore } from './local-photo-store';
export type { LocalPhotoStore } from './local-photo-store';
export { openPhotoStore } from './open-photo-store';
export { ownPhotoJson } from './own-photo-access';
export { arePhotosPublic, isPhotoShownTo, servablePhoto } from './photo-access';
export { toBlurredPhotoJson, toPhotoJson } from './photo-json';
export { photoLinkFor, privateCacheControl, usePhotoLinkSecret } from './photo-links';
export {
  PHOTO_URL_PREFIX,
  PRIVATE_PHOTO_PREFIX,
  VARIANT_CONTENT_TYPES,
  isPhotoFileName,
  photoUrl,
} from './photo-store';
export type { PhotoStore } from './photo-store';
export { renameMemberPhotos } from './rename-member-photos';
export { renderPhotoVariant, variantFormatFor } from './render-photo-variant';
export { createS3PhotoStore } from './s3-photo-store';
export type { S3PhotoStoreOptions } from './s3-photo-store';
export { savePhotoFiles } from './save-photo-files';
export { setPhotoOrder } from './set-photo-order';
export { setPrimaryPhoto } from './set-primary-photo';
