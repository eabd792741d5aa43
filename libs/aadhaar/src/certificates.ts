import { X509Certificate, verify } from 'node:crypto';

/** UIDAI's signing certificates in force: several while UIDAI rotates its key, a document passing with any one. */
export type UidaiCertificates = readonly X509Certificate[];

export function isSignedByUidai(
  algorithm: 'sha256',
  data: Uint8Array,
  signature: Uint8Array,
  certificates: UidaiCertificates,
): boolean {
  return certificates.some((certificate) => {
    try {
      return verify(algorithm, data, certificate.publicKey, signature);
    } catch {
      // A key that cannot check this signature at all (another key type or size) is simply not the signer.
      return false;
    }
  });
}
