import {
  ERR_INVALID_PASSWORD,
  ERR_INVALID_UNCOMPRESSED_SIZE,
  Uint8ArrayReader,
  ZipReader,
  type Entry,
} from '@zip.js/zip.js';
import { BoundedWriter, TooLarge } from './bounded-writer';
import type { UidaiCertificates } from './certificates';
import { AadhaarCheckError } from './errors';
import type { AadhaarIdentity, DocumentAgeOptions } from './identity';
import { MAX_EKYC_XML_BYTES, checkOfflineEkycXml } from './offline-ekyc-xml';

/** UIDAI's ZIP is the XML compressed, so never larger than it; anything bigger is not that file. */
export const MAX_EKYC_ZIP_BYTES = MAX_EKYC_XML_BYTES;

/**
 * UIDAI's Paperless Offline e-KYC download: a ZIP protected by the holder's 4-digit share code (ZipCrypto in the
 * files UIDAI gives; AES is read too) holding one XML file, checked as `checkOfflineEkycXml` says.
 */
export async function checkOfflineEkyc(
  zip: Uint8Array,
  shareCode: string,
  certificates: UidaiCertificates,
  options: DocumentAgeOptions = {},
): Promise<AadhaarIdentity> {
  if (certificates.length === 0) throw new AadhaarCheckError('not-configured');
  if (zip.length > MAX_EKYC_ZIP_BYTES) throw new AadhaarCheckError('ekyc-too-large');
  if (!/^\d{4}$/.test(shareCode)) throw new AadhaarCheckError('ekyc-wrong-share-code');
  const xml = await readOnlyXml(zip, shareCode);
  return checkOfflineEkycXml(xml, certificates, options);
}

async function readOnlyXml(zip: Uint8Array, shareCode: string): Promise<string> {
  const reader = new ZipReader(new Uint8ArrayReader(zip), { useWebWorkers: false });
  try {
    let entries: Entry[];
    try {
      entries = await reader.getEntries();
    } catch {
      throw new AadhaarCheckError('ekyc-not-a-zip');
    }
    if (entries.length !== 1) throw new AadhaarCheckError('ekyc-unexpected-content');
    const [entry] = entries;
    if (entry.directory || !entry.encrypted || !/^[\w.-]+\.xml$/i.test(entry.filename)) {
      throw new AadhaarCheckError('ekyc-unexpected-content');
    }
    if (entry.uncompressedSize > MAX_EKYC_XML_BYTES) throw new AadhaarCheckError('ekyc-too-large');
    try {
      const bytes = await entry.getData(new BoundedWriter(MAX_EKYC_XML_BYTES), {
        password: shareCode,
        checkSignature: true,
      });
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch (error) {
      throw readError(error);
    }
  } finally {
    await reader.close();
  }
}

function readError(error: unknown): AadhaarCheckError {
  if (error instanceof AadhaarCheckError) return error;
  if (error instanceof TooLarge) return new AadhaarCheckError('ekyc-too-large');
  if (error instanceof Error && error.message === ERR_INVALID_UNCOMPRESSED_SIZE) {
    return new AadhaarCheckError('ekyc-too-large');
  }
  if (error instanceof TypeError && error.message !== ERR_INVALID_PASSWORD) {
    return new AadhaarCheckError('ekyc-xml-invalid');
  }
  // The entry is there and encrypted, so what fails to come out of it is the code's fault: ZipCrypto checks a code
  // against one byte, and a wrong one slips past that once in 256 and fails as bad data or a bad CRC instead.
  return new AadhaarCheckError('ekyc-wrong-share-code');
}
