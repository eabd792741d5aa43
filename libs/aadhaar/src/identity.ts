/**
 * What a verified Aadhaar document yields, and all of it: UIDAI's formats carry the address, the mobile and e-mail
 * hashes and (on the QR) the last digits of the mobile too, but they are never read out of the verified bytes, so
 * nothing here can be stored by mistake. Neither format holds the full Aadhaar number: UIDAI puts only its last four
 * digits in the reference id.
 */
export interface AadhaarIdentity {
  readonly method: 'secure-qr' | 'offline-ekyc';
  /** The name as printed on the ID (UIDAI's English spelling). */
  readonly name: string;
  /** `YYYY-MM-DD`, or `YYYY` for a holder whose Aadhaar records only the year of birth. */
  readonly dateOfBirth: string;
  /** UIDAI's M, F or T. */
  readonly gender: AadhaarGender;
  /** The last four digits of the Aadhaar number, the only digits of it UIDAI shares. */
  readonly referenceLastFour: string;
  /** When UIDAI made this document (the reference id's timestamp, Indian time). */
  readonly issuedAt: Date;
  /**
   * The holder's photo, for a face match in memory, then dropped: NEVER store, log or send it anywhere (the Aadhaar
   * Act forbids keeping it). JPEG 2000 in the Secure QR, JPEG in the Offline e-KYC file; null when absent.
   */
  readonly photo: AadhaarPhoto | null;
}

export type AadhaarGender = 'M' | 'F' | 'T';

export interface AadhaarPhoto {
  readonly format: 'jpeg2000' | 'jpeg';
  readonly bytes: Uint8Array;
}

export interface DocumentAgeOptions {
  /**
   * The oldest document accepted, in days. Default 3: RBI's KYC Master Direction asks regulated entities to accept
   * an Offline e-KYC XML or Secure QR only when it was made within 3 days, so a copy someone kept (or was handed)
   * long ago does not pass for the holder, and the name and gender are the record's current ones. A fresh copy is
   * a free minute's work for the holder (e-Aadhaar or Offline e-KYC download, mAadhaar's QR).
   */
  readonly maxAgeDays?: number;
  /** The time to judge against; tests pass a fixed one. */
  readonly now?: Date;
}

export const DEFAULT_MAX_DOCUMENT_AGE_DAYS = 3;
