export { AadhaarCheckError, aadhaarErrorCodes, isAadhaarCheckError } from './errors';
export type { AadhaarErrorCode } from './errors';
export { DEFAULT_MAX_DOCUMENT_AGE_DAYS } from './identity';
export type { AadhaarGender, AadhaarIdentity, AadhaarPhoto, DocumentAgeOptions } from './identity';
export type { UidaiCertificates } from './certificates';
export { MAX_SECURE_QR_DIGITS, checkSecureQr } from './secure-qr';
