export { createTestSigner } from './test-signer';
export type { TestSigner } from './test-signer';
export { buildSecureQr, buildSecureQrBytes, fakeJpeg2000Photo, referenceIdOf, secureQrText } from './secure-qr-fixture';
export type { SecureQrFixture } from './secure-qr-fixture';
export {
  buildOfflineEkyc,
  buildOfflineEkycXml,
  fakeJpegPhoto,
  offlineEkycXml,
  signOfflineEkycXml,
  zipOfflineEkyc,
} from './offline-ekyc-fixture';
export type { OfflineEkycFixture } from './offline-ekyc-fixture';
export { qrImage } from './qr-image';
