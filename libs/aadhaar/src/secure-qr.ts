import { unzipSync } from 'node:zlib';
import { isSignedByUidai, type UidaiCertificates } from './certificates';
import { AadhaarCheckError } from './errors';
import type { AadhaarIdentity, DocumentAgeOptions } from './identity';
import { assertFreshDocument, readDateOfBirth, readGender, readReferenceId } from './reference-id';

/** A QR code holds at most 7,089 digits (version 40, numeric mode, lowest error correction). */
export const MAX_SECURE_QR_DIGITS = 7089;
/** Far above a real payload (about 2 KB inflated), low enough that a crafted one cannot make us inflate much. */
const MAX_INFLATED_BYTES = 64 * 1024;
const SIGNATURE_BYTES = 256;
const HASH_BYTES = 32;
const DELIMITER = 255;
/** Fields before the photo: indicator, reference id, name, date of birth, gender, then the address's eleven. */
const TEXT_FIELDS = 16;

/**
 * UIDAI's Secure QR (the Aadhaar letter, e-Aadhaar, the PVC card, mAadhaar), from the decimal text a QR reader gives:
 * the number's bytes, gzip-compressed, are fields split by byte 255, the photo (JPEG 2000), the mobile and e-mail
 * hashes, and last an RSA-SHA256 signature (256 bytes) over everything before it.
 * - Version 0 (UIDAI's 2019 manual): fields from the e-mail/mobile indicator on; after the photo the e-mail hash
 *   then the mobile hash, 32 bytes each, present as the indicator says (1 e-mail, 2 mobile, 3 both).
 * - Version 2 (from 2022): "V2" and a delimiter first; after the address, the mobile's last four digits and another
 *   delimiter; no hashes after the photo.
 * Other "V" versions are refused as unsupported: their layout is not published.
 */
export function checkSecureQr(
  text: string,
  certificates: UidaiCertificates,
  options: DocumentAgeOptions = {},
): AadhaarIdentity {
  if (certificates.length === 0) throw new AadhaarCheckError('not-configured');
  const digits = text.trim();
  if (!/^\d+$/.test(digits) || digits.length > MAX_SECURE_QR_DIGITS) throw new AadhaarCheckError('qr-not-a-number');
  const data = inflate(bigIntegerBytes(digits));
  if (data.length <= SIGNATURE_BYTES) throw new AadhaarCheckError('qr-wrong-layout');
  const signed = data.subarray(0, data.length - SIGNATURE_BYTES);
  const signature = data.subarray(data.length - SIGNATURE_BYTES);
  if (!isSignedByUidai('sha256', signed, signature, certificates)) throw new AadhaarCheckError('signature-invalid');

  const identity = readFields(signed);
  assertFreshDocument(identity.issuedAt, options);
  return identity;
}

function bigIntegerBytes(digits: string): Buffer {
  const hex = BigInt(digits).toString(16);
  return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
}

function inflate(bytes: Buffer): Buffer {
  try {
    // unzip takes gzip (what UIDAI writes) and zlib streams alike.
    return unzipSync(bytes, { maxOutputLength: MAX_INFLATED_BYTES });
  } catch {
    throw new AadhaarCheckError('qr-wrong-layout');
  }
}

/** The signed bytes, already verified: the fields we keep, and the photo in memory. */
function readFields(signed: Buffer): AadhaarIdentity {
  let start = 0;
  const next = (): string => {
    const end = signed.indexOf(DELIMITER, start);
    if (end < 0) throw new AadhaarCheckError('qr-wrong-layout');
    const field = signed.subarray(start, end).toString('latin1');
    start = end + 1;
    return field;
  };

  let version = 0;
  if (signed[0] === 0x56 /* V */) {
    const marker = next();
    if (marker !== 'V2') throw new AadhaarCheckError('qr-unsupported-version');
    version = 2;
  }
  const fields = Array.from({ length: TEXT_FIELDS }, next);
  if (version === 2) next(); // the mobile's last four digits: not ours to read
  const [indicator, referenceId, name, dob, genderText] = fields;
  if (!/^[0-3]$/.test(indicator)) throw new AadhaarCheckError('qr-wrong-layout');

  const hashes = version === 2 ? 0 : [0, 1, 1, 2][Number(indicator)];
  const photoEnd = signed.length - hashes * HASH_BYTES;
  if (photoEnd < start) throw new AadhaarCheckError('qr-wrong-layout');
  const dateOfBirth = readDateOfBirth(dob);
  const gender = readGender(genderText);
  if (!name.trim() || !dateOfBirth || !gender) throw new AadhaarCheckError('qr-wrong-layout');
  const { lastFour, issuedAt } = readReferenceId(referenceId);
  const photo = signed.subarray(start, photoEnd);
  return {
    method: 'secure-qr',
    name: name.trim(),
    dateOfBirth,
    gender,
    referenceLastFour: lastFour,
    issuedAt,
    photo: photo.length > 0 ? { format: 'jpeg2000', bytes: Uint8Array.from(photo) } : null,
  };
}
