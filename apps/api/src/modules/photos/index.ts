/**
 * The photos module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * Members' photos: saving, cropping, ordering, variants, the stores (disk, S3) and who may see each one.
 */
export { acceptMemberPhoto } from './accept-member-photo';
export { cropMemberPhoto } from './crop-member-photo';
export { deleteMemberPhoto } from './delete-member-photo';
export { listMemberPhotos } from './list-member-photos';
export { keepPhotoFaces } from './keep-photo-faces';
export { photoFacesOf } from './photo-faces-of';
export { createLocalPhotoStore } from './local-photo-store';
export type { LocalPhotoStore } from './local-photo-store';
export { openPhotoStore } from './open-photo-store';
export { ownPhotoJson, ownPhotoJsonOf, ownPhotoJsonWith, type PhotoAudience } from './own-photo-access';
export {
  arePhotosPublic,
  isPhotoShownTo,
  isScreeningShownTo,
  servablePhoto,
  shownPrimaryPhotoOf,
} from './photo-access';
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
export { inProcessPhotoWork, preparePhoto } from './photo-work/photo-work';
export type { PhotoSource, PhotoWork, PreparedFiles, PreparedPhoto } from './photo-work/photo-work';
export { startPhotoWorkProcess } from './photo-work/photo-work-process';
export { photoWorkCpus } from './photo-work/photo-work-cpus';
export type { PhotoWorkProcess } from './photo-work/photo-work-process';
export { prepareUploadedPhoto } from './prepare-uploaded-photo';
export { renameMemberPhotos } from './rename-member-photos';
export { renderPhotoVariant, variantFormatFor } from './render-photo-variant';
export { createS3PhotoStore } from './s3-photo-store';
export type { S3PhotoStoreOptions } from './s3-photo-store';
export { savePhotoFiles } from './save-photo-files';
export { spoolUpload } from './spool-upload';
export type { SpooledUpload } from './spool-upload';
export { setPhotoOrder } from './set-photo-order';
export { setPrimaryPhoto } from './set-primary-photo';
export { findDuplicatePhoto, hashBands, DUPLICATE_SEARCH_RADIUS } from './screening/find-duplicate-photo';
export { judgePhoto } from './screening/judge-photo';
export type { DuplicateFinding, Judgement } from './screening/judge-photo';
export { hammingDistance, photoHashes } from './screening/photo-hash';
export { screenPhoto } from './screening/screen-photo';
export type { PhotoScreening } from './screening/screen-photo';
export type { NudityScores, PhotoScreeningEngines } from './screening/screening-engines';
export { screenStoredPhotos } from './screening/screen-stored-photos';
export { createNudityClassifier } from './screening/nudity-classifier';
export { facesOfPhotoIn, openScreeningEngines } from './screening/open-screening-engines';
export { decidePhoto } from './screening/decide-photo';
export type { PhotoDecisionResult } from './screening/decide-photo';
export { listPhotoDesk } from './screening/list-photo-desk';
